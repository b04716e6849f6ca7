/**
 * A small typed layer over Intl: messages with `{name}` placeholders, and plural messages chosen with
 * Intl.PluralRules by the `count` parameter. No library: the whole layer is a few hundred bytes.
 */
import type { MessageKey } from './catalog';

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

/** A language's messages by key, filled with their parameters: `t('composer.add')` (the page's `useT()`). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

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

/** The text of a message for `count`: plural messages pick their form with Intl.PluralRules. */
function messageText(locale: string, message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  const form = pluralRules(locale).select(typeof count === 'number' ? count : 0);
  return message[form] ?? message.other;
}

/**
 * Fills a message: picks the plural form for `params.count`, then replaces each `{name}` with its
 * parameter (numbers formatted for the locale). Unknown placeholders are left visible, never dropped.
 * @example translate('en', { one: '{count} workload', other: '{count} workloads' }, { count: 3 }) // "3 workloads"
 */
export function translate(locale: string, message: Message, params?: MessageParams): string {
  const text = messageText(locale, message, params?.count);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? plainNumber(locale, value) : value;
  });
}

/**
 * Like translate, for parameters that are not text (a page element around a name the user typed): the
 * message comes back in pieces, text and those parameters in the message's order. The template is split
 * before anything is filled in, so a parameter's text is never read as a placeholder.
 * @example translateToParts('en', 'Saved “{name}”.', { name: element }) // ['Saved “', element, '”.']
 */
export function translateToParts<Part extends object>(
  locale: string,
  message: Message,
  params: Record<string, string | number | Part>,
): (string | Part)[] {
  const text = messageText(locale, message, params.count);
  const parts: (string | Part)[] = [];
  let textSoFar = '';
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    textSoFar += text.slice(last, match.index);
    last = match.index + match[0].length;
    const value = params[match[1] ?? ''];
    if (value === undefined) textSoFar += match[0];
    else if (typeof value === 'number') textSoFar += plainNumber(locale, value);
    else if (typeof value === 'string') textSoFar += value;
    else {
      if (textSoFar !== '') parts.push(textSoFar);
      parts.push(value);
      textSoFar = '';
    }
  }
  textSoFar += text.slice(last);
  if (textSoFar !== '') parts.push(textSoFar);
  return parts;
}
