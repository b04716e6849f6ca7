/**
 * Azure Web PubSub's guide in the reader's language: its headings, its caveats, its contradictions and the rule the
 * engine follows about each. The data keeps keys and numbers (data/webpubsub-guide.json); the words live in the
 * catalogs (`guideData.*`), shared with SignalR's guide where they mean the same.
 */
import type { WebPubSubGuideEdition } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/catalog';
import { noteParams, type GuideDataMessage } from './guideDataText';

type Note = WebPubSubGuideEdition['notes'][number];
type Contradiction = WebPubSubGuideEdition['contradictions'][number];
type Heading = WebPubSubGuideEdition['tables'][number]['section'][number];

/**
 * A table's section as the guide's own headings.
 * @example webPubSubSectionText(t, ['case-study', 'triggering-cloud-event', 'echo']) // "Case study > Triggering Cloud Event > Echo"
 */
export function webPubSubSectionText(t: Translate, section: readonly Heading[]): string {
  // The catalogs hold the headings the tables' sections use (src/i18n/catalogs.test.ts checks each one).
  return section.map((heading) => t(`guideData.heading.${heading}` as MessageKey)).join(' > ');
}

/** One of the guide's caveats, in the reader's language. */
export function webPubSubNoteMessage(
  t: Translate,
  locale: string,
  guide: WebPubSubGuideEdition,
  note: Note,
): GuideDataMessage {
  return {
    key: `guideData.note.${note.text.key}`,
    ...noteParams(t, locale, guide, note.text.params),
  };
}

/**
 * The guide's words as printed, without their markdown: "**not hard limits**" reads "not hard limits", a link
 * its text.
 * @example plainQuote('check [sending to small group](#small-group) for reference') // "check sending to small group for reference"
 */
export function plainQuote(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|\*/g, '')
    .trim();
}

/** The rule the engine follows about each of the guide's contradictions (docs/model.md, "Where the guide contradicts itself"). */
function engineRuleOf(contradiction: Contradiction): {
  key: MessageKey;
  values: Record<string, number | number[]>;
} {
  const { description, units } = contradiction;
  const params = description.params ?? {};
  const first = units[0] ?? 0;
  const last = units.at(-1) ?? first;
  switch (description.key) {
    case 'smallGroupOutboundExceedsBroadcast':
      return { key: 'guideData.engineRule.bigGroupIsOutboundCeiling', values: { units } };
    case 'smallGroupPlateauContactSupport':
      return {
        key: 'guideData.engineRule.smallGroupPlateauFitsNoTier',
        values: {
          messagesPerSecond: (params.messagesPerSecond as number | undefined) ?? 0,
          fromUnit: first,
          toUnit: last,
        },
      };
    case 'smallGroupPlateauThenPremiumP2':
      return {
        key: 'guideData.engineRule.smallGroupFlat',
        values: { fromUnit: first, toUnit: last },
      };
    case 'sevenTiersSoldUnits':
      return { key: 'guideData.engineRule.everySoldUnitCount', values: {} };
    case 'premiumP2AtUnit100':
      return { key: 'guideData.engineRule.unit100EverySku', values: { units: first } };
  }
}

/** A contradiction of the guide, and the rule the engine follows about it. */
export function webPubSubContradictionMessages(
  t: Translate,
  locale: string,
  guide: WebPubSubGuideEdition,
  contradiction: Contradiction,
): { description: GuideDataMessage; engineRule: GuideDataMessage } {
  const rule = engineRuleOf(contradiction);
  const { key } = contradiction.description;
  return {
    description: {
      // SignalR's wording names broadcast as the outbound ceiling; Web PubSub's ceiling is its big group.
      key:
        key === 'smallGroupOutboundExceedsBroadcast'
          ? 'guideData.contradiction.smallGroupOutboundExceedsBigGroup'
          : `guideData.contradiction.${key}`,
      ...noteParams(t, locale, guide, contradiction.description.params),
    },
    engineRule: { key: rule.key, ...noteParams(t, locale, guide, rule.values) },
  };
}
