/** The calibration in words, the same on the recommendation and in "What you measured". */
import { calibratedLimits, type Calibration } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatList } from './formatList';

/**
 * Each factor other than 1, as "outbound ×1.8", joined for the locale.
 * @example calibrationText(t, 'en', { connections: 1.05, outbound: 1.8 }) // "connections ×1.05 and outbound ×1.8"
 */
export function calibrationText(t: Translate, locale: string, calibration: Calibration): string {
  const factorFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const parts = calibratedLimits
    .filter((limit) => calibration[limit] !== undefined && calibration[limit] !== 1)
    .map((limit) =>
      t('calibration.factor', {
        limit: t(`calibration.${limit}`),
        factor: factorFormat.format(calibration[limit] ?? 1),
      }),
    );
  return formatList(locale, parts);
}
