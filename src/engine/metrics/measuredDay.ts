/**
 * What an hourly reading says about the scenario's day: each metric by hour of the day (the busiest of the days
 * read, at each hour), each metric's peak, the day's load profile, and the peaks as "What you measured" holds
 * them. Our assumptions, stated in docs/model.md: the busiest day at each hour (sizing must carry it); the
 * level of an hour is the highest of the load metrics' shares of their own peaks (the engine moves every rate
 * with one level, so the level must cover the busiest of them); levels in whole percent.
 */
import { measuredLimits } from '../scenario/measuredLimits';
import type { Measured } from '../scenario/measuredSchema';
import { hoursPerDay } from '../scenario/planLimits';
import type { LoadProfile } from '../scenario/planSchema';
import type { MetricKey } from './azureMetrics';
import { hourMs, type MetricsReading } from './hourlyReading';
import type { MetricsProblem } from './metricsProblems';
import { timeText } from './metricsTime';

/** The metrics whose shape is the load's: Connection Quota Utilization and Server Load move with the units too. */
export const profileMetrics: readonly MetricKey[] = [
  'connectionCount',
  'messageCount',
  'inboundTraffic',
  'outboundTraffic',
];

export interface MetricPeak {
  value: number;
  /** The hour of the peak, as messages write a time. */
  time: string;
  /** Its hour of the day (0-23) in the reader's hours. */
  hourOfDay: number;
}

export interface MeasuredDay {
  reading: MetricsReading;
  /** The first and the last hour read, as messages write a time. */
  startText: string;
  endText: string;
  /** Minutes east of UTC the hours of the day are read in (times with a zone only). */
  offsetMinutes: number;
  /** Each metric of the reading, hour 0 to 23: the highest value at that hour over the days read. */
  byHour: Partial<Record<MetricKey, number[]>>;
  peaks: Partial<Record<MetricKey, MetricPeak>>;
  /** The day's levels (0 to 1, whole percent); null when no load metric was read or all are 0. */
  profile: LoadProfile | null;
  /** The peaks as the scenario holds what was measured: traffic as sums over one hour, messages a day. */
  measured: Measured;
  /** The connection quota Connection Count and Connection Quota Utilization imply at the connections' peak. */
  impliedQuota: number | null;
}

export type MeasuredDayResult =
  { ok: true; day: MeasuredDay } | { ok: false; problems: MetricsProblem[] };

/** The hour of the day of the reading's hour `index`. */
function hourOfDayOf(reading: MetricsReading, offsetMinutes: number, index: number): number {
  const shift = reading.zoned ? offsetMinutes * 60_000 : 0;
  const ms = reading.startMs + index * hourMs + shift;
  return new Date(ms).getUTCHours();
}

const hundredth = (level: number) => Math.round(level * 100) / 100;

function profileOf(byHour: MeasuredDay['byHour']): LoadProfile | null {
  const shapes = profileMetrics.flatMap((metric) => {
    const values = byHour[metric];
    const peak = values ? Math.max(...values) : 0;
    return values && peak > 0 ? [values.map((value) => value / peak)] : [];
  });
  if (shapes.length === 0) return null;
  return Array.from({ length: hoursPerDay }, (_, hour) =>
    hundredth(Math.max(...shapes.map((shape) => shape[hour] as number))),
  );
}

/** The peaks in the scenario's fields, or a problem for a peak beyond what the field takes. */
function measuredOf(
  peaks: MeasuredDay['peaks'],
  names: Partial<Record<MetricKey, string>>,
  problems: MetricsProblem[],
): Measured {
  const measured: Measured = {};
  const within = (metric: MetricKey, value: number, max: number) => {
    if (value <= max) return true;
    problems.push({ kind: 'beyond', name: names[metric] ?? metric, value, max });
    return false;
  };
  const { connectionCount, messageCount, inboundTraffic, outboundTraffic, serverLoad } = peaks;
  if (connectionCount) {
    const value = Math.round(connectionCount.value);
    if (within('connectionCount', value, measuredLimits.connectionCount.max))
      measured.connectionCount = value;
  }
  if (messageCount) {
    // The busiest hour's rate over a day: what the engine's billed messages a day predict (at the peak).
    const value = messageCount.value * hoursPerDay;
    if (within('messageCount', value, measuredLimits.messageCountPerDay.max))
      measured.messageCountPerDay = value;
  }
  if (
    inboundTraffic &&
    within('inboundTraffic', inboundTraffic.value, measuredLimits.trafficBytes.max)
  )
    measured.inboundTrafficBytes = inboundTraffic.value;
  if (
    outboundTraffic &&
    within('outboundTraffic', outboundTraffic.value, measuredLimits.trafficBytes.max)
  )
    measured.outboundTrafficBytes = outboundTraffic.value;
  if (inboundTraffic || outboundTraffic) measured.trafficGrainSeconds = 3600;
  if (serverLoad && within('serverLoad', serverLoad.value, measuredLimits.serverLoadPercent.max))
    measured.serverLoadPercent = serverLoad.value;
  return measured;
}

/**
 * The day a reading gives, its hours read `offsetMinutes` east of UTC (for times written with their zone).
 * @example measuredDayOf(twoDaysOfBusinessHours, 0).day.profile // [0.1, ..., 1, ..., 0.5, ...]
 */
export function measuredDayOf(reading: MetricsReading, offsetMinutes = 0): MeasuredDayResult {
  const byHour: MeasuredDay['byHour'] = {};
  const peaks: MeasuredDay['peaks'] = {};
  const names: Partial<Record<MetricKey, string>> = {};
  for (const { metric, name, values } of reading.series) {
    names[metric] = name;
    const hours = new Array<number>(hoursPerDay).fill(0);
    let peakIndex = 0;
    values.forEach((value, index) => {
      const hour = hourOfDayOf(reading, offsetMinutes, index);
      hours[hour] = Math.max(hours[hour] as number, value);
      if (value > (values[peakIndex] as number)) peakIndex = index;
    });
    byHour[metric] = hours;
    peaks[metric] = {
      value: values[peakIndex] ?? 0,
      time: timeText(reading.startMs + peakIndex * hourMs, reading.zoned),
      hourOfDay: hourOfDayOf(reading, offsetMinutes, peakIndex),
    };
  }
  const problems: MetricsProblem[] = [];
  const measured = measuredOf(peaks, names, problems);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    day: {
      reading,
      startText: timeText(reading.startMs, reading.zoned),
      endText: timeText(reading.startMs + (reading.hours - 1) * hourMs, reading.zoned),
      offsetMinutes,
      byHour,
      peaks,
      profile: profileOf(byHour),
      measured,
      impliedQuota: impliedQuotaOf(reading),
    },
  };
}

/** Connections / utilization at the connections' peak hour: the quota the instance had then. */
function impliedQuotaOf(reading: MetricsReading): number | null {
  const connections = reading.series.find((one) => one.metric === 'connectionCount')?.values;
  const utilization = reading.series.find(
    (one) => one.metric === 'connectionQuotaUtilization',
  )?.values;
  if (!connections || !utilization) return null;
  const peak = Math.max(...connections);
  const index = connections.indexOf(peak);
  const percent = utilization[index] ?? 0;
  return peak > 0 && percent > 0 ? Math.round(peak / (percent / 100)) : null;
}
