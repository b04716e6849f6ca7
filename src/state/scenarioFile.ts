/**
 * The scenario file: the public scenario format (version 2) as pretty-printed JSON, and the way back,
 * validated by the engine's schema. Reading never throws: every failure is a reason the panel words.
 */
import { currentScenarioVersion, type Scenario, type ScenarioIssue } from '../engine';
import { jsonSyntaxError } from './jsonSyntax';
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

export type TextEncodingName = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE';

/**
 * Thrown by decodeScenarioBytes for bytes that are not text in their encoding (a Latin-1 file's "é", a picture
 * chosen by mistake): read anyway, each bad byte would become U+FFFD, and a name typed "Café" would be sized and
 * exported as "Caf\uFFFD" without a word.
 */
export class NotText extends Error {
  constructor(readonly encoding: TextEncodingName) {
    super(`The file is not ${encoding} text`);
    this.name = 'NotText';
  }
}

/**
 * A scenario file's bytes as text: by its byte-order mark, UTF-16 (little or big endian) or UTF-8, else UTF-8;
 * the mark itself dropped. Editors on Windows save UTF-16 with a mark. The page's import and the command line
 * both decode with it, so a file one reads the other reads. Throws NotText for bytes that are not text in it.
 * @example decodeScenarioBytes(Uint8Array.of(0xff, 0xfe, 0x7b, 0, 0x7d, 0)) // "{}"
 * @example decodeScenarioBytes(Uint8Array.of(0x22, 0xe9, 0x22)) // throws NotText('UTF-8'): Latin-1's "é"
 */
export function decodeScenarioBytes(bytes: Uint8Array): string {
  const [first, second] = bytes;
  const encoding: TextEncodingName =
    first === 0xff && second === 0xfe
      ? 'UTF-16LE'
      : first === 0xfe && second === 0xff
        ? 'UTF-16BE'
        : 'UTF-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new NotText(encoding);
  }
}

/** Reads a chosen file: refused unread when over the size limit, so a huge file never reaches memory. */
export async function readScenarioFile(file: Blob): Promise<ImportResult> {
  if (file.size > maxImportBytes) return { ok: false, reason: 'tooLarge', bytes: file.size };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  let text: string;
  try {
    text = decodeScenarioBytes(bytes);
  } catch (error) {
    if (error instanceof NotText) return { ok: false, reason: 'notText', encoding: error.encoding };
    throw error;
  }
  return readScenarioText(text);
}
