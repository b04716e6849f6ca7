/** A tier as the page names it everywhere: "Standard_S1 × 20 units". */
import type { SkuId } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';

export function tierLabel(t: Translate, sku: SkuId, units: number): string {
  return t('tier.label', { sku: t(`sku.${sku}`), units: t('unit.units', { count: units }) });
}
