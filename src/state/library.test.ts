import { beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../engine';
import { otherCases, quotaCases } from '../../tests/fixtures/storageRefusals';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';
import {
  findByName,
  findSavedCopy,
  idGenerator,
  libraryBackupKey,
  libraryCapacity,
  libraryKey,
  readLibrary,
  removeFromLibrary,
  renameInLibrary,
  restoreToLibrary,
  saveToLibrary,
  uniqueName,
} from './library';
import { scenarioFingerprint } from './fingerprint';

const now = new Date('2026-01-05T10:00:00.000Z');
const later = new Date('2026-01-06T08:30:00.000Z');

/** Ids a, b, c ... so results are predictable. */
function letters(): () => string {
  let next = 0;
  return () => String.fromCharCode(97 + next++);
}

const echo: Scenario = {
  version: 2,
  hubs: 1,
  countServerConnections: true,
  edition: 'current',
  targetUtilization: 0.7,
  workloads: [
    {
      name: 'Echo',
      pattern: 'echo',
      connections: 1000,
      senders: 1000,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    },
  ],
};

/** An in-memory Storage whose setItem can be made to throw, like a full or locked localStorage. */
class MemoryStorage implements Storage {
  values = new Map<string, string>();
  failWith: Error | null = null;
  /** Only writes to this key fail, when set. */
  failingKey: string | null = null;
  /** Reads throw this, like a storage the browser refuses to read. */
  readFailure: DOMException | null = null;
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    if (this.readFailure) throw this.readFailure;
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWith && (this.failingKey === null || this.failingKey === key)) throw this.failWith;
    this.values.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('saveToLibrary and readLibrary', () => {
  it('round-trips items with their name, date and scenario in the versioned envelope', () => {
    const newId = letters();
    const first = saveToLibrary(storage, '  Plan A ', teamChatFixture, now, { newId });
    const second = saveToLibrary(storage, 'Plan B', echo, later, { newId });
    expect(first).toMatchObject({ ok: true, item: { id: 'a', name: 'Plan A' } });
    expect(second).toMatchObject({ ok: true, item: { id: 'b', name: 'Plan B' } });

    const stored = JSON.parse(storage.getItem(libraryKey) ?? '') as { version: number };
    expect(stored.version).toBe(1);
    const read = readLibrary(storage);
    expect(read).toMatchObject({ dropped: 0, unreadable: false, backupFailed: false });
    expect(read.items).toEqual([
      {
        id: 'a',
        name: 'Plan A',
        savedAt: '2026-01-05T10:00:00.000Z',
        scenario: { ...teamChatFixture, name: 'Plan A' },
      },
      {
        id: 'b',
        name: 'Plan B',
        savedAt: '2026-01-06T08:30:00.000Z',
        scenario: { ...echo, name: 'Plan B' },
      },
    ]);
    expect(storage.getItem(libraryBackupKey)).toBeNull();
  });

  it('keeps a saved scenario’s service: a Web PubSub plan reads back on Web PubSub', () => {
    saveToLibrary(storage, 'On Web PubSub', webPubSubChatFixture, now, { newId: letters() });
    expect(readLibrary(storage).items[0]?.scenario).toEqual({
      ...webPubSubChatFixture,
      name: 'On Web PubSub',
    });
    expect(readLibrary(storage).items[0]?.scenario.service).toBe('webPubSub');
  });

  it('reads nothing stored as an empty library', () => {
    expect(readLibrary(storage)).toEqual({
      items: [],
      dropped: 0,
      unreadable: false,
      backupFailed: false,
      readFailed: false,
    });
  });

  it('refuses a taken name (any case) until the overwrite is confirmed, then replaces it in place', () => {
    const newId = letters();
    saveToLibrary(storage, 'Plan A', teamChatFixture, now, { newId });
    saveToLibrary(storage, 'Plan B', teamChatFixture, now, { newId });
    const refused = saveToLibrary(storage, 'plan a', echo, later, { newId });
    expect(refused).toMatchObject({ ok: false, reason: 'nameTaken', existing: { id: 'a' } });
    expect(findByName(readLibrary(storage).items, ' PLAN A')?.id).toBe('a');

    const replaced = saveToLibrary(storage, 'plan a', echo, later, { newId, overwrite: true });
    expect(replaced).toMatchObject({ ok: true, item: { id: 'a', name: 'plan a' } });
    const { items } = readLibrary(storage);
    expect(items.map((item) => [item.id, item.name, item.savedAt])).toEqual([
      ['a', 'plan a', '2026-01-06T08:30:00.000Z'],
      ['b', 'Plan B', '2026-01-05T10:00:00.000Z'],
    ]);
    expect(items[0]?.scenario.workloads[0]?.pattern).toBe('echo');
  });

  it('asks again before replacing an item that another tab saved after the user confirmed', () => {
    const newId = letters();
    saveToLibrary(storage, 'Plan A', teamChatFixture, now, { newId });
    const confirmedSavedAt = readLibrary(storage).items[0]?.savedAt;
    // Meanwhile another tab replaces Plan A with its own version.
    saveToLibrary(storage, 'Plan A', echo, later, { newId, overwrite: true });

    const replaced = saveToLibrary(storage, 'Plan A', teamChatFixture, later, {
      newId,
      overwrite: true,
      confirmedSavedAt,
    });
    expect(replaced).toMatchObject({
      ok: false,
      reason: 'nameTaken',
      existing: { savedAt: later.toISOString() },
    });
    expect(readLibrary(storage).items[0]?.scenario.workloads[0]?.pattern).toBe('echo');
  });

  it('writes nothing while the stored library cannot be read', () => {
    saveToLibrary(storage, 'Plan A', teamChatFixture, now, { newId: letters() });
    const before = storage.getItem(libraryKey);
    storage.readFailure = new DOMException('denied', 'SecurityError');
    expect(readLibrary(storage)).toMatchObject({ items: [], readFailed: true });
    expect(saveToLibrary(storage, 'Plan B', echo, now, { newId: letters() })).toEqual({
      ok: false,
      reason: 'readFailed',
    });
    storage.readFailure = null;
    expect(storage.getItem(libraryKey)).toBe(before);
  });

  it('refuses an empty name', () => {
    expect(saveToLibrary(storage, '   ', echo, now, { newId: letters() })).toEqual({
      ok: false,
      reason: 'emptyName',
    });
  });

  it('gives a fresh id when the generator repeats one', () => {
    saveToLibrary(storage, 'One', echo, now, { newId: () => 'x' });
    const second = saveToLibrary(storage, 'Two', echo, now, { newId: () => 'x' });
    expect(second).toMatchObject({ ok: true, item: { id: 'x-2' } });
  });

  it(`stops at ${libraryCapacity} items with a "full" reason, and still lets an item be replaced`, () => {
    const newId = letters();
    for (let index = 0; index < libraryCapacity; index += 1) {
      const saved = saveToLibrary(storage, `Plan ${index}`, echo, now, {
        newId: () => `id${index}`,
      });
      expect(saved.ok).toBe(true);
    }
    expect(saveToLibrary(storage, 'One more', echo, now, { newId })).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(readLibrary(storage).items).toHaveLength(100);
    const replaced = saveToLibrary(storage, 'Plan 7', teamChatFixture, later, {
      newId,
      overwrite: true,
    });
    expect(replaced).toMatchObject({ ok: true, item: { id: 'id7' } });
  });

  it.each(quotaCases)('reports %s as "quota", without throwing', (_, thrown) => {
    storage.failWith = thrown();
    expect(saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() })).toEqual({
      ok: false,
      reason: 'quota',
    });
    expect(storage.getItem(libraryKey)).toBeNull();
  });

  it.each(otherCases)(
    'reports %s as "writeFailed", named as the browser named it, without throwing',
    (name, thrown) => {
      storage.failWith = thrown();
      expect(saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() })).toEqual({
        ok: false,
        reason: 'writeFailed',
        browserReason: name,
      });
      expect(storage.getItem(libraryKey)).toBeNull();
    },
  );
});

describe('reading a damaged library', () => {
  it('backs up a value that is not JSON and reports it unreadable', () => {
    storage.setItem(libraryKey, '{oops');
    const read = readLibrary(storage);
    expect(read).toEqual({
      items: [],
      dropped: 0,
      unreadable: true,
      backupFailed: false,
      backupKey: libraryBackupKey,
      readFailed: false,
    });
    expect(storage.getItem(libraryBackupKey)).toBe('{oops');
    // The original stays until the next save replaces it; the backup keeps it after that.
    saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() });
    expect(readLibrary(storage).items.map((item) => item.name)).toEqual(['Plan A']);
    expect(storage.getItem(libraryBackupKey)).toBe('{oops');
  });

  it('treats a newer version as unreadable rather than guessing', () => {
    storage.setItem(libraryKey, JSON.stringify({ version: 2, items: [] }));
    expect(readLibrary(storage).unreadable).toBe(true);
  });

  it('drops an invalid item, counts it, and keeps the raw value under the backup key', () => {
    saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() });
    const stored = JSON.parse(storage.getItem(libraryKey) ?? '') as { items: unknown[] };
    const broken = {
      id: 'z',
      name: 'Broken',
      savedAt: now.toISOString(),
      scenario: { ...echo, workloads: [{ ...echo.workloads[0], connections: -5 }] },
    };
    const undated = { id: 'y', name: 'No date', scenario: echo };
    const raw = JSON.stringify({ ...stored, items: [...stored.items, broken, undated] });
    storage.setItem(libraryKey, raw);

    const read = readLibrary(storage);
    expect(read.items.map((item) => item.name)).toEqual(['Plan A']);
    expect(read).toMatchObject({ dropped: 2, unreadable: false, backupFailed: false });
    expect(storage.getItem(libraryBackupKey)).toBe(raw);
  });

  it('keeps an earlier unreadable library: the next one goes beside it, not over it', () => {
    storage.setItem(libraryBackupKey, '{kept earlier');
    storage.setItem(libraryKey, '{damaged now');
    expect(readLibrary(storage)).toMatchObject({
      unreadable: true,
      backupFailed: false,
      backupKey: `${libraryBackupKey}:2`,
    });
    expect(storage.getItem(libraryBackupKey)).toBe('{kept earlier');
    expect(storage.getItem(`${libraryBackupKey}:2`)).toBe('{damaged now');
  });

  it('refuses to write over a damaged value it could not back up', () => {
    storage.setItem(libraryKey, '{oops');
    storage.failWith = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    storage.failingKey = libraryBackupKey;
    expect(readLibrary(storage).backupFailed).toBe(true);
    expect(saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() })).toEqual({
      ok: false,
      reason: 'backupFailed',
    });
    expect(storage.getItem(libraryKey)).toBe('{oops');
    storage.failWith = null;
    // Backing up works again, so the save goes through after the copy.
    expect(saveToLibrary(storage, 'Plan A', echo, now, { newId: letters() }).ok).toBe(true);
    expect(storage.getItem(libraryBackupKey)).toBe('{oops');
  });
});

describe('removeFromLibrary, restoreToLibrary and renameInLibrary', () => {
  beforeEach(() => {
    const newId = letters();
    for (const name of ['Plan A', 'Plan B', 'Plan C'])
      saveToLibrary(storage, name, echo, now, { newId });
  });

  const names = () => readLibrary(storage).items.map((item) => item.name);

  it('removes an item and puts it back where it was', () => {
    const removed = removeFromLibrary(storage, 'b');
    expect(removed).toMatchObject({ ok: true, item: { name: 'Plan B' }, index: 1 });
    expect(names()).toEqual(['Plan A', 'Plan C']);
    if (!removed.ok || removed.index === undefined) throw new Error('not removed');
    expect(restoreToLibrary(storage, removed.item, removed.index).ok).toBe(true);
    expect(names()).toEqual(['Plan A', 'Plan B', 'Plan C']);
    expect(removeFromLibrary(storage, 'nope')).toEqual({ ok: false, reason: 'notFound' });
  });

  it('renames an item and its scenario, keeping its date, and refuses another item’s name', () => {
    const renamed = renameInLibrary(storage, 'a', 'Plan Z');
    expect(renamed).toMatchObject({ ok: true, item: { id: 'a', name: 'Plan Z' } });
    const [first] = readLibrary(storage).items;
    expect(first).toMatchObject({ name: 'Plan Z', savedAt: now.toISOString() });
    expect(first?.scenario.name).toBe('Plan Z');
    expect(renameInLibrary(storage, 'a', 'plan b')).toMatchObject({
      ok: false,
      reason: 'nameTaken',
      existing: { id: 'b' },
    });
    expect(renameInLibrary(storage, 'a', 'PLAN Z').ok).toBe(true);
    expect(renameInLibrary(storage, 'a', ' ')).toEqual({ ok: false, reason: 'emptyName' });
  });
});

describe('findSavedCopy', () => {
  it('matches the same content whatever its name or field order', () => {
    saveToLibrary(storage, 'Saved echo', echo, now, { newId: letters() });
    const { items } = readLibrary(storage);
    const [workload] = echo.workloads;
    if (!workload) throw new Error('fixture');
    const reordered: Scenario = {
      workloads: [{ ...workload }],
      targetUtilization: 0.7,
      edition: 'current',
      version: 2,
      hubs: 1,
      countServerConnections: true,
      name: 'Another name',
    };
    expect(scenarioFingerprint(reordered)).toBe(scenarioFingerprint(echo));
    expect(findSavedCopy(items, reordered)?.name).toBe('Saved echo');
    expect(findSavedCopy(items, { ...echo, targetUtilization: 0.8 })).toBeUndefined();
  });
});

describe('uniqueName', () => {
  it('numbers a name that is taken', () => {
    const newId = letters();
    saveToLibrary(storage, 'Draft', echo, now, { newId });
    saveToLibrary(storage, 'Draft (2)', echo, now, { newId });
    const { items } = readLibrary(storage);
    const numbered = (count: number) => `Draft (${count})`;
    expect(uniqueName(items, 'Draft', numbered)).toBe('Draft (3)');
    expect(uniqueName(items, 'Plan', numbered)).toBe('Plan');
  });
});

describe('idGenerator', () => {
  it('uses randomUUID when there is one, else a counter', () => {
    expect(idGenerator(() => 'uuid')()).toBe('uuid');
    const counter = idGenerator(null, 36);
    expect([counter(), counter()]).toEqual(['item-10-1', 'item-10-2']);
  });
});
