/** The answer's range in one sentence, where the guide is silent: the panel, the report and the embed share it. */
import type { Evaluation, SilentPoint } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { formatList } from './formatList';
import { tierLabel } from './tierLabel';

/**
 * Why the guide is silent at a point: "unit 6 lies between the guide’s columns 2 and 10". Each kind has its message,
 * its numbers named as the point names them (a kind without an English message does not compile).
 */
export function reasonText(t: Translate, locale: string, point: SilentPoint): string {
  const numbers: Record<string, string> = {};
  for (const [name, value] of Object.entries(point)) {
    if (typeof value === 'number') numbers[name] = formatCount(locale, value);
  }
  return t(`recommendation.range.reason.${point.kind}`, numbers);
}

/**
 * "Between Standard_S1 × 6 and Standard_S1 × 10, because unit 6 lies between the guide's columns 2 and 10",
 * or null when the readings agree.
 */
export function rangeText(t: Translate, locale: string, evaluation: Evaluation): string | null {
  const { optimistic, conservative, reasons } = evaluation.range;
  if (!optimistic) return null;
  const same =
    conservative !== null &&
    conservative.sku === optimistic.sku &&
    conservative.units === optimistic.units;
  if (same) return null;
  const because = formatList(
    locale,
    reasons.map((point) => reasonText(t, locale, point)),
  );
  const from = tierLabel(t, optimistic.sku, optimistic.units);
  if (!conservative) return t('recommendation.range.noConservative', { from, because });
  return t('recommendation.range', {
    from,
    to: tierLabel(t, conservative.sku, conservative.units),
    because,
  });
}
