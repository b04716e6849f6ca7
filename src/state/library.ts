/**
 * Named scenarios kept in localStorage, apart from the working scenario: `{ version: 1, items: [...] }`.
 * Validated on the way in; a value or an item that cannot be read is never lost: the raw stored value is
 * copied to a backup key before the list shown leaves anything out. Writes report failure (full, or refused
 * for another reason, named as the browser named it) instead of throwing. Time and ids come in as arguments, so every function is deterministic.
 */
import * as z from 'zod/mini';
import { scenarioLimits, type Scenario } from '../engine';
import { parseScenario } from './parsersSlot';
import { backUp, type BackupFailure } from './backups';
import { scenarioFingerprint } from './fingerprint';
import { storageRefusal } from './storageRefusal';

export const libraryKey = 'signalr-sizing:library';
export const libraryBackupKey = 'signalr-sizing:library:unreadable';
export const libraryVersion = 1;
/** Most items the library keeps: enough to compare options, small enough for any storage quota. */
export const libraryCapacity = 100;

export interface LibraryItem {
  id: string;
  name: string;
  /** ISO 8601, e.g. "2026-01-05T10:00:00.000Z". */
  savedAt: string;
  scenario: Scenario;
}

const envelopeSchema = z.object({
  version: z.literal(libraryVersion),
  items: z.array(z.unknown()),
});

const itemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(scenarioLimits.nameLength.max)),
  savedAt: z.iso.datetime(),
  scenario: z.unknown(),
});

export interface LibraryRead {
  items: LibraryItem[];
  /** Items left out because they could not be read. */
  dropped: number;
  /** The whole stored value could not be read (not JSON, not a library, a newer version). */
  unreadable: boolean;
  /** Something was left out and the copy to the backup key failed: writing now would lose it. */
  backupFailed: boolean;
  /** Where what was left out was copied (`libraryBackupKey`, or `:2` … beside earlier copies). */
  backupKey?: string;
  /** Why the copy failed, when it did. */
  backupFailure?: BackupFailure;
  /** The browser refused to read storage: what it holds is unknown, so writing now could lose it. */
  readFailed: boolean;
}

export type LibraryFailure =
  /** Storage refused the write because it is full (storageRefusal.ts). */
  | 'quota'
  /** Storage refused for another reason, which the failure names (`browserReason`); deleting items cannot help. */
  | 'writeFailed'
  /** A value that could not be read is not backed up yet, so the library is not overwritten. */
  | 'backupFailed'
  /** Storage could not be read, so the library is not overwritten. */
  | 'readFailed'
  | 'full'
  | 'emptyName'
  | 'nameTaken'
  | 'notFound';

export type LibraryWrite =
  | { ok: true; item: LibraryItem; items: LibraryItem[] }
  | {
      ok: false;
      reason: LibraryFailure;
      existing?: LibraryItem;
      /** For `writeFailed`: the browser's name for the refusal (InvalidStateError, NS_ERROR_FILE_CORRUPTED …). */
      browserReason?: string;
    };

const emptyRead: LibraryRead = {
  items: [],
  dropped: 0,
  unreadable: false,
  backupFailed: false,
  readFailed: false,
};

function itemOf(value: unknown): LibraryItem | null {
  const item = itemSchema.safeParse(value);
  if (!item.success) return null;
  const scenario = parseScenario(item.data.scenario);
  return scenario.ok ? { ...item.data, scenario: scenario.scenario } : null;
}

function parseItems(raw: string): { items: LibraryItem[]; dropped: number } | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const items: LibraryItem[] = [];
  const ids = new Set<string>();
  for (const value of envelope.data.items) {
    const item = itemOf(value);
    if (item && !ids.has(item.id)) {
      ids.add(item.id);
      items.push(item);
    }
  }
  return { items, dropped: envelope.data.items.length - items.length };
}

/**
 * Reads the library. Nothing stored reads as an empty library; storage that refuses to read reads as empty,
 * flagged `readFailed` so that nothing is written over it.
 * @example readLibrary(storage) // { items: [{ id, name: 'Plan A', savedAt, scenario }], dropped: 0, ... }
 */
export function readLibrary(storage: Storage): LibraryRead {
  let raw: string | null;
  try {
    raw = storage.getItem(libraryKey);
  } catch {
    return { ...emptyRead, readFailed: true };
  }
  if (raw === null) return emptyRead;
  const parsed = parseItems(raw);
  if (parsed && parsed.dropped === 0) return { ...emptyRead, items: parsed.items };
  const backup = backUp(storage, libraryBackupKey, raw);
  return {
    ...emptyRead,
    items: parsed?.items ?? [],
    dropped: parsed?.dropped ?? 0,
    unreadable: parsed === null,
    backupFailed: !backup.ok,
    ...(backup.ok ? { backupKey: backup.key } : { backupFailure: backup }),
  };
}

type WriteRefused = Extract<LibraryWrite, { ok: false }>;

/** Writes the items; null once stored, else why not: full, or refused by the browser's name for it. */
function write(storage: Storage, items: LibraryItem[]): WriteRefused | null {
  try {
    storage.setItem(libraryKey, JSON.stringify({ version: libraryVersion, items }));
    return null;
  } catch (error) {
    const refusal = storageRefusal(error);
    return refusal.quota
      ? { ok: false, reason: 'quota' }
      : { ok: false, reason: 'writeFailed', browserReason: refusal.name };
  }
}

/** Names compare trimmed and without case: "Plan A" and " plan a" are the same entry to a reader. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The item saved under `name`, if any. */
export function findByName(items: readonly LibraryItem[], name: string): LibraryItem | undefined {
  return items.find((item) => sameName(item.name, name));
}

/**
 * `base`, or the first free `numbered(2)`, `numbered(3)` ... when an item already has that name.
 * @example uniqueName(items, 'Unsaved work', (n) => `Unsaved work (${n})`) // "Unsaved work (2)"
 */
export function uniqueName(
  items: readonly LibraryItem[],
  base: string,
  numbered: (count: number) => string,
): string {
  let name = base;
  for (let count = 2; findByName(items, name); count += 1) name = numbered(count);
  return name;
}

/** Reads, applies `change` to the items, writes; refuses when an unreadable value is not backed up yet. */
function update(storage: Storage, change: (items: LibraryItem[]) => LibraryWrite): LibraryWrite {
  const read = readLibrary(storage);
  if (read.readFailed) return { ok: false, reason: 'readFailed' };
  if (read.backupFailed) return { ok: false, reason: 'backupFailed' };
  const result = change(read.items);
  if (!result.ok) return result;
  return write(storage, result.items) ?? result;
}

function cleanName(name: string): string {
  return name.trim().slice(0, scenarioLimits.nameLength.max);
}

/** `id`, or `id-2`, `id-3` ... if another tab's counter already used it. */
function freshId(items: readonly LibraryItem[], id: string): string {
  const taken = new Set(items.map((item) => item.id));
  let candidate = id;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${id}-${suffix}`;
  return candidate;
}

export interface SaveOptions {
  /** A fresh id for a new item. */
  newId: () => string;
  /** Replace the item of the same name (the user confirmed); otherwise a taken name is refused. */
  overwrite?: boolean;
  /**
   * The saved date of the item the user agreed to replace: if another tab has saved that name since, the
   * replacement is refused (`nameTaken`, with the newer item) so the user is asked again.
   */
  confirmedSavedAt?: string;
}

/**
 * Saves `scenario` under `name` (trimmed; the scenario carries the name too). A taken name is refused with
 * the existing item unless `overwrite`, which replaces that item in place and keeps its id.
 * @example saveToLibrary(storage, 'Plan A', scenario, new Date('2026-01-05T10:00:00Z'), { newId: () => 'a' })
 *   // { ok: true, item: { id: 'a', name: 'Plan A', savedAt: '2026-01-05T10:00:00.000Z', scenario }, items }
 */
export function saveToLibrary(
  storage: Storage,
  name: string,
  scenario: Scenario,
  now: Date,
  { newId, overwrite = false, confirmedSavedAt }: SaveOptions,
): LibraryWrite {
  const itemName = cleanName(name);
  if (itemName === '') return { ok: false, reason: 'emptyName' };
  return update(storage, (items) => {
    const savedAt = now.toISOString();
    const named: Scenario = { ...scenario, name: itemName };
    const existing = findByName(items, itemName);
    if (existing) {
      const confirmed = confirmedSavedAt === undefined || confirmedSavedAt === existing.savedAt;
      if (!overwrite || !confirmed) return { ok: false, reason: 'nameTaken', existing };
      const item = { id: existing.id, name: itemName, savedAt, scenario: named };
      return { ok: true, item, items: items.map((old) => (old.id === existing.id ? item : old)) };
    }
    if (items.length >= libraryCapacity) return { ok: false, reason: 'full' };
    const item = { id: freshId(items, newId()), name: itemName, savedAt, scenario: named };
    return { ok: true, item, items: [...items, item] };
  });
}

/** Removes the item with `id`; the removed item and its index come back so the UI can undo. */
export function removeFromLibrary(storage: Storage, id: string): LibraryWrite & { index?: number } {
  let index = -1;
  const result = update(storage, (items) => {
    index = items.findIndex((item) => item.id === id);
    const item = items[index];
    if (!item) return { ok: false, reason: 'notFound' };
    return { ok: true, item, items: items.filter((other) => other.id !== id) };
  });
  return result.ok ? { ...result, index } : result;
}

/** Puts a removed item back at `index` (undo). Its name wins over nothing: a clash is refused. */
export function restoreToLibrary(storage: Storage, item: LibraryItem, index: number): LibraryWrite {
  return update(storage, (items) => {
    if (items.some((other) => other.id === item.id)) return { ok: true, item, items };
    const existing = findByName(items, item.name);
    if (existing) return { ok: false, reason: 'nameTaken', existing };
    if (items.length >= libraryCapacity) return { ok: false, reason: 'full' };
    const restored = [...items];
    restored.splice(Math.min(index, items.length), 0, item);
    return { ok: true, item, items: restored };
  });
}

/** Renames the item with `id`; another item's name is refused. The saved date does not change. */
export function renameInLibrary(storage: Storage, id: string, name: string): LibraryWrite {
  const itemName = cleanName(name);
  if (itemName === '') return { ok: false, reason: 'emptyName' };
  return update(storage, (items) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return { ok: false, reason: 'notFound' };
    const existing = findByName(items, itemName);
    if (existing && existing.id !== id) return { ok: false, reason: 'nameTaken', existing };
    const renamed = { ...item, name: itemName, scenario: { ...item.scenario, name: itemName } };
    return { ok: true, item: renamed, items: items.map((old) => (old.id === id ? renamed : old)) };
  });
}

/** The saved item holding the same content as `scenario`, if any. */
export function findSavedCopy(
  items: readonly LibraryItem[],
  scenario: Scenario,
): LibraryItem | undefined {
  const fingerprint = scenarioFingerprint(scenario);
  return items.find((item) => scenarioFingerprint(item.scenario) === fingerprint);
}

/**
 * Ids for new items: crypto.randomUUID where the browser has it (secure contexts only), else a counter
 * started from `start` (pass null as `randomUUID` to get the counter).
 */
export function idGenerator(
  randomUUID: (() => string) | null = globalThis.crypto?.randomUUID?.bind(globalThis.crypto) ??
    null,
  start: number = Date.now(),
): () => string {
  if (randomUUID) return randomUUID;
  let counter = 0;
  return () => {
    counter += 1;
    return `item-${start.toString(36)}-${counter}`;
  };
}
