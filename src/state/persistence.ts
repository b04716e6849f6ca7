/**
 * The working scenario in localStorage, versioned, validated on the way in, and never lost: a value that
 * cannot be read is kept aside under a backup key before anything overwrites it. Storage that is missing or
 * refuses access (private mode, a sandboxed iframe) is reported, and the page works without it.
 */
import { parseScenario, type Scenario } from '../engine';

export const workingKey = 'signalr-sizing:working';
export const previousKey = 'signalr-sizing:previous';
export const unreadableKey = 'signalr-sizing:unreadable';
export const currentStorageVersion = 1;

/** What is stored: an envelope with its own format version around a scenario in the public format. */
interface Envelope {
  version: number;
  scenario: unknown;
  savedAt?: string;
}

/**
 * Envelope migrations, oldest first: each turns version N into N + 1. Version 0 is a bare scenario with no
 * envelope (how a first draft stored it); it is wrapped as version 1.
 */
const migrations: Record<number, (stored: unknown) => Envelope> = {
  0: (stored) => ({ version: 1, scenario: stored }),
};

/** localStorage if this page may use it, else null. Reading the property itself can throw in sandboxes. */
export function openStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = '__signalr-sizing-probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
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

export type StoredRead =
  | { status: 'empty' }
  | { status: 'ok'; scenario: Scenario }
  /** The stored value could not be read; it was copied to `unreadableKey`. */
  | { status: 'unreadable' };

/** Reads a stored scenario under `key`, migrating old versions; an unreadable value is backed up. */
export function readScenario(storage: Storage, key: string = workingKey): StoredRead {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { status: 'empty' };
  }
  if (raw === null) return { status: 'empty' };
  try {
    const envelope = envelopeOf(JSON.parse(raw));
    const parsed = envelope ? parseScenario(envelope.scenario) : null;
    if (parsed?.ok) return { status: 'ok', scenario: parsed.scenario };
  } catch {
    // Not JSON: fall through to the backup.
  }
  try {
    storage.setItem(unreadableKey, raw);
  } catch {
    // Quota: the original stays where it is until a save replaces it.
  }
  return { status: 'unreadable' };
}

/** Saves a scenario; false when storage refuses (quota, private mode). */
export function writeScenario(
  storage: Storage,
  scenario: Scenario,
  key: string = workingKey,
): boolean {
  const envelope: Envelope = { version: currentStorageVersion, scenario };
  try {
    storage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch {
    return false;
  }
}
