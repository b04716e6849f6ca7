/** An edition's provenance in the reader's language: which translations, and their dates. */
import type { GuideEdition } from '../../engine';

export interface EditionSource {
  /** "Polish, German, French and Korean" */
  languages: string;
  translationCount: number;
  /** "8 April 2019 and 13 November 2019", or null when the edition records no dates. */
  dates: string | null;
}

/**
 * Names the edition's translations and dates with Intl (language names, long dates, lists).
 * @example editionSource(guides['2019'], 'en').languages // "Polish, German, French, and Korean"
 */
export function editionSource(guide: GuideEdition, locale: string): EditionSource {
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const languages = list.format(guide.translations.map((code) => names.of(code) ?? code));
  const dates =
    guide.documentDates.length === 0
      ? null
      : list.format(
          guide.documentDates.map((date) => dateFormat.format(new Date(`${date}T00:00:00Z`))),
        );
  return { languages, translationCount: guide.translations.length, dates };
}
