/**
 * What can be wrong with a metrics file, each naming where: the series (`name`, the metric's name as the file
 * writes it) or the line (CSV, 1-based), and the file when several are read together. The page and the command
 * line word them with the same function (src/components/wording/metricsFileText.ts).
 */
import type { TextEncodingName } from '../files/fileBytes';
import type { Aggregation, MetricUnit } from './azureMetrics';

/** Where in a file: its name when several are read, the series, the line of a CSV. */
export interface ProblemPlace {
  file?: string;
  /** The metric as the file names it: `name.value` in the JSON, the column's header in a CSV. */
  name?: string;
  line?: number;
}

export type MetricsProblem = ProblemPlace &
  (
    | { kind: 'empty' }
    /** The browser or the system could not read the file: its words. */
    | { kind: 'unreadable'; reason: string }
    | { kind: 'tooLarge'; bytes: number; maxBytes: number }
    /** Its bytes are not text in the encoding its byte-order mark names, or in UTF-8 (../files/fileBytes.ts). */
    | { kind: 'notText'; encoding: TextEncodingName }
    /**
     * Not JSON though it starts like JSON: where it stops being JSON (../files/jsonSyntax.ts), never the parser's
     * English words, which quote the file.
     */
    | { kind: 'syntax'; line: number; column: number }
    /** JSON, but not the response of `az monitor metrics list`: the first field that is not. */
    | { kind: 'shape'; path: string }
    /** A CSV without a header line naming a time column. */
    | { kind: 'noHeader' }
    /** A metric the page does not read. */
    | { kind: 'otherMetric'; name: string }
    /** None of the six metrics. */
    | { kind: 'noMetric' }
    /** The same metric twice (in one file or across files). */
    | { kind: 'duplicate'; name: string }
    | { kind: 'unit'; name: string; found: string; expected: MetricUnit }
    /** The aggregation the page reads is not in the file (`found`: the one a CSV column holds). */
    | {
        kind: 'aggregation';
        name: string;
        expected: 'maximum' | 'total';
        found: Aggregation | null;
      }
    /** Split by a dimension: several time series for one metric. */
    | { kind: 'split'; name: string; series: number }
    /** Not one value an hour: `seconds` between two values, or the response's `interval`. */
    | { kind: 'interval'; seconds: number; text: string | null; time: string | null }
    /** No value for an hour the file covers: the first such hour and how many more. */
    | { kind: 'gap'; name: string; time: string; more: number }
    /** Fewer than 24 hours. */
    | { kind: 'short'; hours: number }
    | { kind: 'time'; text: string }
    | { kind: 'number'; name: string; text: string }
    /** A peak beyond what "What you measured" holds. */
    | { kind: 'beyond'; name: string; value: number; max: number }
  );

export type MetricsProblemKind = MetricsProblem['kind'];
