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

  it('gives Free’s limits', () => {
    expect(warningText(t, 'en', { code: 'freeTierAssumption' }, workloads, 'current').text).toBe(
      "The guide has no Free column: Free is given unit 1's throughput and held to 20 connections and 20,000 messages a day. Free has no SLA: one app server is planned, opening the SDK's default 5 server connections per hub.",
    );
  });

  it('words every slip and contradiction of both editions', () => {
    for (const edition of ['2019', 'current'] as const) {
      for (const slip of guides[edition].slips) {
        const words = warningText(t, 'en', { code: 'slip', slipId: slip.id }, workloads, edition);
        expect(words.title).toBe('A slip in the guide');
        expect(words.text).toMatch(/^The .+ table prints a value at unit [\d,]+ /);
      }
      for (const contradiction of guides[edition].contradictions) {
        const warning: SizingWarning = { code: 'contradiction', contradictionId: contradiction.id };
        const words = warningText(t, 'en', warning, workloads, edition);
        expect(words.title).toBe('The guide contradicts itself');
        expect(words.text).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('gives an empty text for an unknown slip rather than failing', () => {
    const words = warningText(t, 'en', { code: 'slip', slipId: 'nope' }, workloads, 'current');
    expect(words).toEqual({ title: 'A slip in the guide', text: '' });
  });
});
