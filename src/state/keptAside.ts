/**
 * Scenarios the page set aside rather than lose: the user's own work when a shared link, another tab's
 * version or a restore replaced it on screen. Stored as `{ version: 1, items: [...] }`, newest first, under
 * the key that once held the single scenario a link replaced (that older form reads as a list of one).
 * A value that cannot be read is copied to a backup key before anything is written over it.
 */
import type { Scenario } from '../engine';
import { backUp, type Backup } from './backups';
import { scenarioFingerprint } from './fingerprint';
import type { KeptScenario } from './keptAsideFormat';
import { parseKept } from './parsersSlot';

export const keptAsideKey = 'signalr-sizing:previous';
export const keptAsideBackupKey = 'signalr-sizing:previous:unreadable';
/**
 * Scenarios the list is meant to hold. Past it nothing is dropped (each is the user's work): the Set aside panel
 * names the oldest and asks the user to download and forget what they no longer need.
 */
export const keptAsideCapacity = 20;

export type { KeptReason, KeptScenario } from './keptAsideFormat';

/** Same content and the same name: the same piece of work. */
export function sameWork(a: Scenario, b: Scenario): boolean {
  return (a.name ?? '') === (b.name ?? '') && scenarioFingerprint(a) === scenarioFingerprint(b);
}

/**
 * cyrb53: 53 bits of a fast string hash (two 32-bit multiply-xor lanes mixed at the end), as an integer.
 * @example hash53('Team chat') // a number below 2^53
 */
function hash53(text: string): number {
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507);
  first ^= Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507);
  second ^= Math.imul(first ^ (first >>> 13), 3266489909);
  return 4294967296 * (2097151 & second) + (first >>> 0);
}

/**
 * A short name for a piece of work, in sameWork's terms (its name and its fingerprint): what a saved envelope
 * says it replaced (persistence.ts, `basedOn`), without storing the scenario a second time. Two different
 * pieces of work share one with a chance of about 1 in 10^15.
 * @example workIdentity(teamChat) === workIdentity({ ...teamChat }) // true
 */
export function workIdentity(scenario: Scenario): string {
  return hash53(`${scenario.name ?? ''}\u0000${scenarioFingerprint(scenario)}`).toString(36);
}

/** What the page could not read in the stored list, and where it was copied (or why it was not). */
export interface KeptProblem {
  /** Items left out of the list. */
  dropped: number;
  /** The whole value could not be read. */
  unreadable: boolean;
  backup: Backup;
}

export interface KeptRead {
  items: KeptScenario[];
  /** Writing now would lose something: storage could not be read, or its value could not be backed up. */
  readOnly: boolean;
  /** Null when everything stored was read. */
  problem: KeptProblem | null;
}

/**
 * Reads the kept scenarios. A value, or items of it, that cannot be read are backed up as stored
 * (backups.ts) before the list shown leaves them out; while that copy fails, writes are refused.
 */
export function readKeptAside(storage: Storage): KeptRead {
  let raw: string | null;
  try {
    raw = storage.getItem(keptAsideKey);
  } catch {
    return { items: [], readOnly: true, problem: null };
  }
  if (raw === null) return { items: [], readOnly: false, problem: null };
  const parsed = parseKept(raw);
  if (parsed && parsed.dropped === 0)
    return { items: parsed.items, readOnly: false, problem: null };
  const backup = backUp(storage, keptAsideBackupKey, raw);
  return {
    items: parsed?.items ?? [],
    readOnly: !backup.ok,
    problem: { dropped: parsed?.dropped ?? 0, unreadable: parsed === null, backup },
  };
}

/**
 * `items` with `kept` first and any older copy of the same work removed (its newer date and reason win); none is
 * ever dropped for room.
 * @example withKept([b, a], a2) // [a2, b] when a2 is the same work as a
 */
export function withKept(items: readonly KeptScenario[], kept: KeptScenario): KeptScenario[] {
  return [kept, ...items.filter((item) => !sameWork(item.scenario, kept.scenario))];
}

/**
 * Reads the list, applies `change`, writes it back; the list as it now stands, whether it was stored
 * (false when storage refused or could not be read, so only this page holds the change), what of the
 * stored list could not be read, and what storage threw when it refused the write (`refused`: full, or another
 * reason, told apart where it is said: storageRefusal.ts).
 */
export function updateKeptAside(
  storage: Storage,
  change: (items: KeptScenario[]) => KeptScenario[],
): { items: KeptScenario[]; stored: boolean; problem: KeptProblem | null; refused?: unknown } {
  const read = readKeptAside(storage);
  const items = change(read.items);
  const { problem } = read;
  if (read.readOnly) return { items, stored: false, problem };
  try {
    storage.setItem(keptAsideKey, JSON.stringify({ version: 1, items }));
    return { items, stored: true, problem };
  } catch (refused) {
    return { items, stored: false, problem, refused };
  }
}
