/**
 * A small typed layer over Intl: messages with `{name}` placeholders, and plural messages chosen with
 * Intl.PluralRules by the `count` parameter. No library: the whole layer is a few hundred bytes.
 */

/** Plural forms of a message, chosen by Intl.PluralRules; `other` is required. */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage;

export type MessageParams = Record<string, string | number>;

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
const numberFormatByLocale = new Map<string, Intl.NumberFormat>();

function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

function plainNumber(locale: string, value: number): string {
  let format = numberFormatByLocale.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormatByLocale.set(locale, format);
  }
  return format.format(value);
}

/**
 * Fills a message: picks the plural form for `params.count`, then replaces each `{name}` with its
 * parameter (numbers formatted for the locale). Unknown placeholders are left visible, never dropped.
 * @example translate('en', { one: '{count} workload', other: '{count} workloads' }, { count: 3 }) // "3 workloads"
 */
export function translate(locale: string, message: Message, params?: MessageParams): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    const count = typeof params?.count === 'number' ? params.count : 0;
    const form = pluralRules(locale).select(count);
    text = message[form] ?? message.other;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? plainNumber(locale, value) : value;
  });
}
