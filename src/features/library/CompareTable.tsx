/** A and B side by side, with B − A in words and signs (not colour alone). */
import { memo } from 'react';
import type { Plan } from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes, type Translate } from '../../i18n/I18nProvider';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { formatDifference, formatValue } from './compareCells';
import { compareRows, type CompareRow, type TierRef } from './compareRows';

/** A dash for sighted readers, the reason for screen readers. */
function Missing({ label }: { label: string }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">{t('library.compare.none')}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

function rowLabel(t: Translate, row: CompareRow): string {
  if (row.kind === 'number' && row.limit)
    return t('library.compare.row.utilization', { limit: t(`limit.${row.limit}`) });
  return t(`library.compare.row.${row.key as Exclude<CompareRow['key'], `utilization.${string}`>}`);
}

function Cells({ row }: { row: CompareRow }) {
  const t = useT();
  const locale = useLocale();
  if (row.kind === 'tier') {
    const tier = (ref: TierRef | null) =>
      ref ? deploymentLabel(t, locale, ref) : t('library.compare.noTier');
    return (
      <>
        <td>{tier(row.a)}</td>
        <td>{tier(row.b)}</td>
        <td>
          {row.direction === null ? (
            <Missing label={t('library.compare.notComparable')} />
          ) : (
            t(
              row.direction === 'same'
                ? 'library.compare.tierSame'
                : 'library.compare.tierDifferent',
            )
          )}
        </td>
      </>
    );
  }
  const value = (side: number | null, currency: string | undefined) =>
    side === null ? (
      <Missing label={t('library.compare.none.label')} />
    ) : (
      formatValue(t, locale, row.unit, side, currency)
    );
  const difference = formatDifference(t, locale, row);
  return (
    <>
      <td className="num">{value(row.a, row.currencies?.a)}</td>
      <td className="num">{value(row.b, row.currencies?.b)}</td>
      <td className={`num library-diff-${row.direction ?? 'none'}`}>
        {difference ?? <Missing label={t('library.compare.notComparable')} />}
      </td>
    </>
  );
}

export const CompareTable = memo(function CompareTable({
  a,
  b,
  labelA,
  labelB,
}: {
  a: Plan;
  b: Plan;
  labelA: string;
  labelB: string;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const nameA = <UserText>{labelA}</UserText>;
  const nameB = <UserText>{labelB}</UserText>;
  const rows = compareRows(a, b);
  return (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby="library-compare-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
      tabIndex={0}
    >
      <table className="data-table library-compare-table">
        {/* The choices above name A and B for sighted readers; the caption names the table for the others. */}
        <caption id="library-compare-caption" className="visually-hidden">
          {tNodes('library.compare.caption', { a: nameA, b: nameB })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('library.compare.measure')}</th>
            <th scope="col">{tNodes('library.compare.columnA', { name: nameA })}</th>
            <th scope="col">{tNodes('library.compare.columnB', { name: nameB })}</th>
            <th scope="col">{t('library.compare.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{rowLabel(t, row)}</th>
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
