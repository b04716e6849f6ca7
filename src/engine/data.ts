/**
 * The guide's tables and the SKU catalog, validated against their schemas when this module loads.
 * A malformed data file fails loudly here (and in data.test.ts) instead of producing wrong sizes.
 */
import guide2019Json from '../../data/guide-2019.json' with { type: 'json' };
import guideCurrentJson from '../../data/guide-current.json' with { type: 'json' };
import serviceRulesJson from '../../data/service-rules.json' with { type: 'json' };
import skuCatalogJson from '../../data/skus.json' with { type: 'json' };
import {
  guideEditionSchema,
  skuCatalogSchema,
  type Edition,
  type GuideEdition,
  type SkuCatalog,
} from './guideSchema';
import { serviceRulesSchema, type ServiceRules } from './serviceRulesSchema';

function parseGuide(json: unknown, edition: Edition): GuideEdition {
  const guide = guideEditionSchema.parse(json);
  if (guide.edition !== edition) {
    throw new Error(`data/guide-${edition}.json holds edition "${guide.edition}"`);
  }
  return guide;
}

export const guides: Readonly<Record<Edition, GuideEdition>> = {
  '2019': parseGuide(guide2019Json, '2019'),
  current: parseGuide(guideCurrentJson, 'current'),
};

export const skuCatalog: SkuCatalog = skuCatalogSchema.parse(skuCatalogJson);

export const serviceRules: ServiceRules = serviceRulesSchema.parse(serviceRulesJson);

/** Everything the engine reads; tests and scripts may pass their own. */
export interface SizingTables {
  guides: Readonly<Record<Edition, GuideEdition>>;
  skuCatalog: SkuCatalog;
  serviceRules: ServiceRules;
}

export const defaultTables: SizingTables = { guides, skuCatalog, serviceRules };
