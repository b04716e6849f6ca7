/**
 * A user tells warnings apart by their titles: in the answer's list, the Markdown and CSV exports, the print and the
 * command line (all worded by ./warningText). No two warnings the engine can raise under one guide edition share a
 * title, in any language: the guide's contradictions each name what disagrees with what.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultTables,
  guides,
  signalrEditionOf,
  webPubSubEditionOf,
  webPubSubGuideOf,
  type ScenarioEdition,
  type Service,
  type SizingWarning,
} from '../../engine';
import { translatorFor } from '../../i18n/allCatalogs';
import { supportedLocales } from '../../i18n/localeList';
import { warningText } from './warningText';

type Code = SizingWarning['code'];

/**
 * One warning of every code the engine raises (src/engine/sizing/warnings.ts, webPubSubWarnings.ts, tierWarnings):
 * a new code fails the typecheck until it is here. A slip is one kind whichever cell (its text names the table and
 * the unit); the guide's contradictions are each their own (below).
 */
const oneOfEachCode = (slipId: string): Record<Exclude<Code, 'contradiction'>, SizingWarning> => ({
  sendersCapped: { code: 'sendersCapped', workloads: [0], setValue: 10, usedValue: 5 },
  groupSizeCapped: { code: 'groupSizeCapped', workloads: [0], setValue: 10, usedValue: 5 },
  routingCost: { code: 'routingCost', workloads: [0] },
  premiumP2: { code: 'premiumP2' },
  smallMessages: { code: 'smallMessages', workloads: [0] },
  transportNotBenchmarked: { code: 'transportNotBenchmarked', workloads: [0] },
  interpolated: { code: 'interpolated', units: 30, fromUnits: [20, 50] },
  slip: { code: 'slip', slipId },
  freeTierAssumption: { code: 'freeTierAssumption' },
  aspnetFallback: { code: 'aspnetFallback', workloads: [0] },
  messageSizeLimit: {
    code: 'messageSizeLimit',
    limit: 'hubReceive',
    limitBytes: 32_768,
    workloads: [0],
    setting: 'MaximumReceiveMessageSize',
  },
  unitQuota: { code: 'unitQuota', units: 200, quotaUnits: 150 },
  slowReconnect: {
    code: 'slowReconnect',
    seconds: 60,
    windowSeconds: 42,
    connectionsPerSecond: 1000,
    extrapolated: false,
  },
  appServersExtrapolated: { code: 'appServersExtrapolated', workloads: [0] },
  nearConnectionQuota: { code: 'nearConnectionQuota', utilization: 0.95, throttleShare: 1 },
  upstreamEvents: { code: 'upstreamEvents', workloads: [0], requestsPerSecond: 100 },
});

/** Every guide edition of each service, as a scenario names it. */
const editionsOf: Record<Service, ScenarioEdition[]> = {
  signalr: ['current', '2019'],
  webPubSub: ['current', '2021'],
};

/** The warnings the engine can raise under one edition: every code, and each of the edition's contradictions. */
function warningKinds(service: Service, edition: ScenarioEdition): SizingWarning[] {
  const guide =
    service === 'webPubSub'
      ? webPubSubGuideOf(defaultTables, webPubSubEditionOf(edition))
      : guides[signalrEditionOf(edition)];
  return [
    ...Object.values(oneOfEachCode(guide.slips[0]?.id ?? 'none')),
    ...guide.contradictions.map((contradiction): SizingWarning => ({
      code: 'contradiction',
      contradictionId: contradiction.id,
    })),
  ];
}

const kindOf = (warning: SizingWarning) =>
  warning.code === 'contradiction' ? `contradiction ${warning.contradictionId}` : warning.code;

describe('the warnings’ titles', () => {
  for (const locale of supportedLocales) {
    for (const service of ['signalr', 'webPubSub'] as const) {
      for (const edition of editionsOf[service]) {
        it(`are each a different one, in ${locale}, for ${service} ${edition}`, () => {
          const t = translatorFor(locale);
          const kinds = warningKinds(service, edition);
          expect(kinds.filter((w) => w.code === 'contradiction').length).toBeGreaterThan(1);
          const byTitle = new Map<string, string[]>();
          for (const warning of kinds) {
            const { title } = warningText(t, locale, warning, [{ name: 'Chat' }], edition, service);
            expect(title.trim(), kindOf(warning)).not.toBe('');
            byTitle.set(title, [...(byTitle.get(title) ?? []), kindOf(warning)]);
          }
          const shared = [...byTitle].filter(([, sharing]) => sharing.length > 1);
          expect(shared).toEqual([]);
        });
      }
    }
  }
});
