/**
 * The guide's data in the reader's language: the data names each heading and note by a catalog key and keeps
 * the numbers a note quotes; the words live in the catalogs (`guideData.*`), the numbers are formatted here.
 */
import type {
  Contradiction,
  GuideEdition,
  GuideHeading,
  GuideNote,
  NoteParams,
  Slip,
  WebPubSubGuideEdition,
} from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/catalog';
import { formatCount, formatPercent } from '../../i18n/format';
import { guideBandwidth } from '../guideBandwidth';
import { formatList } from './formatList';

/** A value as the guide prints it: a count ("20,000") or a bandwidth in its own units ("80 KBps"). */
export type GuideValueKind = 'count' | 'bytesPerSecond';

/** Either service's guide edition, as its words need it: bandwidth units, message size, tables' columns. */
export type AnyGuideEdition = GuideEdition | WebPubSubGuideEdition;

/** A slip of either guide: a printed cell, the guide's own formula for it, and why. */
export type AnySlip = Slip | WebPubSubGuideEdition['slips'][number];

/** The table columns a slip's formula reads (connections / 10 for a big group's members). */
function connectionsAt(guide: AnyGuideEdition, tableId: string, units: number): number | undefined {
  const tables: readonly { id: string; units: number[]; connections: number[] }[] = guide.tables;
  const table = tables.find((candidate) => candidate.id === tableId);
  return table?.connections[table.units.indexOf(units)];
}

/**
 * A printed value in the guide's own units.
 * @example guideValueText(t, 'de', 'bytesPerSecond', 81_920, guide.bandwidthUnits) // "80 KB/s"
 */
export function guideValueText(
  t: Translate,
  locale: string,
  kind: GuideValueKind,
  value: number,
  bandwidthUnits: GuideEdition['bandwidthUnits'],
): string {
  if (kind === 'count') return formatCount(locale, value);
  const reading = guideBandwidth(value, bandwidthUnits);
  return t(`guideTables.bandwidth.${reading.unit}`, { value: formatCount(locale, reading.value) });
}

/**
 * A table's section as the guide's own headings in the reader's language.
 * @example sectionText(t, ['case-study', 'default-mode', 'echo']) // "Case study > Default mode > Echo"
 */
export function sectionText(t: Translate, section: readonly GuideHeading[]): string {
  return section.map((heading) => t(`guideData.heading.${heading}`)).join(' > ');
}

/** A note of the data ready to put into words: its message, its numbers formatted, its quotes set apart. */
export interface GuideDataMessage {
  key: MessageKey;
  /** Numbers formatted for the locale: counts, the guide's bandwidths, percentages, lists of counts. */
  params: Record<string, string>;
  /** A source's verbatim English words, by placeholder: the page marks them as English. */
  quotes: Record<string, string>;
}

/**
 * Formats a note's numbers by what their names say they are (guideSchema.ts, `noteParamsSchema`).
 * @example noteParams(t, 'fr', guide, { messagesPerSecond: 20000, outboundShare: 1.25 })
 *   // { params: { messagesPerSecond: '20 000', outboundShare: '125 %' }, quotes: {} }
 */
export function noteParams(
  t: Translate,
  locale: string,
  guide: Pick<AnyGuideEdition, 'bandwidthUnits'>,
  values: NoteParams = {},
): Pick<GuideDataMessage, 'params' | 'quotes'> {
  const params: Record<string, string> = {};
  const quotes: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') quotes[name] = value;
    else if (Array.isArray(value)) {
      params[name] = formatList(
        locale,
        value.map((item) => formatCount(locale, item)),
      );
    } else if (name.endsWith('BytesPerSecond')) {
      params[name] = guideValueText(t, locale, 'bytesPerSecond', value, guide.bandwidthUnits);
    } else if (name.endsWith('Share')) params[name] = formatPercent(locale, value);
    else params[name] = formatCount(locale, value);
  }
  return { params, quotes };
}

/** One of the guide's notes kept beside its tables. */
export function guideNoteMessage(
  t: Translate,
  locale: string,
  guide: GuideEdition,
  note: GuideNote,
): GuideDataMessage {
  return {
    key: `guideData.note.${note.text.key}`,
    ...noteParams(t, locale, guide, note.text.params),
  };
}

/** A contradiction between the guide's tables or texts, and the rule the engine follows about it. */
export function contradictionMessages(
  t: Translate,
  locale: string,
  guide: GuideEdition,
  contradiction: Contradiction,
): { description: GuideDataMessage; engineRule: GuideDataMessage } {
  const { description, engineRule } = contradiction;
  return {
    description: {
      key: `guideData.contradiction.${description.key}`,
      ...noteParams(t, locale, guide, description.params),
    },
    engineRule: {
      key: `guideData.engineRule.${engineRule.key}`,
      ...noteParams(t, locale, guide, engineRule.params),
    },
  };
}

/** A slip's cell holds a member count or a bandwidth. */
export function slipKind(slip: AnySlip): GuideValueKind {
  return slip.row === 'groupMemberCount' ? 'count' : 'bytesPerSecond';
}

/**
 * Why a printed value is a slip. Besides the note's own numbers, every slip note may quote the slip's
 * `printed` and `formula` values (in the guide's units), its `unit` and the edition's `messageBytes`.
 */
export function slipNoteMessage(
  t: Translate,
  locale: string,
  guide: AnyGuideEdition,
  slip: AnySlip,
): GuideDataMessage {
  const value = (printed: number) =>
    guideValueText(t, locale, slipKind(slip), printed, guide.bandwidthUnits);
  const { params, quotes } = noteParams(t, locale, guide, slip.note.params);
  return {
    key: `guideData.slip.${slip.note.key}`,
    params: {
      printed: value(slip.printed),
      formula: value(slip.formula),
      unit: formatCount(locale, slip.unit),
      messageBytes: formatCount(locale, guide.messageBytes),
      ...params,
    },
    quotes,
  };
}

/**
 * The guide's formula at a slip's cell, with its numbers.
 * @example guideDataText(t, slipFormulaMessage(t, 'en', guides['2019'], slip))
 *   // "20 messages/s × 2,048 B = 40 KBps"; a big group's members: "connections / 10 = 10,000 / 10 = 1,000"
 */
export function slipFormulaMessage(
  t: Translate,
  locale: string,
  guide: AnyGuideEdition,
  slip: AnySlip,
): GuideDataMessage {
  const formula = guideValueText(t, locale, slipKind(slip), slip.formula, guide.bandwidthUnits);
  if (slip.row === 'groupMemberCount') {
    const connections = connectionsAt(guide, slip.table, slip.unit) ?? slip.formula * 10;
    return {
      key: 'guideData.slipFormula.groupMemberCount',
      params: { connections: formatCount(locale, connections), formula },
      quotes: {},
    };
  }
  return {
    key: 'guideData.slipFormula.bytesPerSecond',
    params: {
      messagesPerSecond: formatCount(locale, slip.formula / guide.messageBytes),
      messageBytes: formatCount(locale, guide.messageBytes),
      formula,
    },
    quotes: {},
  };
}

/** A message as plain text, its quotes as they are. */
export function guideDataText(t: Translate, message: GuideDataMessage): string {
  return t(message.key, { ...message.params, ...message.quotes });
}
