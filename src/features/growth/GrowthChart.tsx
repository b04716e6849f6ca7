import { memo, useMemo } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatPercent } from '../../i18n/format';
import { Marker } from '../../components/charts/ChartMarker';
import { limitStyles, type ChartColours } from '../../components/charts/chartStyle';
import { growthRange, growthTicks, type GrowthPoint, type GrowthSeries } from './growthSeries';
import { GrowthTooltip } from './GrowthTooltip';

export const growthChartHeightPx = 300;
const utilizationAxisMax = 1.5;
const utilizationTicks = [0, 0.5, 1, utilizationAxisMax];

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
  const factorLabel = (factor: number) => t('growth.tick', { factor: formatCount(locale, factor) });
  const axisTick = { fill: colours.muted, fontSize: 12 };
  const crossingsInRange = useMemo(
    () => series.crossings.filter((crossing) => crossing.growthFactor !== null),
    [series],
  );

  return (
    <ResponsiveContainer width="100%" height={growthChartHeightPx}>
      <LineChart
        data={series.points}
        margin={{ top: 22, right: 20, bottom: 4, left: 0 }}
        title={title}
      >
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="growthFactor"
          type="number"
          scale="log"
          domain={[growthRange.min, growthRange.max]}
          ticks={[...growthTicks]}
          allowDataOverflow
          tickFormatter={factorLabel}
          tick={axisTick}
          stroke={colours.grid}
        />
        <YAxis
          domain={[0, utilizationAxisMax]}
          ticks={utilizationTicks}
          allowDataOverflow
          tickFormatter={(share: number) => formatPercent(locale, share)}
          tick={axisTick}
          stroke={colours.grid}
          width={56}
        />
        <Tooltip
          content={(props) => (
            <GrowthTooltip
              active={props.active}
              point={props.payload[0]?.payload as GrowthPoint | undefined}
              limits={series.limits}
              t={t}
              locale={locale}
              colours={colours}
            />
          )}
          isAnimationActive={false}
        />
        <ReferenceLine
          x={1}
          stroke={colours.muted}
          strokeDasharray="2 2"
          label={{ value: t('growth.now'), position: 'top', fill: colours.muted, fontSize: 12 }}
        />
        <ReferenceLine
          y={targetUtilization}
          stroke={colours.warn}
          strokeDasharray="6 3"
          label={{
            value: t('growth.target', { percent: formatPercent(locale, targetUtilization) }),
            position: 'insideBottomRight',
            fill: colours.warn,
            fontSize: 12,
          }}
        />
        {connectionTarget < 1 && connectionTarget !== targetUtilization && (
          <ReferenceLine
            y={connectionTarget}
            stroke={colours.warn}
            strokeDasharray="2 4"
            label={{
              value: t('growth.connectionTarget', {
                percent: formatPercent(locale, connectionTarget),
              }),
              position: 'insideTopRight',
              fill: colours.warn,
              fontSize: 12,
            }}
          />
        )}
        <ReferenceLine
          y={1}
          stroke={colours.danger}
          label={{
            value: t('growth.limit'),
            position: 'insideTopLeft',
            fill: colours.danger,
            fontSize: 12,
          }}
        />
        {series.limits.map((limit) => (
          <Line
            key={limit}
            type="linear"
            name={t(`limit.${limit}`)}
            dataKey={(point: GrowthPoint) => point.utilization[limit] ?? 0}
            stroke={colours[limit]}
            strokeWidth={2}
            strokeDasharray={limitStyles[limit].dash}
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ))}
        {crossingsInRange.map((crossing, index) => (
          <ReferenceDot
            key={crossing.limit}
            x={crossing.growthFactor ?? 0}
            y={crossing.threshold}
            shape={(props: { cx?: number; cy?: number }) => (
              <Marker
                shape={limitStyles[crossing.limit].marker}
                cx={props.cx ?? 0}
                cy={props.cy ?? 0}
                colour={colours[crossing.limit]}
                size={5}
              />
            )}
            label={{
              value: factorLabel(crossing.growthFactor ?? 0),
              position: index % 2 === 0 ? 'top' : 'bottom',
              fill: colours[crossing.limit],
              fontSize: 12,
              fontWeight: 600,
            }}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
});
