import { describe, expect, it } from 'vitest';
import { guides, type SizingWarning } from '../../engine';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { translate } from '../../i18n/translate';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { warningText } from './warningText';

const t: Translate = (key, params) => translate('en', en[key], params);
const { workloads } = teamChatFixture;

describe('warningText', () => {
  it('names the workloads a warning is about, in the plural form their count takes', () => {
    const warning: SizingWarning = { code: 'transportNotBenchmarked', workloads: [0, 1] };
    const words = warningText(t, 'en', warning, workloads, 'current');
    expect(words.title).toBe('Transport not benchmarked');
    expect(words.text).toBe(
      t('warnings.transportNotBenchmarked', { count: 2, names: 'Chat rooms and Presence updates' }),
    );
    expect(words.text).toMatch(/^Chat rooms and Presence updates use /);
  });

  it('lists the interpolated columns', () => {
    const warning: SizingWarning = { code: 'interpolated', units: 30, fromUnits: [20, 50] };
    expect(warningText(t, 'en', warning, workloads, '2019').text).toBe(
      "Unit 30 is not a column of the guide's tables: its capacities are interpolated between units 20 and 50.",
    );
  });

  it('says which quota increase or which regions several instances need (issue 23)', () => {
    const spread = (unitsPerInstance: number, planRegions: number): SizingWarning => ({
      code: 'unitQuota',
      units: 23 * unitsPerInstance,
      quotaUnits: 150,
      spread: {
        instances: 23,
        unitsPerInstance,
        planRegions,
        instancesPerRegionAtQuota: Math.floor(150 / unitsPerInstance),
        regionsAtQuota:
          unitsPerInstance <= 150 ? Math.ceil(23 / Math.floor(150 / unitsPerInstance)) : null,
      },
    });
    expect(warningText(t, 'en', spread(100, 1), workloads, 'current').text).toBe(
      '23 instances of 100 units put 2,300 units in one region, more than the 150 units a subscription gets per region by default. Ask Azure support to raise the quota to 2,300 units there before you deploy, or place the instances in 23 regions (1 in each).',
    );
    // 50 units: 3 instances fit in 150, so 23 instances need 8 regions.
    expect(warningText(t, 'en', spread(50, 3), workloads, 'current').text).toBe(
      '23 instances of 50 units put 1,150 units in one region, more than the 150 units a subscription gets per region by default. Ask Azure support to raise the quota to 1,150 units there before you deploy, or place the instances in 8 regions (3 in each). Each of the plan’s 3 regions (the primary and its replicas) needs as much.',
    );
    expect(warningText(t, 'en', spread(200, 1), workloads, 'current').text).toBe(
      '23 instances of 200 units put 4,600 units in one region, more than the 150 units a subscription gets per region by default, and one instance alone is more than that. Ask Azure support to raise the quota to 4,600 units there before you deploy, or to 200 units in each of 23 regions.',
    );
  });

  it('gives Free’s limits', () => {
    expect(warningText(t, 'en', { code: 'freeTierAssumption' }, workloads, 'current').text).toBe(
      "The guide has no Free column: Free is given unit 1's throughput and held to 20 connections and 20,000 messages a day. Free has no SLA: one app server is planned, opening the SDK's default 5 server connections per hub.",
    );
  });

  it('words every slip and contradiction of both editions', () => {
    for (const edition of ['2019', 'current'] as const) {
      for (const slip of guides[edition].slips) {
        const words = warningText(t, 'en', { code: 'slip', slipId: slip.id }, workloads, edition);
        expect(words.title).toMatch(/^Slip: .+ (in|out|members), unit [\d,]+$/);
        expect(words.text).toMatch(
          /^The .+ table’s (inbound bandwidth|outbound bandwidth|group member count) at unit [\d,]+ /,
        );
      }
      for (const contradiction of guides[edition].contradictions) {
        const warning: SizingWarning = { code: 'contradiction', contradictionId: contradiction.id };
        const words = warningText(t, 'en', warning, workloads, edition);
        // What disagrees with what (./warningTitles.test); the seven tiers' notes, which no warning raises, keep the
        // general title.
        expect(words.title).not.toMatch(/\{\w+\}/);
        expect(words.text).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('gives an empty text for an unknown slip rather than failing', () => {
    const words = warningText(t, 'en', { code: 'slip', slipId: 'nope' }, workloads, 'current');
    expect(words).toEqual({ title: 'A slip in the guide', text: '' });
  });
});
