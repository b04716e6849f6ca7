/**
 * A warning's title, as the first view lists it (the text under it, ./warningText, loads with the warning's folded
 * text). One place for both, so the title and the text never name a warning differently.
 * @example warningTitle(t, { code: 'interpolated', ... }) // "Interpolated"
 */
import type { SizingWarning } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';

export function warningTitle(t: Translate, warning: SizingWarning): string {
  return t(`warnings.${warning.code}.title` as const);
}
