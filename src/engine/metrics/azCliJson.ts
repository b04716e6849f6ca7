/**
 * The JSON `az monitor metrics list ... -o json` writes: the Azure Monitor REST API's Metrics - List response
 * (Azure/azure-rest-api-specs, specification/monitor/.../metrics_API.json, example GetMetric.json):
 * `{ timespan, interval, namespace, value: [{ name: { value }, unit, timeseries: [{ metadatavalues, data:
 * [{ timeStamp, average, minimum, maximum, total, count }] }] }] }`. The Azure CLI writes every aggregation
 * of a point, `null` where it was not asked for, times as `2026-03-02T13:00:00+00:00`, and, in older versions,
 * the interval as Python writes a duration (`1:00:00`). Validated by zod at this boundary; unknown fields
 * (`id`, `type`, `cost`, `resourceGroup`, `displayDescription`, `errorCode`) are ignored.
 */
import * as z from 'zod/mini';
import { aggregations, azureMetrics, metricOfRestName, serviceOfNamespace } from './azureMetrics';
import type { MetricsProblem } from './metricsProblems';
import { durationSeconds, readIsoTime } from './metricsTime';
import type { RawFile, RawRead, RawSeries } from './rawMetrics';

const maybeNumber = z.optional(z.nullable(z.number()));

const pointSchema = z.object({
  timeStamp: z.string(),
  average: maybeNumber,
  minimum: maybeNumber,
  maximum: maybeNumber,
  total: maybeNumber,
  count: maybeNumber,
});

const timeSeriesSchema = z.object({ data: z.optional(z.nullable(z.array(pointSchema))) });

const metricSchema = z.object({
  name: z.object({ value: z.string() }),
  unit: z.optional(z.nullable(z.string())),
  timeseries: z.optional(z.nullable(z.array(timeSeriesSchema))),
});

export const azMetricsResponseSchema = z.object({
  timespan: z.optional(z.nullable(z.string())),
  interval: z.optional(z.nullable(z.string())),
  namespace: z.optional(z.nullable(z.string())),
  value: z.array(metricSchema),
});
export type AzMetricsResponse = z.infer<typeof azMetricsResponseSchema>;
type AzMetric = AzMetricsResponse['value'][number];

/** `value[0].timeseries[2].data` from a zod path; empty for the whole document. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${String(key)}]`;
    return text === '' ? String(key) : `${text}.${String(key)}`;
  }, '');
}

function spanOf(timespan: string | null | undefined): RawFile['span'] {
  const [start, end] = (timespan ?? '').split('/');
  const from = start ? readIsoTime(start) : null;
  const to = end ? readIsoTime(end) : null;
  return from && to && to.ms > from.ms ? { startMs: from.ms, endMs: to.ms } : null;
}

/** Every time read so far named its zone. */
interface Zones {
  allZoned: boolean;
}

function seriesOf(metric: AzMetric, problems: MetricsProblem[], zones: Zones): RawSeries | null {
  const name = metric.name.value;
  const known = metricOfRestName(name);
  if (!known) {
    problems.push({ kind: 'otherMetric', name });
    return null;
  }
  const expected = azureMetrics[known.metric];
  const unit = metric.unit?.trim();
  if (unit && unit.toLowerCase() !== expected.unit.toLowerCase()) {
    problems.push({ kind: 'unit', name, found: unit, expected: expected.unit });
  }
  // Split by a dimension (`--dimension Endpoint`): one series per value, none of them the whole.
  const timeseries = metric.timeseries ?? [];
  if (timeseries.length > 1) {
    problems.push({ kind: 'split', name, series: timeseries.length });
    return null;
  }
  const data = timeseries[0]?.data ?? [];
  const aggregation = expected.aggregation;
  if (data.length > 0 && data.every((point) => point[aggregation] == null)) {
    // Asked for other aggregations only: say which one to ask for, not that every hour is missing.
    const found = aggregations.find((other) => data.some((point) => point[other] != null));
    problems.push({ kind: 'aggregation', name, expected: aggregation, found: found ?? null });
    return null;
  }
  const points: RawSeries['points'] = [];
  for (const point of data) {
    const time = readIsoTime(point.timeStamp);
    if (!time) {
      problems.push({ kind: 'time', name, text: point.timeStamp });
      return null;
    }
    zones.allZoned &&= time.zoned;
    const value = point[aggregation] ?? null;
    if (value !== null && !(value >= 0)) {
      problems.push({ kind: 'number', name, text: String(value) });
      return null;
    }
    points.push({ ms: time.ms, text: point.timeStamp, value });
  }
  return { metric: known.metric, name, points };
}

/**
 * Reads the JSON of `az monitor metrics list` (or the REST API's response itself).
 * @example readAzCliJson('{"interval":"PT1H","value":[{"name":{"value":"ConnectionCount"},"unit":"Count","timeseries":[...]}]}')
 *   // { ok: true, raw: { format: 'json', series: [{ metric: 'connectionCount', ... }], ... } }
 */
export function readAzCliJson(json: unknown): RawRead {
  const parsed = azMetricsResponseSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problems: [{ kind: 'shape', path: pathText(issue?.path ?? []) }] };
  }
  const response = parsed.data;
  const problems: MetricsProblem[] = [];
  const zones: Zones = { allZoned: true };
  const series = response.value.flatMap((metric) => seriesOf(metric, problems, zones) ?? []);
  if (problems.length > 0) return { ok: false, problems };
  const fromNames = response.value
    .map((metric) => metricOfRestName(metric.name.value)?.service ?? null)
    .find((service) => service !== null);
  const interval = response.interval?.trim()
    ? { seconds: durationSeconds(response.interval), text: response.interval.trim() }
    : null;
  return {
    ok: true,
    raw: {
      format: 'json',
      series,
      zoned: zones.allZoned,
      interval,
      span: spanOf(response.timespan),
      service: serviceOfNamespace(response.namespace ?? undefined) ?? fromNames ?? null,
    },
  };
}
