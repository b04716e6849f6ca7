/** The headroom table's rows (./HeadroomTable): every charted tier and its utilizations, once opened. */
import type { Translate } from '../../i18n/I18nProvider';
import { chartedLimits, type HeadroomSeries } from '../../components/charts/headroomSeries';
import { readingText } from '../../components/charts/HeadroomTooltip';

export default function HeadroomTableBody({
  series,
  t,
  locale,
}: {
  series: HeadroomSeries;
  t: Translate;
  locale: string;
}) {
  const hasDailyMessages = series.rows.some((row) => row.dailyMessages !== null);
  const notApplicable = t('headroom.table.notApplicable');
  return (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby="headroom-table-caption"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
      tabIndex={0}
    >
      <table className="data-table">
        <caption id="headroom-table-caption">{t('headroom.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('headroom.table.tier')}</th>
            {chartedLimits.map((limit) => (
              <th scope="col" key={limit}>
                {t(`limit.${limit}`)}
              </th>
            ))}
            {hasDailyMessages && <th scope="col">{t('limit.dailyMessages')}</th>}
            <th scope="col">{t('headroom.table.verdict')}</th>
          </tr>
        </thead>
        <tbody>
          {series.rows.map((row) => {
            const tier = t('tier.label', { sku: t(`sku.${row.sku}`), units: row.units });
            return (
              <tr key={row.key} className={row.recommended ? 'chart-row-recommended' : undefined}>
                <th scope="row">
                  {row.recommended ? t('headroom.table.recommendedTier', { tier }) : tier}
                </th>
                {chartedLimits.map((limit) => (
                  <td className="num" key={limit}>
                    {readingText(t, locale, row.limits[limit])}
                  </td>
                ))}
                {hasDailyMessages && (
                  <td className="num">
                    {row.dailyMessages ? readingText(t, locale, row.dailyMessages) : notApplicable}
                  </td>
                )}
                <td>{row.fits ? t('headroom.tooltip.fits') : t('headroom.tooltip.doesNotFit')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
