/**
 * The share link: the whole scenario in the URL fragment (never sent to a server), compact and versioned.
 *
 * `#s=2.<payload>`: link format 2: the scenario as a positional JSON array (field names cost more than the
 * numbers), raw-deflated with fflate and base64url-encoded. A 3-workload scenario takes about 120 characters;
 * 25 workloads about 600. Decoding never throws: every failure comes back as a reason the UI can word.
 * Format 2 appends the fields of scenario format 2 to format 1's positions, so format 1 links (`#s=1.`) decode
 * with the same reader and open as scenario format 1, read as format 2. Fields added to scenario format 2 later
 * (the service) take the next positions, absent when they hold their default: a SignalR scenario's link is the
 * same as before they existed, and every older link opens unchanged.
 * fflate loads apart from the page's first code (./linkCodec), with the positional form (./linkPacking): encoding
 * and decoding need `linkCodecReady()`.
 */
import type { Scenario, ScenarioIssue } from '../engine';
import { isLinkCodecReady, linkCodec } from './linkCodec';
import { parseScenario } from './parsersSlot';

export const linkParameter = 's';
export const currentLinkVersion = 2;
/** Oldest link format still read. */
export const oldestLinkVersion = 1;
/** Longest payload accepted: far above 50 workloads, far below anything that could stall the page. */
export const maxPayloadCharacters = 16_000;
/** Largest inflated size accepted: a compressed bomb stops here. */
export const maxInflatedBytes = 256 * 1024;

export type LinkFailure =
  | { reason: 'corrupt' }
  | { reason: 'tooLong' }
  /** The codec's chunk could not be fetched (./linkCodec): the link may be fine. */
  | { reason: 'codecUnavailable' }
  | { reason: 'newerVersion'; version: number }
  | { reason: 'invalid'; issues: ScenarioIssue[] };

export type LinkDecodeResult = { ok: true; scenario: Scenario } | ({ ok: false } & LinkFailure);

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The fragment value for a scenario: `2.<payload>`. */
export function encodeScenario(scenario: Scenario): string {
  const { deflateSync, strToU8, pack } = linkCodec();
  const bytes = deflateSync(strToU8(JSON.stringify(pack(scenario))), { level: 9 });
  return `${currentLinkVersion}.${toBase64Url(bytes)}`;
}

/**
 * Reads a fragment value back into a scenario, validated by the scenario schema. Never throws.
 * @example decodeScenario(encodeScenario(s)) // { ok: true, scenario: s }
 */
export function decodeScenario(value: string): LinkDecodeResult {
  if (value.length > maxPayloadCharacters) return { ok: false, reason: 'tooLong' };
  const match = /^(\d{1,6})\.(.*)$/s.exec(value);
  if (!match) return { ok: false, reason: 'corrupt' };
  const version = Number(match[1]);
  if (version > currentLinkVersion) return { ok: false, reason: 'newerVersion', version };
  if (version < oldestLinkVersion) return { ok: false, reason: 'corrupt' };
  const bytes = fromBase64Url(match[2] ?? '');
  if (!bytes || bytes.length === 0) return { ok: false, reason: 'corrupt' };
  if (!isLinkCodecReady()) return { ok: false, reason: 'codecUnavailable' };
  const { inflateSync, strFromU8, unpack } = linkCodec();
  let json: unknown;
  try {
    const inflated = inflateSync(bytes, { out: new Uint8Array(maxInflatedBytes + 1) });
    if (inflated.length > maxInflatedBytes) return { ok: false, reason: 'tooLong' };
    json = JSON.parse(strFromU8(inflated));
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  const parsed = parseScenario(unpack(json, version));
  return parsed.ok ? parsed : { ok: false, reason: 'invalid', issues: parsed.issues };
}

/** The scenario's value in a fragment like `#s=1.abc&lang=ja`, or null when the fragment has none. */
export function scenarioParameter(hash: string): string | null {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  return parameters.get(linkParameter);
}

/** A fragment with the scenario set, keeping the fragment's other parameters. */
export function fragmentWithScenario(hash: string, scenario: Scenario): string {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  parameters.set(linkParameter, encodeScenario(scenario));
  return `#${parameters.toString()}`;
}

/**
 * The full link to a scenario on this page: same origin and path (works under any sub-path), the scenario
 * in the fragment, and the fragment's other parameters kept (language, view).
 */
export function shareUrlFor(
  scenario: Scenario,
  location: { origin: string; pathname: string; search: string; hash: string },
): string {
  return `${location.origin}${location.pathname}${location.search}${fragmentWithScenario(location.hash, scenario)}`;
}
