/**
 * The scenario file: the public scenario format (version 2) as pretty-printed JSON, and the way back,
 * validated by the engine's schema. Reading never throws: every failure is a reason the panel words.
 */
import { currentScenarioVersion, type Scenario, type ScenarioIssue } from '../engine';
import { chosenFileText, type TextEncodingName } from '../engine/files/fileBytes';
import { jsonSyntaxError } from '../engine/files/jsonSyntax';
import { parseScenario } from './parsersSlot';

// The writing half, on its own so that what only writes a file (a download, the plan JSON) loads no reader.
export { scenarioFileText } from './scenarioFileText';

/**
 * Largest file or pasted text accepted (1 MB): a 50-workload scenario takes about 15 KB. The page refuses a
 * bigger file unread, and the command line stops reading at it.
 */
export const maxImportBytes = 1024 * 1024;

export type ImportFailure =
  /** `bytes`: the file's size, or null when only its first bytes were read (a pipe, a device). */
  | { reason: 'tooLarge'; bytes: number | null }
  | { reason: 'empty' }
  | { reason: 'unreadable' }
  /** The bytes are not text in the encoding their byte-order mark names, or in UTF-8 without one. */
  | { reason: 'notText'; encoding: TextEncodingName }
  /** Where the text stops being JSON (jsonSyntax.ts); never the text itself. */
  | { reason: 'syntax'; line: number; column: number }
  | { reason: 'notObject' }
  | { reason: 'newerVersion'; version: number }
  | { reason: 'invalid'; issues: ScenarioIssue[] };

export type ImportResult = { ok: true; scenario: Scenario } | ({ ok: false } & ImportFailure);

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Reads a scenario from a file's or a paste's text: size, JSON syntax, an object, the version, then the
 * schema, which names every bad field (`workloads[0].connections: must be at most 1000000`).
 * A leading byte-order mark (some editors save one) is ignored.
 */
export function readScenarioText(text: string): ImportResult {
  const bytes = utf8Bytes(text);
  if (bytes > maxImportBytes) return { ok: false, reason: 'tooLarge', bytes };
  const unmarked = text.replace(/^\uFEFF/, '');
  if (unmarked.trim() === '') return { ok: false, reason: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(unmarked.trim());
  } catch {
    // Where it stops being JSON; the engine's message would quote the text itself.
    const at = jsonSyntaxError(unmarked) ?? { line: 1, column: 1 };
    return { ok: false, reason: 'syntax', ...at };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: 'notObject' };
  }
  const version = (json as { version?: unknown }).version;
  if (
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version > currentScenarioVersion
  ) {
    return { ok: false, reason: 'newerVersion', version };
  }
  const parsed = parseScenario(json);
  return parsed.ok ? parsed : { ok: false, reason: 'invalid', issues: parsed.issues };
}

/** Reads a chosen file: refused unread when over the size limit, so a huge file never reaches memory. */
export async function readScenarioFile(file: Blob): Promise<ImportResult> {
  if (file.size > maxImportBytes) return { ok: false, reason: 'tooLarge', bytes: file.size };
  // Decoded as the command line decodes it (src/cli/main.ts).
  const read = await chosenFileText(file);
  if (!read.ok) {
    return read.reason === 'notText'
      ? { ok: false, reason: 'notText', encoding: read.encoding }
      : { ok: false, reason: 'unreadable' };
  }
  return readScenarioText(read.text);
}
