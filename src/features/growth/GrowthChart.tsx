import { memo, useCallback, useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { limitNames, type LimitName } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import { Marker } from '../../components/charts/ChartMarker';
import { limitStyles, type ChartColours } from '../../components/charts/chartStyle';
import { MarkedLine } from '../../components/charts/StableChartParts';
import { growthRange, growthTicks, type GrowthPoint, type GrowthSeries } from './growthSeries';
import { GrowthTooltip } from './GrowthTooltip';

export const growthChartHeightPx = 300;
const utilizationAxisMax = 1.5;
const utilizationTicks = [0, 0.5, 1, utilizationAxisMax];

// What is handed to recharts keeps its identity from one series to the next, so a new series costs the
// chart one data write (see components/charts/StableChartParts).
const chartMargin = { top: 22, right: 20, bottom: 4, left: 0 };
const growthDomain: [number, number] = [growthRange.min, growthRange.max];
const growthTickValues = [...growthTicks];
const utilizationDomain: [number, number] = [0, utilizationAxisMax];
const utilizationOf = Object.fromEntries(
  limitNames.map((limit) => [limit, (point: GrowthPoint) => point.utilization[limit] ?? 0]),
) as Record<LimitName, (point: GrowthPoint) => number>;

/** Where a limit crosses its threshold: the limit's marker, labelled with the growth factor. */
const CrossingDot = memo(function CrossingDot({
  limit,
  growthFactor,
  threshold,
  colour,
  text,
  labelBelow,
}: {
  limit: LimitName;
  growthFactor: number;
  threshold: number;
  colour: string;
  text: string;
  labelBelow: boolean;
}) {
  return (
    <ReferenceDot
      x={growthFactor}
      y={threshold}
      shape={(props: { cx?: number; cy?: number }) => (
        <Marker
          shape={limitStyles[limit].marker}
          cx={props.cx ?? 0}
          cy={props.cy ?? 0}
          colour={colour}
          size={5}
        />
      )}
      label={{
        value: text,
        position: labelBelow ? 'bottom' : 'top',
        fill: colour,
        fontSize: 12,
        fontWeight: 600,
      }}
    />
  );
});

interface Props {
  series: GrowthSeries;
  targetUtilization: number;
  /** Drawn as its own line where it differs from the throughput target and from 100%. */
  connectionTarget: number;
  colours: ChartColours;
  t: Translate;
  locale: string;
  title: string;
}

/** The drawing only: re-renders when the (deferred) series, the theme or the language change. */
export const GrowthChart = memo(function GrowthChart({
  series,
  targetUtilization,
  connectionTarget,
  colours,
  t,
  locale,
  title,
}: Props) {
  const factorLabel = useCallback(
    (factor: number) => t('growth.tick', { factor: formatCount(locale, factor) }),
    [t, locale],
  );
  const percentTick = useCallback((share: number) => formatPercent(locale, share), [locale]);
  const axisTick = useMemo(() => ({ fill: colours.muted, fontSize: 12 }), [colours.muted]);
  const { limits } = series;
  const tooltip = useCallback(
    (props: TooltipContentProps) => (
      <GrowthTooltip
        active={props.active}
        point={props.payload[0]?.payload as GrowthPoint | undefined}
        limits={limits}
        t={t}
        locale={locale}
        colours={colours}
      />
    ),
    [limits, t, locale, colours],
  );
  const crossingsInRange = useMemo(
    () => series.crossings.filter((crossing) => crossing.growthFactor !== null),
    [series],
  );

  return (
    <ResponsiveContainer width="100%" height={growthChartHeightPx}>
      <LineChart data={series.points} margin={chartMargin} title={title}>
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="growthFactor"
          type="number"
          scale="log"
          domain={growthDomain}
          ticks={growthTickValues}
          allowDataOverflow
          tickFormatter={factorLabel}
          tick={axisTick}
          stroke={colours.grid}
        />
        <YAxis
          domain={utilizationDomain}
          ticks={utilizationTicks}
          allowDataOverflow
          tickFormatter={percentTick}
          tick={axisTick}
          stroke={colours.grid}
          width={56}
        />
        <Tooltip content={tooltip} isAnimationActive={false} />
        <MarkedLine
          x={1}
          colour={colours.muted}
          dash="2 2"
          text={t('growth.now')}
          position="top"
          fontSize={12}
        />
        <MarkedLine
          y={targetUtilization}
          colour={colours.warn}
          dash="6 3"
          text={t('growth.target', { percent: formatPercent(locale, targetUtilization) })}
          position="insideBottomRight"
          fontSize={12}
        />
        {connectionTarget < 1 && connectionTarget !== targetUtilization && (
          <MarkedLine
            y={connectionTarget}
            colour={colours.warn}
            dash="2 4"
            text={t('growth.connectionTarget', {
              percent: formatPercent(locale, connectionTarget),
            })}
            position="insideTopRight"
            fontSize={12}
          />
        )}
        <MarkedLine
          y={1}
          colour={colours.danger}
          text={t('growth.limit')}
          position="insideTopLeft"
          fontSize={12}
        />
        {limits.map((limit) => (
          <Line
            key={limit}
            type="linear"
            name={t(`limit.${limit}`)}
            dataKey={utilizationOf[limit]}
            stroke={colours[limit]}
            strokeWidth={2}
            strokeDasharray={limitStyles[limit].dash}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
        {crossingsInRange.map((crossing, index) => (
          <CrossingDot
            key={crossing.limit}
            limit={crossing.limit}
            growthFactor={crossing.growthFactor ?? 0}
            threshold={crossing.threshold}
            colour={colours[crossing.limit]}
            text={factorLabel(crossing.growthFactor ?? 0)}
            labelBelow={index % 2 !== 0}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
});
