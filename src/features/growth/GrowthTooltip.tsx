import type { LimitName } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import type { ChartColours } from '../../components/charts/chartStyle';
import type { GrowthPoint } from './growthSeries';

/** The tooltip at one growth factor: each limit's utilization. */
export function GrowthTooltip({
  active,
  point,
  limits,
  t,
  locale,
  colours,
}: {
  active: boolean;
  point: GrowthPoint | undefined;
  limits: readonly LimitName[];
  t: Translate;
  locale: string;
  colours: ChartColours;
}) {
  if (!active || !point) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip-title">
        {t('growth.tooltip.title', { factor: formatCount(locale, point.growthFactor) })}
      </p>
      <dl>
        {limits.map((limit) => (
          <div key={limit}>
            <dt>
              <span
                className="chart-tooltip-swatch"
                style={{ background: colours[limit] }}
                aria-hidden="true"
              />
              {t(`limit.${limit}`)}
            </dt>
            <dd className="num">{formatPercent(locale, point.utilization[limit] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
