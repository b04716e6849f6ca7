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
import { warningTitle } from './warningTitle';

type Code = SizingWarning['code'];

/**
 * One warning of every code the engine raises once at most (src/engine/sizing/warnings.ts, webPubSubWarnings.ts,
 * tierWarnings): a new code fails the typecheck until it is here. Those it may raise several of at once have their
 * own lists below: a slip per cell of the guide, a message-size warning per limit, a contradiction per note. The
 * capped inputs are raised once per workload and told apart by the workload named in their text, not their title.
 */
const oneOfEachCode: Record<
  Exclude<Code, 'contradiction' | 'slip' | 'messageSizeLimit'>,
  SizingWarning
> = {
  sendersCapped: { code: 'sendersCapped', workloads: [0], setValue: 10, usedValue: 5 },
  groupSizeCapped: { code: 'groupSizeCapped', workloads: [0], setValue: 10, usedValue: 5 },
  routingCost: { code: 'routingCost', workloads: [0] },
  premiumP2: { code: 'premiumP2' },
  smallMessages: { code: 'smallMessages', workloads: [0] },
  transportNotBenchmarked: { code: 'transportNotBenchmarked', workloads: [0] },
  interpolated: { code: 'interpolated', units: 30, fromUnits: [20, 50] },
  freeTierAssumption: { code: 'freeTierAssumption' },
  aspnetFallback: { code: 'aspnetFallback', workloads: [0] },
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
};

type MessageSizeWarning = Extract<SizingWarning, { code: 'messageSizeLimit' }>;

/**
 * The three message-size limits, which one scenario can pass all at once (a big echo over long polling beside a big
 * REST broadcast); a new limit fails the typecheck until it is here.
 */
const messageSizeWarnings: Record<MessageSizeWarning['limit'], MessageSizeWarning> = {
  hubReceive: {
    code: 'messageSizeLimit',
    limit: 'hubReceive',
    limitBytes: 32_768,
    workloads: [0],
    setting: 'MaximumReceiveMessageSize',
  },
  sseLongPolling: {
    code: 'messageSizeLimit',
    limit: 'sseLongPolling',
    limitBytes: 1_000_000,
    workloads: [0],
    setting: null,
  },
  restBody: {
    code: 'messageSizeLimit',
    limit: 'restBody',
    limitBytes: 1_000_000,
    workloads: [1],
    setting: null,
  },
};

/** Every guide edition of each service, as a scenario names it. */
const editionsOf: Record<Service, ScenarioEdition[]> = {
  signalr: ['current', '2019'],
  webPubSub: ['current', '2021'],
};

const guideOf = (service: Service, edition: ScenarioEdition) =>
  service === 'webPubSub'
    ? webPubSubGuideOf(defaultTables, webPubSubEditionOf(edition))
    : guides[signalrEditionOf(edition)];

/**
 * The warnings the engine can raise under one edition: every code, each of the edition's slips (those at one unit
 * come together: 2019's big group at unit 1, inbound and outbound), each message-size limit and each contradiction.
 */
function warningKinds(service: Service, edition: ScenarioEdition): SizingWarning[] {
  const guide = guideOf(service, edition);
  return [
    ...Object.values(oneOfEachCode),
    // The same field capped in a second workload: a warning of its own, told apart by its title.
    { code: 'sendersCapped', workloads: [1], setValue: 10, usedValue: 5 },
    { code: 'groupSizeCapped', workloads: [1], setValue: 10, usedValue: 5 },
    ...guide.slips.map((slip): SizingWarning => ({ code: 'slip', slipId: slip.id })),
    ...Object.values(messageSizeWarnings),
    ...guide.contradictions.map((contradiction): SizingWarning => ({
      code: 'contradiction',
      contradictionId: contradiction.id,
    })),
  ];
}

const kindOf = (warning: SizingWarning) => {
  if (warning.code === 'sendersCapped' || warning.code === 'groupSizeCapped')
    return `${warning.code} ${warning.workloads.join()}`;
  if (warning.code === 'contradiction') return `contradiction ${warning.contradictionId}`;
  if (warning.code === 'slip') return `slip ${warning.slipId}`;
  if (warning.code === 'messageSizeLimit') return `messageSizeLimit ${warning.limit}`;
  return warning.code;
};

const workloads = [{ name: 'Chat' }, { name: 'Alerts' }];

describe('a capped input’s title', () => {
  for (const locale of supportedLocales) {
    it(`keeps its workload’s number with the word for workload, in ${locale}`, () => {
      const t = translatorFor(locale);
      for (const code of ['sendersCapped', 'groupSizeCapped'] as const) {
        const title = warningTitle(t, { code, workloads: [11], setValue: 10, usedValue: 5 });
        // A narrow chip wraps before the brackets, never inside them ("(charge de / travail 1)", QA at 1440 px).
        const bracketed = /[(（]([^)）]*)[)）]$/.exec(title)?.[1];
        expect(bracketed, title).toMatch(/12$/);
        expect(bracketed, title).not.toMatch(/[ \t]/);
      }
    });
  }
});

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
            const { title } = warningText(t, locale, warning, workloads, edition, service);
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

describe('the guide’s slips', () => {
  for (const locale of supportedLocales) {
    for (const service of ['signalr', 'webPubSub'] as const) {
      for (const edition of editionsOf[service]) {
        it(`each read a sentence of their own, in ${locale}, for ${service} ${edition}`, () => {
          const t = translatorFor(locale);
          const texts = guideOf(service, edition).slips.map(
            (slip) =>
              warningText(t, locale, { code: 'slip', slipId: slip.id }, workloads, edition, service)
                .text,
          );
          expect(texts.every((text) => text !== '')).toBe(true);
          expect(new Set(texts).size).toBe(texts.length);
        });
      }
    }
  }

  it('name the table, the row and the unit: 2019’s two at big group’s unit 1, in and out', () => {
    const t = translatorFor('en');
    const words = (slipId: string) =>
      warningText(t, 'en', { code: 'slip', slipId }, workloads, '2019');
    expect(words('2019-bigGroup-inbound-unit1')).toEqual({
      title: 'Slip: big group in, unit 1',
      text: 'The big group table’s inbound bandwidth at unit 1 is a value its own formula contradicts, where this tier reads it.',
    });
    expect(words('2019-bigGroup-outbound-unit1')).toEqual({
      title: 'Slip: big group out, unit 1',
      text: 'The big group table’s outbound bandwidth at unit 1 is a value its own formula contradicts, where this tier reads it.',
    });
  });
});

describe('the message-size warnings', () => {
  it('name their limit', () => {
    const t = translatorFor('en');
    const title = (limit: MessageSizeWarning['limit']) =>
      warningText(t, 'en', messageSizeWarnings[limit], workloads, 'current').title;
    expect([title('hubReceive'), title('sseLongPolling'), title('restBody')]).toEqual([
      'Size limit: app server',
      'Size limit: SSE, polling',
      'Size limit: REST API',
    ]);
  });
});
