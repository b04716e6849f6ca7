/**
 * The working scenario in localStorage, versioned, validated on the way in, and never lost: a value that
 * cannot be read is kept aside under a backup key before anything overwrites it, and when it cannot be
 * kept aside (no room) or storage cannot be read at all, the caller is told so and must not write. Storage
 * that is missing or refuses access (a sandboxed iframe) is reported, and the page works without it.
 */
import type { Scenario } from '../engine';
import { backUp, type Backup } from './backups';
import { keptAsideKey } from './keptAside';
import { parseScenario } from './parsersSlot';

export const workingKey = 'signalr-sizing:working';
export const unreadableKey = 'signalr-sizing:unreadable';
export const currentStorageVersion = 1;

/** What is stored: an envelope with its own format version around a scenario in the public format. */
interface Envelope {
  version: number;
  scenario: unknown;
  savedAt?: string;
  /** The scenario is a shared link's, unedited: opening another link need not keep it aside. */
  fromLink?: boolean;
  /**
   * Which version this save replaced knowingly (keptAside.ts's workIdentity): the one the saving tab last saw in
   * storage. Another tab showing that version knows it was built on; any other version it shows was not seen,
   * and is set aside before it can be lost (sync.ts).
   */
  basedOn?: string;
}

/**
 * Envelope migrations, oldest first: each turns version N into N + 1. Version 0 is a bare scenario with no
 * envelope (how a first draft stored it); it is wrapped as version 1.
 */
const migrations: Record<number, (stored: unknown) => Envelope> = {
  0: (stored) => ({ version: 1, scenario: stored }),
};

let withheld = false;

/**
 * The embed view: from now on this page gets no storage. Its frame keeps the tool's origin
 * (allow-same-origin), so on a host of the same site it would see the user's own storage; it must never
 * read or write it.
 */
export function storageWithheld(): void {
  withheld = true;
}

/**
 * localStorage if this page may use it, else null. Only reading the property is tried: it throws where
 * storage is blocked (a sandboxed frame, site data turned off). A test write would also fail on a storage
 * that is merely full, and hide the scenario and library it holds.
 */
export function openStorage(): Storage | null {
  if (withheld) return null;
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function envelopeOf(value: unknown): Envelope | null {
  let current: unknown = value;
  let version = 0;
  if (
    current !== null &&
    typeof current === 'object' &&
    'version' in current &&
    'scenario' in current
  ) {
    version = Number((current as Envelope).version);
  }
  if (!Number.isInteger(version) || version > currentStorageVersion) return null;
  while (version < currentStorageVersion) {
    const migrate = migrations[version];
    if (!migrate) return null;
    current = migrate(current);
    version += 1;
  }
  return current as Envelope;
}

export interface StoredScenario {
  scenario: Scenario;
  fromLink: boolean;
  /** The version the save replaced knowingly (Envelope.basedOn); null when it does not say. */
  basedOn: string | null;
}

/** A stored value as a scenario, or null when it cannot be read (not JSON, invalid, a newer version). */
export function parseStored(raw: string): StoredScenario | null {
  try {
    const envelope = envelopeOf(JSON.parse(raw));
    const parsed = envelope ? parseScenario(envelope.scenario) : null;
    if (envelope && parsed?.ok) {
      const basedOn = typeof envelope.basedOn === 'string' ? envelope.basedOn : null;
      return { scenario: parsed.scenario, fromLink: !!envelope.fromLink, basedOn };
    }
  } catch {
    // Not JSON.
  }
  return null;
}

export type StoredRead =
  | { status: 'empty' }
  | { status: 'ok'; scenario: Scenario; fromLink?: true }
  /** The stored value could not be read; `backup`: where it was copied (backups.ts), or why it was not. */
  | { status: 'unreadable'; backup: Backup }
  /** The browser refused to read storage: what it holds is unknown, so nothing may be written over it. */
  | { status: 'readFailed' };

/**
 * Copies a value that cannot be read to `unreadableKey` (or, when that holds another, `unreadableKey:2` …);
 * the failure when it cannot (no room, or every backup key taken).
 */
export function keepUnreadableAside(storage: Storage, raw: string): Backup {
  return backUp(storage, unreadableKey, raw);
}

/**
 * Whether starting reads work from this storage (a working scenario, kept-aside ones): then the page loads the
 * boundaries' parsers before it starts (src/boot.tsx). Storage that refuses to be read holds nothing to parse.
 */
export function holdsWork(storage: Storage | null): boolean {
  try {
    return !!storage && (storage.getItem(workingKey) ?? storage.getItem(keptAsideKey)) !== null;
  } catch {
    return false;
  }
}

/** Reads the working scenario, migrating old versions; an unreadable value is copied aside first. */
export function readScenario(storage: Storage): StoredRead {
  let raw: string | null;
  try {
    raw = storage.getItem(workingKey);
  } catch {
    return { status: 'readFailed' };
  }
  if (raw === null) return { status: 'empty' };
  const stored = parseStored(raw);
  if (stored)
    return stored.fromLink
      ? { status: 'ok', scenario: stored.scenario, fromLink: true }
      : { status: 'ok', scenario: stored.scenario };
  return { status: 'unreadable', backup: keepUnreadableAside(storage, raw) };
}

/**
 * Saves the working scenario. `basedOn`: the version this save replaces knowingly (Envelope.basedOn).
 * @throws what storage throws when it refuses the save (full, or refused for another reason): the caller reports
 *   it, and storageRefusal.ts tells them apart where the notice says which.
 */
export function writeScenario(
  storage: Storage,
  scenario: Scenario,
  { fromLink = false, basedOn = null }: { fromLink?: boolean; basedOn?: string | null } = {},
): void {
  const envelope: Envelope = { version: currentStorageVersion, scenario };
  if (fromLink) envelope.fromLink = true;
  if (basedOn !== null) envelope.basedOn = basedOn;
  storage.setItem(workingKey, JSON.stringify(envelope));
}
