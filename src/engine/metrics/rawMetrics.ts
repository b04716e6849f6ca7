/**
 * A metrics file as read, before it is checked hour by hour: one series per metric, each value at its time.
 * Both readers (the Azure CLI's JSON, the portal's CSV) produce it; ./hourlyReading.ts checks it.
 */
import type { Service } from '../scenario/services';
import type { MetricKey } from './azureMetrics';
import type { MetricsProblem } from './metricsProblems';

export interface RawPoint {
  /** See ReadTime in ./metricsTime.ts. */
  ms: number;
  /** The time as the file writes it, for messages. */
  text: string;
  /** The aggregation the page reads; null where the file has none (a gap). */
  value: number | null;
  /** The CSV line it is on (1-based). */
  line?: number;
}

export interface RawSeries {
  metric: MetricKey;
  /** The metric as the file names it. */
  name: string;
  points: RawPoint[];
  /** The CSV's header line. */
  line?: number;
}

export interface RawFile {
  format: 'json' | 'csv';
  /** The file's name, when several are read together. */
  file?: string;
  series: RawSeries[];
  /** Every time named its zone: the hours are instants, shifted by the reader's offset. */
  zoned: boolean;
  /** The interval the response states (the JSON's `interval`), in seconds and as written. */
  interval: { seconds: number | null; text: string } | null;
  /** The time span the response states (the JSON's `timespan`), when it can be read. */
  span: { startMs: number; endMs: number } | null;
  /** The service whose metrics these are, when the file says (a namespace, a service's own metric name). */
  service: Service | null;
}

export type RawRead = { ok: true; raw: RawFile } | { ok: false; problems: MetricsProblem[] };
