/**
 * The guide's tables and the SKU catalog, validated against their schemas when this module loads in
 * development and in the tests (data.test.ts too): a malformed data file fails loudly there instead of
 * producing wrong sizes. The production build ships the same files, already checked by `npm test`, without
 * their schemas: the page's first load neither downloads nor runs them.
 */
import guide2019Json from '../../../data/guide-2019.json' with { type: 'json' };
import guideCurrentJson from '../../../data/guide-current.json' with { type: 'json' };
import serviceRulesJson from '../../../data/service-rules.json' with { type: 'json' };
import skuCatalogJson from '../../../data/skus.json' with { type: 'json' };
import webPubSubGuideJson from '../../../data/webpubsub-guide.json' with { type: 'json' };
import {
  guideEditionSchema,
  skuCatalogSchema,
  type Edition,
  type GuideEdition,
  type SkuCatalog,
} from './guideSchema';
import { serviceRulesSchema, type ServiceRules } from './serviceRulesSchema';
import {
  webPubSubGuideSchema,
  type WebPubSubEdition,
  type WebPubSubGuide,
  type WebPubSubGuideEdition,
} from './webPubSubSchema';

// Outside Vite (scripts and browser tests in Node) there is no import.meta.env: check there too.
const checked = import.meta.env?.DEV ?? true;

function parseGuide(json: unknown, edition: Edition): GuideEdition {
  const guide = checked ? guideEditionSchema.parse(json) : (json as GuideEdition);
  if (guide.edition !== edition) {
    throw new Error(`data/guide-${edition}.json holds edition "${guide.edition}"`);
  }
  return guide;
}

export const guides: Readonly<Record<Edition, GuideEdition>> = {
  '2019': parseGuide(guide2019Json, '2019'),
  current: parseGuide(guideCurrentJson, 'current'),
};

export const skuCatalog: SkuCatalog = checked
  ? skuCatalogSchema.parse(skuCatalogJson)
  : (skuCatalogJson as SkuCatalog);

export const serviceRules: ServiceRules = checked
  ? serviceRulesSchema.parse(serviceRulesJson)
  : (serviceRulesJson as ServiceRules);

/**
 * Azure Web PubSub's performance guide, both editions: the engine sizes a scenario whose `service` is
 * `webPubSub` against it. The production bundle leaves its schema out (vite.config.ts), as for the others.
 */
export const webPubSubGuide: WebPubSubGuide = checked
  ? webPubSubGuideSchema.parse(webPubSubGuideJson)
  : (webPubSubGuideJson as WebPubSubGuide);

/** Everything the engine reads; tests and scripts may pass their own. */
export interface SizingTables {
  guides: Readonly<Record<Edition, GuideEdition>>;
  skuCatalog: SkuCatalog;
  serviceRules: ServiceRules;
  /** Azure Web PubSub's guide; the SKU catalog and the service rules serve both services (docs/model.md). */
  webPubSubGuide: WebPubSubGuide;
}

export const defaultTables: SizingTables = { guides, skuCatalog, serviceRules, webPubSubGuide };

/**
 * One edition of Web PubSub's guide.
 * @example webPubSubGuideOf(defaultTables, '2021').units // [1, 2, 5, 10, 20, 50, 100]
 */
export function webPubSubGuideOf(
  tables: SizingTables,
  edition: WebPubSubEdition,
): WebPubSubGuideEdition {
  const found = tables.webPubSubGuide.editions.find((candidate) => candidate.edition === edition);
  if (!found) throw new Error(`Web PubSub's guide has no ${edition} edition`);
  return found;
}
