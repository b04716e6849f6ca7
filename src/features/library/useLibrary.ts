/**
 * The library as React state, read from storage (not from the scenario store, which holds only the working
 * scenario), and read again when another tab changes it (the `storage` event fires in the other tabs only).
 */
import { useCallback, useEffect, useState } from 'react';
import type { BackupFailure } from '../../state/backups';
import { openStorage } from '../../state/persistence';
import {
  libraryKey,
  readLibrary,
  type LibraryItem,
  type LibraryRead,
  type LibraryWrite,
} from '../../state/library';

export interface ReadProblem {
  unreadable: boolean;
  dropped: number;
  /** Where what could not be read was copied; absent when the copy failed (`backupFailure` says why). */
  backupKey?: string;
  backupFailure?: BackupFailure;
  /** The browser refused to read the library: it is hidden, and nothing is saved over it. */
  readFailed: boolean;
}

export interface Library {
  /** Null when this browser does not let the page store anything. */
  storage: Storage | null;
  items: LibraryItem[];
  /** The last read that left something out; kept after later clean reads so the notice stays. */
  problem: ReadProblem | null;
  /** Shows the items a successful write returned. */
  applied: (result: LibraryWrite) => void;
}

/**
 * Keeps the objects of unchanged items, so memoised rows do not re-render and each scenario is evaluated
 * once (evaluateOnce caches by identity).
 */
function keepUnchanged(previous: readonly LibraryItem[], next: LibraryItem[]): LibraryItem[] {
  const byId = new Map(previous.map((item) => [item.id, item]));
  const kept = next.map((item) => {
    const old = byId.get(item.id);
    return old && JSON.stringify(old) === JSON.stringify(item) ? old : item;
  });
  const same =
    kept.length === previous.length && kept.every((item, index) => item === previous[index]);
  return same ? (previous as LibraryItem[]) : kept;
}

function problemOf(read: LibraryRead): ReadProblem | null {
  return read.unreadable || read.dropped > 0 || read.readFailed
    ? {
        unreadable: read.unreadable,
        dropped: read.dropped,
        readFailed: read.readFailed,
        ...(read.backupKey !== undefined && { backupKey: read.backupKey }),
        ...(read.backupFailure !== undefined && { backupFailure: read.backupFailure }),
      }
    : null;
}

const nothing: LibraryRead = {
  items: [],
  dropped: 0,
  unreadable: false,
  backupFailed: false,
  readFailed: false,
};

export function useLibrary(): Library {
  const [storage] = useState(openStorage);
  // Reading may copy an unreadable value to the backup key: idempotent, so safe in a state initializer.
  const [initial] = useState(() => (storage ? readLibrary(storage) : nothing));
  const [items, setItems] = useState(initial.items);
  const [problem, setProblem] = useState(() => problemOf(initial));

  useEffect(() => {
    if (!storage) return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== libraryKey) return;
      const read = readLibrary(storage);
      setItems((previous) => keepUnchanged(previous, read.items));
      const found = problemOf(read);
      if (found) setProblem(found);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const applied = useCallback((result: LibraryWrite) => {
    if (result.ok) setItems((previous) => keepUnchanged(previous, result.items));
  }, []);

  return { storage, items, problem, applied };
}
