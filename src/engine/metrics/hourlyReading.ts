/**
 * One or more files as read (./rawMetrics.ts) checked into one value an hour per metric: the interval is one
 * hour, every metric has a value at every hour the files cover, each metric appears once, and the hours cover
 * a day or longer. Each problem names its series or line (and its file when several are read).
 */
import type { Service } from '../scenario/services';
import { metricKeys, type MetricKey } from './azureMetrics';
import type { MetricsProblem } from './metricsProblems';
import { timeText } from './metricsTime';
import type { RawFile, RawSeries } from './rawMetrics';

export const hourMs = 3_600_000;
/** A day or longer: the profile has a value for each hour of the day. */
export const minimumHours = 24;

export interface HourlySeries {
  metric: MetricKey;
  /** The metric as the file names it. */
  name: string;
  /** One value an hour from the reading's start. */
  values: number[];
}

export interface MetricsReading {
  format: 'json' | 'csv';
  /** The first hour: an instant when `zoned`, else the time as written (read as UTC). */
  startMs: number;
  hours: number;
  zoned: boolean;
  /** In the order of metricKeys. */
  series: HourlySeries[];
  /** The service the files come from, when they say. */
  service: Service | null;
}

export type HourlyResult =
  { ok: true; reading: MetricsReading } | { ok: false; problems: MetricsProblem[] };

interface Located {
  series: RawSeries;
  raw: RawFile;
}

function merged(raws: readonly RawFile[], problems: MetricsProblem[]): Located[] {
  const seen = new Map<MetricKey, Located>();
  for (const raw of raws) {
    for (const series of raw.series) {
      if (seen.has(series.metric)) {
        problems.push({ kind: 'duplicate', name: series.name, line: series.line, file: raw.file });
      } else seen.set(series.metric, { series, raw });
    }
  }
  return metricKeys.flatMap((metric) => seen.get(metric) ?? []);
}

/** The response's own interval, then each series' steps: one hour, or a whole number of hours (a gap). */
function intervalProblems(located: readonly Located[]): MetricsProblem[] {
  const problems: MetricsProblem[] = [];
  const reported = new Set<RawFile>();
  for (const { raw } of located) {
    if (reported.has(raw) || !raw.interval || raw.interval.seconds === 3600) continue;
    reported.add(raw);
    problems.push({
      kind: 'interval',
      seconds: raw.interval.seconds ?? 0,
      text: raw.interval.text,
      time: null,
      file: raw.file,
    });
  }
  for (const { series, raw } of located) {
    // A CSV's rows are every series' steps: its first wrong step is said once, by its line.
    if (reported.has(raw)) continue;
    const points = [...series.points].sort((a, b) => a.ms - b.ms);
    for (let index = 1; index < points.length; index += 1) {
      const step = (points[index] as RawSeries['points'][number]).ms - points[index - 1]!.ms;
      if (step > 0 && step % hourMs === 0) continue;
      const point = points[index] as RawSeries['points'][number];
      reported.add(raw);
      problems.push({
        kind: 'interval',
        seconds: step / 1000,
        text: null,
        time: point.text,
        line: point.line,
        name: raw.format === 'json' ? series.name : undefined,
        file: raw.file,
      });
      break;
    }
  }
  return problems;
}

/** The hours every file covers together: from the first time to the last, and the JSON's whole timespan. */
function gridOf(located: readonly Located[]): { startMs: number; hours: number } | null {
  let start = Infinity;
  let end = -Infinity;
  for (const { series, raw } of located) {
    for (const point of series.points) {
      start = Math.min(start, point.ms);
      end = Math.max(end, point.ms);
    }
    const span = raw.span;
    if (span && Number.isFinite(start) && (start - span.startMs) % hourMs === 0) {
      start = Math.min(start, span.startMs);
      end = Math.max(end, span.endMs - hourMs);
    }
  }
  if (!Number.isFinite(start)) return null;
  return { startMs: start, hours: Math.round((end - start) / hourMs) + 1 };
}

function valuesOf(
  { series, raw }: Located,
  grid: { startMs: number; hours: number },
  problems: MetricsProblem[],
): number[] {
  const byHour = new Map(series.points.map((point) => [point.ms, point]));
  const values: number[] = [];
  const missing: number[] = [];
  for (let hour = 0; hour < grid.hours; hour += 1) {
    const value = byHour.get(grid.startMs + hour * hourMs)?.value;
    if (value === undefined || value === null) missing.push(hour);
    values.push(value ?? 0);
  }
  const first = missing[0];
  if (first !== undefined) {
    const ms = grid.startMs + first * hourMs;
    const point = byHour.get(ms);
    // A missing row is seen on the line after it.
    const after = series.points.filter((other) => other.ms > ms).sort((a, b) => a.ms - b.ms)[0];
    problems.push({
      kind: 'gap',
      name: series.name,
      time: point?.text ?? timeText(ms, raw.zoned),
      more: missing.length - 1,
      line: point?.line ?? after?.line,
      file: raw.file,
    });
  }
  return values;
}

/**
 * The files' metrics, one value an hour, or every problem found (each naming its series or line).
 * @example hourlyReading([raw]) // { ok: true, reading: { hours: 24, series: [{ metric: 'connectionCount', values: [...] }] } }
 */
export function hourlyReading(raws: readonly RawFile[]): HourlyResult {
  const problems: MetricsProblem[] = [];
  const located = merged(raws, problems);
  if (located.length === 0 && problems.length === 0) problems.push({ kind: 'noMetric' });
  problems.push(...intervalProblems(located));
  if (problems.length > 0) return { ok: false, problems };
  const grid = gridOf(located);
  if (!grid) return { ok: false, problems: [{ kind: 'short', hours: 0 }] };
  const series = located.map((one) => ({
    metric: one.series.metric,
    name: one.series.name,
    values: valuesOf(one, grid, problems),
  }));
  if (grid.hours < minimumHours) problems.push({ kind: 'short', hours: grid.hours });
  if (problems.length > 0) return { ok: false, problems };
  const services = raws.map((raw) => raw.service).filter((service) => service !== null);
  return {
    ok: true,
    reading: {
      format: raws[0]?.format ?? 'json',
      startMs: grid.startMs,
      hours: grid.hours,
      zoned: raws.every((raw) => raw.zoned),
      series,
      service: services[0] ?? null,
    },
  };
}
