import { memo, useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import type { Translate } from '../../i18n/I18nProvider';
import { formatPercent } from '../../i18n/format';
import { ClippedMarker, Marker } from './ChartMarker';
import { limitStyles, type ChartColours } from './chartStyle';
import {
  chartedLimits,
  utilizationAxisMax,
  type ChartedLimit,
  type HeadroomRow,
  type HeadroomSeries,
} from './headroomSeries';
import { HeadroomTooltip } from './HeadroomTooltip';

export const chartHeightPx = 300;
const utilizationTicks = [0, 0.5, 1, utilizationAxisMax];

export function tickLabel(t: Translate, row: Pick<HeadroomRow, 'sku' | 'units'>): string {
  return t(`headroom.tick.${row.sku}`, { units: row.units });
}

function dotFor(limit: ChartedLimit, colour: string) {
  function HeadroomDot({ cx, cy, payload }: DotItemDotProps) {
    if (typeof cx !== 'number' || typeof cy !== 'number') return null;
    const row = payload as HeadroomRow;
    if (row.limits[limit].clipped) return <ClippedMarker cx={cx} cy={cy} colour={colour} />;
    const size = row.recommended ? 5 : 3.5;
    return <Marker shape={limitStyles[limit].marker} cx={cx} cy={cy} colour={colour} size={size} />;
  }
  return HeadroomDot;
}

interface Props {
  series: HeadroomSeries;
  colours: ChartColours;
  t: Translate;
  locale: string;
  title: string;
}

/** The drawing only: re-renders when the (deferred) series, the theme or the language change. */
export const HeadroomChart = memo(function HeadroomChart({
  series,
  colours,
  t,
  locale,
  title,
}: Props) {
  const labelByKey = useMemo(
    () => new Map(series.rows.map((row) => [row.key, tickLabel(t, row)])),
    [series, t],
  );
  const dots = useMemo(
    () =>
      Object.fromEntries(
        chartedLimits.map((limit) => [limit, dotFor(limit, colours[limit])]),
      ) as Record<ChartedLimit, ReturnType<typeof dotFor>>,
    [colours],
  );
  const percentTick = (share: number) =>
    share >= utilizationAxisMax
      ? t('headroom.axis.clipped', { percent: formatPercent(locale, share) })
      : formatPercent(locale, share);
  const axisTick = { fill: colours.muted, fontSize: 12 };

  return (
    <ResponsiveContainer width="100%" height={chartHeightPx}>
      <LineChart
        data={series.rows}
        margin={{ top: 22, right: 16, bottom: 4, left: 0 }}
        title={title}
      >
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="key"
          tickFormatter={(key: string) => labelByKey.get(key) ?? key}
          tick={axisTick}
          stroke={colours.grid}
          minTickGap={12}
          interval="preserveStartEnd"
        />
        <YAxis
          domain={[0, utilizationAxisMax]}
          ticks={utilizationTicks}
          allowDataOverflow
          tickFormatter={percentTick}
          tick={axisTick}
          stroke={colours.grid}
          width={76}
        />
        <Tooltip
          content={(props) => (
            <HeadroomTooltip
              active={props.active}
              row={props.payload[0]?.payload as HeadroomRow | undefined}
              t={t}
              locale={locale}
              colours={colours}
            />
          )}
          isAnimationActive={false}
        />
        {series.recommendedKey && (
          <ReferenceLine
            x={series.recommendedKey}
            stroke={colours.accent}
            strokeWidth={2}
            label={{
              value: t('headroom.recommended'),
              position: 'top',
              fill: colours.accent,
              fontSize: 12,
              fontWeight: 600,
            }}
          />
        )}
        {(['optimistic', 'conservative'] as const).map((end) => {
          const key = series.rangeKeys[end];
          return (
            key && (
              <ReferenceLine
                key={end}
                x={key}
                stroke={colours.accent}
                strokeDasharray="4 4"
                label={{
                  value: t(`headroom.range.${end}`),
                  position: 'insideTop',
                  fill: colours.accent,
                  fontSize: 11,
                }}
              />
            )
          );
        })}
        {series.connectionTarget < 1 && series.connectionTarget !== series.targetUtilization && (
          <ReferenceLine
            y={series.connectionTarget}
            stroke={colours.warn}
            strokeDasharray="2 4"
            label={{
              value: t('headroom.connectionTarget', {
                percent: formatPercent(locale, series.connectionTarget),
              }),
              position: 'insideBottomRight',
              fill: colours.warn,
              fontSize: 12,
            }}
          />
        )}
        <ReferenceLine
          y={series.targetUtilization}
          stroke={colours.warn}
          strokeDasharray="6 3"
          label={{
            value: t('headroom.target', {
              percent: formatPercent(locale, series.targetUtilization),
            }),
            position: 'insideTopRight',
            fill: colours.warn,
            fontSize: 12,
          }}
        />
        <ReferenceLine
          y={1}
          stroke={colours.danger}
          label={{
            value: t('headroom.limit'),
            position: 'insideTopLeft',
            fill: colours.danger,
            fontSize: 12,
          }}
        />
        {chartedLimits.map((limit) => (
          <Line
            key={limit}
            type="linear"
            name={t(`limit.${limit}`)}
            dataKey={(row: HeadroomRow) => row.limits[limit].plotted}
            stroke={colours[limit]}
            strokeWidth={2}
            strokeDasharray={limitStyles[limit].dash}
            dot={dots[limit]}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
});
