/**
 * A change of tier in words, as the vendor's scale pages say it: the 30-60 minutes a move between Free and a paid
 * tier may leave the service unreachable, none between Standard and Premium, and Premium_P2's slower scale
 * operations. The year ahead, the growth view, the answer's alternatives, the report and the command line all
 * ask this one function.
 */
import type { ScaleChange, Service } from '../../engine';
import type { Translate } from '../../i18n/translate';
import { formatCount } from '../../i18n/format';
import { tierLabel } from './tierLabel';

/**
 * @example scaleChangeText(t, 'en', Free x 1 -> Standard_S1 x 1, 'signalr')
 *   // "From Free × 1 unit to Standard_S1 × 1 unit: the public IP changes, and the service may be unreachable for 30–60 minutes ..."
 */
export function scaleChangeText(
  t: Translate,
  locale: string,
  change: ScaleChange,
  service: Service,
): string {
  const from = tierLabel(t, change.from.sku, change.from.units);
  const to = tierLabel(t, change.to.sku, change.to.units);
  const page = t(`plan.tierChange.page.${service}`);
  let text: string;
  if (change.downtimeMinutes) {
    text = t('plan.tierChange.downtime', {
      from,
      to,
      min: formatCount(locale, change.downtimeMinutes.min),
      max: formatCount(locale, change.downtimeMinutes.max),
      page,
    });
  } else if (!change.tierChanged) text = t('plan.tierChange.units', { from, to });
  else if (change.assumed) text = t('plan.tierChange.assumed', { from, to });
  else text = t('plan.tierChange.none', { from, to, page });
  return change.premiumP2 ? `${text} ${t('plan.tierChange.premiumP2')}` : text;
}
