import { memo, useCallback, useMemo } from 'react';
import {
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { Translate } from '../../i18n/I18nProvider';
import { formatPercent } from '../../i18n/format';
import { chartHeightPx, type ChartColours } from './chartStyle';
import {
  chartedLimits,
  utilizationAxisMax,
  type ChartedLimit,
  type HeadroomRow,
  type HeadroomSeries,
  tierOfKey,
} from './headroomSeries';
import { HeadroomLines } from './HeadroomLines';
import { HeadroomTooltip } from './HeadroomTooltip';
import { HorizontalGrid, MarkedLine } from './StableChartParts';

const utilizationTicks = [0, 0.5, 1, utilizationAxisMax];

export function tickLabel(t: Translate, row: Pick<HeadroomRow, 'sku' | 'units'>): string {
  return t(`headroom.tick.${row.sku}`, { units: row.units });
}

interface Props {
  series: HeadroomSeries;
  colours: ChartColours;
  t: Translate;
  locale: string;
}

// Everything handed to recharts below keeps its identity from one series to the next (see
// StableChartParts): module constants here, memoised values in the component.
const chartMargin = { top: 22, right: 16, bottom: 4, left: 0 };
const utilizationDomain: [number, number] = [0, utilizationAxisMax];
const plottedValue = Object.fromEntries(
  chartedLimits.map((limit) => [limit, (row: HeadroomRow) => row.limits[limit].plotted]),
) as Record<ChartedLimit, (row: HeadroomRow) => number>;

/** The drawing only: re-renders when the (deferred) series, the theme or the language change. */
export const HeadroomChart = memo(function HeadroomChart({ series, colours, t, locale }: Props) {
  const tierTick = useCallback(
    (key: string) => {
      const tier = tierOfKey(key);
      return tier ? tickLabel(t, tier) : key;
    },
    [t],
  );
  const percentTick = useCallback(
    (share: number) =>
      share >= utilizationAxisMax
        ? t('headroom.axis.clipped', { percent: formatPercent(locale, share) })
        : formatPercent(locale, share),
    [t, locale],
  );
  const axisTick = useMemo(() => ({ fill: colours.muted, fontSize: 12 }), [colours.muted]);
  const tooltip = useCallback(
    (props: TooltipContentProps) => (
      <HeadroomTooltip
        active={props.active}
        row={props.payload[0]?.payload as HeadroomRow | undefined}
        t={t}
        locale={locale}
        colours={colours}
      />
    ),
    [t, locale, colours],
  );

  return (
    <ResponsiveContainer width="100%" height={chartHeightPx}>
      <LineChart data={series.rows} margin={chartMargin} title={t('headroom.chart.label')}>
        <HorizontalGrid colour={colours.grid} />
        <XAxis
          dataKey="key"
          tickFormatter={tierTick}
          tick={axisTick}
          stroke={colours.grid}
          minTickGap={12}
          interval="preserveStartEnd"
        />
        <YAxis
          domain={utilizationDomain}
          ticks={utilizationTicks}
          allowDataOverflow
          tickFormatter={percentTick}
          tick={axisTick}
          stroke={colours.grid}
          width={76}
        />
        <Tooltip content={tooltip} includeHidden isAnimationActive={false} />
        {series.recommendedKey && (
          <MarkedLine
            x={series.recommendedKey}
            colour={colours.accent}
            strokeWidth={2}
            text={t('headroom.recommended')}
            position="top"
            fontSize={12}
            fontWeight={600}
          />
        )}
        {(['optimistic', 'conservative'] as const).map((end) => {
          const key = series.rangeKeys[end];
          return (
            key && (
              <MarkedLine
                key={end}
                x={key}
                colour={colours.accent}
                dash="4 4"
                text={t(`headroom.range.${end}`)}
                position="insideTop"
                fontSize={11}
              />
            )
          );
        })}
        {series.connectionTarget < 1 && series.connectionTarget !== series.targetUtilization && (
          <MarkedLine
            y={series.connectionTarget}
            colour={colours.warn}
            dash="2 4"
            text={t('headroom.connectionTarget', {
              percent: formatPercent(locale, series.connectionTarget),
            })}
            position="insideBottomRight"
            fontSize={12}
          />
        )}
        <MarkedLine
          y={series.targetUtilization}
          colour={colours.warn}
          dash="6 3"
          text={t('headroom.target', { percent: formatPercent(locale, series.targetUtilization) })}
          position="insideTopRight"
          fontSize={12}
        />
        <MarkedLine
          y={1}
          colour={colours.danger}
          text={t('headroom.limit')}
          position="insideTopLeft"
          fontSize={12}
        />
        {/* Hidden: they give the tooltip its rows; HeadroomLines draws them. */}
        {chartedLimits.map((limit) => (
          <Line
            key={limit}
            name={t(`limit.${limit}`)}
            dataKey={plottedValue[limit]}
            stroke={colours[limit]}
            hide
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
        <HeadroomLines rows={series.rows} colours={colours} />
      </LineChart>
    </ResponsiveContainer>
  );
});
