import { memo } from 'react';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import type { GrowthSeries } from './growthSeries';

/** The growth chart's data as a table, inside a closed <details>: each limit at ×0.5, ×1, ×2, ×5 and ×10. */
export const GrowthTable = memo(function GrowthTable({
  series,
  tier,
  t,
  locale,
}: {
  series: GrowthSeries;
  tier: string;
  t: Translate;
  locale: string;
}) {
  return (
    <details className="chart-details">
      <summary>{t('growth.table.show')}</summary>
      <div
        className="table-scroll"
        role="region"
        aria-labelledby="growth-table-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
        tabIndex={0}
      >
        <table className="data-table">
          <caption id="growth-table-caption">{t('growth.table.caption', { tier })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('growth.table.factor')}</th>
              {series.limits.map((limit) => (
                <th scope="col" key={limit}>
                  {t(`limit.${limit}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.atTicks.map((point) => (
              <tr key={point.growthFactor}>
                <th scope="row">
                  {t('growth.tick', { factor: formatCount(locale, point.growthFactor) })}
                </th>
                {series.limits.map((limit) => (
                  <td className="num" key={limit}>
                    {formatPercent(locale, point.utilization[limit] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
});
