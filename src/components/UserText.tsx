/**
 * A name the user typed, drawn inside the page's own words. `<bdi>` keeps its direction to itself, so a
 * right-to-left override in it cannot reverse the text that follows (see userText.ts).
 */
import { useLocale } from '../i18n/I18nProvider';

export function UserText({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** Names joined with the locale's "and" ("Chat rooms, Presence and Alerts"), each one isolated. */
export function UserTextList({ items }: { items: readonly string[] }) {
  const locale = useLocale();
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    listFormats.set(locale, format);
  }
  // Intl gives the items back in order, with the locale's separators between them.
  let item = 0;
  return format
    .formatToParts(items)
    .map((part, index) =>
      part.type === 'element' ? <bdi key={index}>{items[item++] ?? part.value}</bdi> : part.value,
    );
}
