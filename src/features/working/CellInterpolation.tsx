/** "The echo table has no unit 40 column: interpolated between units 10 and 50." Nothing when printed. */
import type { TierEvaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { tableNameKey } from '../../components/wording/tableNames';

type CapacityCell = TierEvaluation['capacity']['inbound'];

export function CellInterpolation({ cell }: { cell: CapacityCell }) {
  const t = useT();
  const locale = useLocale();
  const [from, to] = cell.fromUnits;
  if (!cell.interpolated || from === undefined || to === undefined) return null;
  return (
    <span className="working-note">
      {t('working.interpolated', {
        table: t(tableNameKey(cell.tableId)),
        units: formatCount(locale, cell.guideUnits),
        from: formatCount(locale, from),
        to: formatCount(locale, to),
      })}
    </span>
  );
}
