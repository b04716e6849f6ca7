/**
 * The files a person chose, read as one: their text (decoded as the command line decodes it), then the engine's metrics reader (its own chunk, fetched
 * the first time someone reads a file). Never throws: a file the browser cannot read is a problem like any.
 */
import { chosenFileText } from '../../engine/files/fileBytes';
import type { MetricsReading } from '../../engine/metrics/hourlyReading';
import type { MetricsProblem } from '../../engine/metrics/metricsProblems';

export type MetricsReader = typeof import('../../engine/metrics');

let loading: Promise<MetricsReader> | null = null;

/** The metrics reader, loaded once; a failed load is tried again next time. */
export function metricsReader(): Promise<MetricsReader> {
  loading ??= import('../../engine/metrics').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type ChosenFilesRead =
  | { ok: true; reader: MetricsReader; reading: MetricsReading }
  | { ok: false; problems: MetricsProblem[] };

async function textOf(file: Blob, maxBytes: number): Promise<string | MetricsProblem> {
  if (file.size > maxBytes) return { kind: 'tooLarge', bytes: file.size, maxBytes };
  // Decoded as `signalr-sizing --metrics` decodes it (src/cli/main.ts): bytes that are not text are refused.
  const read = await chosenFileText(file);
  if (read.ok) return read.text;
  return read.reason === 'notText'
    ? { kind: 'notText', encoding: read.encoding }
    : { kind: 'unreadable', reason: read.detail };
}

/**
 * Reads the files together into one hourly reading, checked as far as the day it gives.
 * @example await readChosenFiles([metricsJson]) // { ok: true, reader, reading: { hours: 48, ... } }
 */
export async function readChosenFiles(files: readonly File[]): Promise<ChosenFilesRead> {
  const reader = await metricsReader();
  const several = files.length > 1;
  const texts: { name: string; text: string }[] = [];
  const problems: MetricsProblem[] = [];
  for (const file of files) {
    const text = await textOf(file, reader.maxMetricsFileBytes);
    if (typeof text === 'string') texts.push({ name: file.name, text });
    else problems.push(several ? { ...text, file: file.name } : text);
  }
  if (problems.length > 0) return { ok: false, problems };
  const read = reader.readMetricsFiles(texts);
  if (!read.ok) return read;
  // A peak beyond what the scenario holds is found with the day (the same whatever the hours' zone).
  const day = reader.measuredDayOf(read.reading);
  return day.ok ? { ok: true, reader, reading: read.reading } : day;
}
