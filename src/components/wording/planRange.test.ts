// @vitest-environment node
/** The range line: each end as the plan deploys it, and why the guide or the billing page leaves it open. */
import { describe, expect, it } from 'vitest';
import { plan, type SilentPoint } from '../../engine';
import { translatorFor } from '../../i18n/allCatalogs';
import { supportedLocales } from '../../i18n/localeList';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { translate } from '../../i18n/translate';
import { webPubSubEcho } from '../../../tests/fixtures/moneyScenarios';
import { severalInstancesRange } from '../../../tests/fixtures/severalInstancesRange';
import { planRangeText } from './deploymentText';
import { reasonText } from './rangeText';

const t: Translate = (key, params) => translate('en', en[key], params);

describe('the range of a Web PubSub bill read per message', () => {
  it('shows both bills, though both ends are Standard_S1, and says the billing page could be read per message', () => {
    const text = planRangeText(t, 'en', plan(webPubSubEcho));
    // The answer bills the bytes ($3,433.43); read per message every 256 B is a whole 2 KB ($26,465.54).
    expect(text).toContain('($3,433/month)');
    expect(text).toContain('($26,466/month)');
    expect(text).toContain('read per message each message would count as a whole 2 KB');
  });

  it('names no billing reading where every message is a whole number of 2 KB', () => {
    const exact = {
      ...webPubSubEcho,
      workloads: webPubSubEcho.workloads.map((workload) => ({ ...workload, messageBytes: 4096 })),
    };
    const planned = plan(exact);
    expect(planned.range.reasons.some((point) => point.kind === 'billedBytes')).toBe(false);
    expect(planRangeText(t, 'en', planned) ?? '').not.toContain('read per message');
  });
});

/** One point of every kind the engine gives: a kind added without its words here does not compile. */
const pointOfEachKind: { [Kind in SilentPoint['kind']]: Extract<SilentPoint, { kind: Kind }> } = {
  groupSize: { kind: 'groupSize', workloads: [0], groupSize: 200, lower: 10, upper: 6000 },
  bigGroup: { kind: 'bigGroup', workloads: [0], groupSize: 16_398, measured: 10_000 },
  units: { kind: 'units', units: 900, lower: 500, upper: 1000 },
  billedBytes: { kind: 'billedBytes', workloads: [0] },
};

describe.each(supportedLocales)('every reason of a range has its words in %s', (locale) => {
  const translate = translatorFor(locale);

  it.each(Object.values(pointOfEachKind))('$kind', (point) => {
    const text = reasonText(translate, locale, point);
    expect(text.trim().length).toBeGreaterThan(10);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('QA’s scenario on 5 instances says unit 900 lies between the guide’s columns', () => {
    const text = planRangeText(translate, locale, plan(severalInstancesRange)) ?? '';
    expect(text).toContain(reasonText(translate, locale, pointOfEachKind.units));
    // "because ." / "denn ." / "理由: 。": a reason word followed by nothing.
    expect(text).not.toMatch(/[\s:：]\s*[.。]$/);
  });
});
