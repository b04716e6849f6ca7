/**
 * The data files' provenance is left out of the page's build (vite.config.ts, withoutProvenance): the prose
 * goes, every figure stays, and the engine plans the same without it, so no figure on the page can depend on it.
 */
import { describe, expect, it } from 'vitest';
import serviceRulesJson from '../../data/service-rules.json' with { type: 'json' };
import skuCatalogJson from '../../data/skus.json' with { type: 'json' };
import { defaultTables, plan, type ScenarioInput, type SizingTables } from '../../src/engine';
import { withoutProvenance } from '../../vite.config';
import { failoverChat } from '../fixtures/failoverPlans';
import { teamChatFixture } from '../fixtures/teamChat';
import { webPubSubChatFixture } from '../fixtures/webPubSubChat';

/** Every string of a value, by its path. */
function strings(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (value === null || typeof value !== 'object') return {};
  const found: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    Object.assign(found, strings(field, `${path}.${key}`));
  }
  return found;
}

describe('withoutProvenance', () => {
  it('empties the service rules’ sources, notes and quoted words, and keeps every figure and name', () => {
    const stripped = withoutProvenance(serviceRulesJson) as typeof serviceRulesJson;
    expect(stripped.connectionQuota.source).toBe('');
    expect(stripped.connectionQuota.aspnetSource).toBe('');
    expect(stripped.autoscale.coolDownSource).toBe('');
    expect(stripped.connectionOpenRates.slips[0]?.note).toBe('');
    // The figures and the slip's reading the engine uses.
    expect(stripped.connectionOpenRates.points).toEqual(
      serviceRulesJson.connectionOpenRates.points,
    );
    expect(stripped.connectionOpenRates.slips[0]?.engineUses).toBe('time');
    expect(stripped.unitQuota.unitsPerSubscriptionPerRegion).toBe(
      serviceRulesJson.unitQuota.unitsPerSubscriptionPerRegion,
    );
    // Only strings change, and each emptied one is where a source or a note was.
    const before = strings(serviceRulesJson);
    const emptied = Object.entries(strings(stripped)).filter(
      ([path, text]) => text !== before[path],
    );
    expect(emptied.length).toBeGreaterThan(10);
    for (const [path, text] of emptied) {
      expect(text).toBe('');
      expect(path).toMatch(
        /(source|Source|sourceUrl|note|Note|engineRule|beyondLargestPoint|printed|formula)$/,
      );
    }
  });

  it('keeps the price catalog’s dates, which the page prints beside the prices', () => {
    const stripped = withoutProvenance(skuCatalogJson) as typeof skuCatalogJson;
    expect(stripped.prices.sourceDate).toBe(skuCatalogJson.prices.sourceDate);
    expect(stripped.prices.perGbCrossRegionSourceDate).toBe(
      skuCatalogJson.prices.perGbCrossRegionSourceDate,
    );
    expect(stripped.prices.perGbCrossRegionSource).toBe('');
    expect(stripped.skus).toHaveLength(skuCatalogJson.skus.length);
  });
});

describe('the engine without the provenance', () => {
  const tables: SizingTables = {
    guides: defaultTables.guides,
    webPubSubGuide: defaultTables.webPubSubGuide,
    serviceRules: withoutProvenance(defaultTables.serviceRules) as SizingTables['serviceRules'],
    skuCatalog: withoutProvenance(defaultTables.skuCatalog) as SizingTables['skuCatalog'],
  };
  const scenarios: [string, ScenarioInput][] = [
    ['team chat', teamChatFixture],
    ['a chat on three regions through a business day', failoverChat],
    ['a Web PubSub chat', webPubSubChatFixture],
  ];

  it.each(scenarios)('plans %s as with the whole files', (_name, scenario) => {
    expect(plan(scenario, tables)).toEqual(plan(scenario));
  });
});
