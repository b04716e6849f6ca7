/**
 * The guide's tables and the SKU catalog, validated against their schemas when this module loads in
 * development and in the tests (data.test.ts too): a malformed data file fails loudly there instead of
 * producing wrong sizes. The production build ships the same files, already checked by `npm test`, without
 * their schemas: the page's first load neither downloads nor runs them.
 *
 * SignalR's 2019 guide and Web PubSub's guide are the later tables (./laterTablesSlot): here at once in Node,
 * fetched by the page right after it has started. Read before they are here, `guides['2019']` and
 * `defaultTables.webPubSubGuide` throw.
 */
import guideCurrentJson from '../../../data/guide-current.json' with { type: 'json' };
import serviceRulesJson from '../../../data/service-rules.json' with { type: 'json' };
import skuCatalogJson from '../../../data/skus.json' with { type: 'json' };
import { parseGuide } from './checkedData';
import { skuCatalogSchema, type Edition, type GuideEdition, type SkuCatalog } from './guideSchema';
import { laterTables } from './laterTablesSlot';
import { serviceRulesSchema, type ServiceRules } from './serviceRulesSchema';
import type { WebPubSubEdition, WebPubSubGuide, WebPubSubGuideEdition } from './webPubSubSchema';

// Checked against the schemas in development and the tests (./checkedData).
const checked = import.meta.env?.DEV ?? true;

export const guides: Readonly<Record<Edition, GuideEdition>> = {
  current: parseGuide(guideCurrentJson, 'current'),
  get '2019'() {
    return laterTables().guide2019;
  },
};

export const skuCatalog: SkuCatalog = checked
  ? skuCatalogSchema.parse(skuCatalogJson)
  : (skuCatalogJson as SkuCatalog);

export const serviceRules: ServiceRules = checked
  ? serviceRulesSchema.parse(serviceRulesJson)
  : (serviceRulesJson as ServiceRules);

/** Everything the engine reads; tests and scripts may pass their own. */
export interface SizingTables {
  guides: Readonly<Record<Edition, GuideEdition>>;
  skuCatalog: SkuCatalog;
  serviceRules: ServiceRules;
  /** Azure Web PubSub's guide; the SKU catalog and the service rules serve both services (docs/model.md). */
  webPubSubGuide: WebPubSubGuide;
}

export const defaultTables: SizingTables = {
  guides,
  skuCatalog,
  serviceRules,
  get webPubSubGuide(): WebPubSubGuide {
    return laterTables().webPubSubGuide;
  },
};

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
