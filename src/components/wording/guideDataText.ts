/**
 * The guide's data in the reader's language: the data names each heading and note by a catalog key and keeps
 * the numbers a note quotes; the words live in the catalogs (`guideData.*`), the numbers are formatted here.
 */
import type { GuideHeading } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';

/**
 * A table's section as the guide's own headings in the reader's language.
 * @example sectionText(t, ['case-study', 'default-mode', 'echo']) // "Case study > Default mode > Echo"
 */
export function sectionText(t: Translate, section: readonly GuideHeading[]): string {
  return section.map((heading) => t(`guideData.heading.${heading}`)).join(' > ');
}
