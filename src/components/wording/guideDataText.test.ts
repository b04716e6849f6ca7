import { describe, expect, it } from 'vitest';
import { guides } from '../../engine';
import type { Catalog } from '../../i18n/catalog';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { catalog as de } from '../../i18n/locales/de';
import { catalog as fr } from '../../i18n/locales/fr';
import { translate } from '../../i18n/translate';
import {
  guideDataText,
  guideNoteMessage,
  noteParams,
  sectionText,
  slipFormulaMessage,
  slipNoteMessage,
} from './guideDataText';

const translator =
  (locale: string, catalog: Catalog): Translate =>
  (key, params) =>
    translate(locale, catalog[key], params);
const t = translator('en', en);
const guide2019 = guides['2019'];

describe('noteParams', () => {
  it('formats each number by what its name says it is', () => {
    const values = {
      messagesPerSecond: 25_000,
      smallGroupBytesPerSecond: 51_200_000,
      outboundShare: 1.25,
      units: [2, 5, 20, 50, 100],
      quote: 'if you need to guarantee 1000 client connections, 2 units is a better choice',
    };
    expect(noteParams(t, 'en', guide2019, values)).toEqual({
      params: {
        messagesPerSecond: '25,000',
        // 25,000 messages/s x 2,048 B, in the guide's MBps of 1,024,000 B/s
        smallGroupBytesPerSecond: '50 MBps',
        outboundShare: '125%',
        units: '2, 5, 20, 50, and 100',
      },
      quotes: { quote: values.quote },
    });
    const german = noteParams(translator('de', de), 'de', guide2019, values).params;
    expect(german).toMatchObject({
      messagesPerSecond: '25.000',
      smallGroupBytesPerSecond: '50 MB/s',
      outboundShare: '125\u00a0%',
      units: '2, 5, 20, 50 und 100',
    });
    // French groups digits with a narrow no-break space and sets a no-break space before the percent sign.
    expect(noteParams(translator('fr', fr), 'fr', guide2019, values).params).toMatchObject({
      messagesPerSecond: '25\u202f000',
      outboundShare: '125\u00a0%',
    });
  });
});

describe('the guide’s headings and notes', () => {
  it('names a section by the guide’s headings, in the reader’s language', () => {
    const bigGroup = guide2019.tables.find((table) => table.id === 'bigGroup');
    expect(sectionText(t, bigGroup?.section ?? [])).toBe(
      'Case study > Default mode > Send to group > Big group',
    );
    expect(sectionText(translator('de', de), bigGroup?.section ?? [])).toBe(
      'Fallstudie > Standardmodus > An Gruppe senden > Große Gruppe',
    );
  });

  it('fills a note with its numbers formatted for the locale', () => {
    const [serverLoad] = guides.current.notes;
    expect(serverLoad?.id).toBe('serverLoad70');
    const note = guideNoteMessage(t, 'en', guides.current, serverLoad!);
    expect(guideDataText(t, note)).toBe(
      'Latency inside the service stays low while Server Load is under 70%.',
    );
    const french = translator('fr', fr);
    expect(guideDataText(french, guideNoteMessage(french, 'fr', guides.current, serverLoad!))).toBe(
      'La latence au sein du service reste faible tant que la charge du serveur (Server Load) est inférieure à 70\u00a0%.',
    );
  });
});

describe('a slip in words', () => {
  const slip = (edition: '2019' | 'current', id: string) => {
    const found = guides[edition].slips.find((candidate) => candidate.id === id);
    if (!found) throw new Error(id);
    return found;
  };
  const german = translator('de', de);

  it('2019 big group, unit 1: 80 KBps printed for the 20 messages/s that give 40 KBps elsewhere', () => {
    const bigGroup = slip('2019', '2019-bigGroup-inbound-unit1');
    expect(guideDataText(t, slipNoteMessage(t, 'en', guide2019, bigGroup))).toBe(
      'Prints 80 KBps for the same 20 messages/s that give 40 KBps at units 2, 5, 20, 50, and 100.',
    );
    expect(guideDataText(t, slipFormulaMessage(t, 'en', guide2019, bigGroup))).toBe(
      '20 messages/s × 2,048 B = 40 KBps',
    );
    expect(guideDataText(german, slipFormulaMessage(german, 'de', guide2019, bigGroup))).toBe(
      '20 Nachr./s × 2.048 B = 40 KB/s',
    );
  });

  it('2019 big group outbound at unit 1 quotes broadcast’s maximum in the guide’s units', () => {
    const outbound = slip('2019', '2019-bigGroup-outbound-unit1');
    expect(guideDataText(german, slipNoteMessage(german, 'de', guide2019, outbound))).toBe(
      'Gedruckt sind 8 MB/s: doppelt so viel, wie die 2.000 ausgehenden Nachr./s ergeben, und doppelt so viel wie die maximale ausgehende Bandbreite von „Broadcast“ bei Unit 1 (4 MB/s).',
    );
  });

  it('current big group at unit 1,000: the member count the definition gives', () => {
    const members = slip('current', 'current-bigGroup-members-unit1000');
    const french = translator('fr', fr);
    expect(guideDataText(french, slipFormulaMessage(french, 'fr', guides.current, members))).toBe(
      'connexions / 10 = 1\u202f000\u202f000 / 10 = 100\u202f000',
    );
    expect(guideDataText(t, slipNoteMessage(t, 'en', guides.current, members))).toContain(
      '(20 × 100,000)',
    );
  });
});
