/**
 * Metrics files' text to one value an hour per metric: a file that starts with `{` is the JSON of
 * `az monitor metrics list` (./azCliJson.ts), anything else the portal chart's CSV (./portalCsv.ts). Several
 * files (one chart's download per unit, say) are read together as one. Reading never throws.
 */
import { jsonSyntaxError } from '../files/jsonSyntax';
import { readAzCliJson } from './azCliJson';
import { hourlyReading, type HourlyResult } from './hourlyReading';
import type { MetricsProblem } from './metricsProblems';
import { readPortalCsv } from './portalCsv';
import type { RawFile, RawRead } from './rawMetrics';

/** Largest metrics file read (4 MB): a month of the six metrics, hour by hour, takes about 1 MB of JSON. */
export const maxMetricsFileBytes = 4 * 1024 * 1024;

export interface MetricsFileText {
  name: string;
  text: string;
}

function readOne(text: string): RawRead {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxMetricsFileBytes) {
    return { ok: false, problems: [{ kind: 'tooLarge', bytes, maxBytes: maxMetricsFileBytes }] };
  }
  const unmarked = text.replace(/^\uFEFF/, '');
  const trimmed = unmarked.trim();
  if (trimmed === '') return { ok: false, problems: [{ kind: 'empty' }] };
  if (!trimmed.startsWith('{')) return readPortalCsv(trimmed);
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    // The line and column in the file as written (its leading blank lines counted).
    const at = jsonSyntaxError(unmarked) ?? { line: 1, column: 1 };
    return { ok: false, problems: [{ kind: 'syntax', ...at }] };
  }
  return readAzCliJson(json);
}

/**
 * Reads the files together; each problem names its file when there are several.
 * @example readMetricsFiles([{ name: 'metrics.json', text: azCliJsonOfADay }]) // { ok: true, reading: { hours: 24, ... } }
 */
export function readMetricsFiles(files: readonly MetricsFileText[]): HourlyResult {
  const several = files.length > 1;
  const raws: RawFile[] = [];
  const problems: MetricsProblem[] = [];
  for (const { name, text } of files) {
    const read = readOne(text);
    if (read.ok) raws.push(several ? { ...read.raw, file: name } : read.raw);
    else
      problems.push(
        ...read.problems.map((problem) => (several ? { ...problem, file: name } : problem)),
      );
  }
  if (files.length === 0) problems.push({ kind: 'empty' });
  if (problems.length > 0) return { ok: false, problems };
  return hourlyReading(raws);
}
