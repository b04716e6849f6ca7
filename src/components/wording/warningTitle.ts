/**
 * A warning's title, as the first view lists it (the text under it, ./warningText, loads with the warning's folded
 * text). One place for both, so the title and the text never name a warning differently.
 * @example warningTitle(t, { code: 'interpolated', ... }) // "Interpolated"
 * @example warningTitle(t, { code: 'sendersCapped', workloads: [1], ... }) // "More senders than connections (workload 2)"
 */
import type { SizingWarning } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';

export function warningTitle(t: Translate, warning: SizingWarning): string {
  // Each workload whose field the connections cap has a warning of its own: its number tells two apart.
  if (warning.code === 'sendersCapped' || warning.code === 'groupSizeCapped') {
    return t(`warnings.${warning.code}.title`, {
      position: warning.workloads.map((index) => index + 1).join(', '),
    });
  }
  return t(`warnings.${warning.code}.title` as const);
}
