// @vitest-environment node
/** The range line: each end as the plan deploys it, and why the guide or the billing page leaves it open. */
import { describe, expect, it } from 'vitest';
import { plan } from '../../engine';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { translate } from '../../i18n/translate';
import { webPubSubEcho } from '../../../tests/fixtures/moneyScenarios';
import { planRangeText } from './deploymentText';

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
