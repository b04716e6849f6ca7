/**
 * What the panel's buttons do to the library and the working scenario. Each action reports one sentence;
 * opening a scenario first keeps the working one when it is not saved anywhere: auto-saved when it has
 * workloads, set aside otherwise (its name, prices, measured values and calibration are work too).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import {
  findSavedCopy,
  idGenerator,
  readLibrary,
  removeFromLibrary,
  renameInLibrary,
  restoreToLibrary,
  saveToLibrary,
  uniqueName,
  type LibraryItem,
  type LibraryWrite,
} from '../../state/library';
import { useSaveHoldStore } from '../../state/saveHold';
import { scenarioReplaced } from '../../state/scenarioReplaced';
import { useScenarioStore } from '../../state/scenarioStore';
import { changeRefusedText, failureText, type Refusal } from './failureText';
import { formatSavedAt } from '../../i18n/formatSavedAt';
import type { Library } from './useLibrary';

export interface LibraryMessage {
  text: ReactNode;
  /** Errors get a marked style; the words say it too. */
  tone: 'info' | 'error';
  /**
   * Offer the scenario as a file: the browser refused the write, full or for another reason (the working saves
   * meet the same storage, and deleting saved scenarios may not make room enough).
   */
  download?: boolean;
  /** The browser refused the write (full, or for another reason): a later save that goes through makes it past. */
  refusedWrite?: boolean;
}

export interface Removed {
  item: LibraryItem;
  index: number;
}

const refused: LibraryWrite = { ok: false, reason: 'writeFailed' };

/** A saved scenario's name inside a sentence: isolated, since the user typed it. */
const named = (name: string) => <UserText>{name}</UserText>;

export function useLibraryActions({ storage, applied, items }: Library) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const scenarioLoaded = useScenarioStore((state) => state.scenarioLoaded);
  const [newId] = useState(() => idGenerator());
  const [message, setMessage] = useState<LibraryMessage | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);

  const info = (text: ReactNode) => setMessage({ text, tone: 'info' });
  /**
   * A refusal's sentence. A write the browser refused, full or not, offers the scenario as a file: the way out
   * while storage takes nothing (deleting saved scenarios may not free enough, and cannot free what a Delete
   * itself needed).
   */
  const error = (text: ReactNode, refusal: Refusal) =>
    setMessage({
      text,
      tone: 'error',
      ...((refusal.reason === 'writeFailed' || refusal.reason === 'quota') && {
        download: true,
        refusedWrite: true,
      }),
    });

  // A refusal stays true of what it refused (that scenario was not saved, deleted, renamed or opened), so it stays,
  // no longer as an error: once a save of the working scenario goes through (sync.ts: unsaved, then saved), the
  // browser takes writes again, and the line says so and to try again. Dropping it would leave the user to guess
  // whether the refused action happened after all; the next library action replaces it as ever.
  useEffect(
    () =>
      useSaveHoldStore.subscribe((state, previous) => {
        if (!previous.unsaved || state.unsaved) return;
        setMessage((shown) =>
          shown?.refusedWrite
            ? {
                text: tNodes('library.error.past', { error: <>{shown.text}</> }),
                tone: 'info',
                download: true,
              }
            : shown,
        );
      }),
    [tNodes],
  );

  /**
   * Saves the working scenario; a taken name comes back refused (`nameTaken`) for the form to confirm.
   * `replacing`: the item the user agreed to replace; if another tab saved that name since, it is refused
   * again with the newer item, so the user is asked about what is really there.
   */
  const save = (name: string, replacing?: LibraryItem): LibraryWrite => {
    const overwrite = replacing !== undefined;
    if (!storage) return refused;
    const scenario = useScenarioStore.getState().scenario;
    const result = saveToLibrary(storage, name, scenario, new Date(), {
      newId,
      overwrite,
      ...(replacing && { confirmedSavedAt: replacing.savedAt }),
    });
    applied(result);
    if (result.ok)
      info(
        tNodes(overwrite ? 'library.save.replaced' : 'library.save.saved', {
          name: named(result.item.name),
        }),
      );
    else if (result.reason !== 'nameTaken')
      error(failureText(tNodes, result, '', items.length), result);
    return result;
  };

  const open = (item: LibraryItem) => {
    if (!storage) return;
    const working = useScenarioStore.getState().scenario;
    const { items } = readLibrary(storage);
    let keptAs: string | null = null;
    if (working.workloads.length > 0 && !findSavedCopy(items, working)) {
      const now = new Date();
      const base = t('library.autoSaveName', { date: formatSavedAt(locale, now) });
      const name = uniqueName(items, base, (count) =>
        t('library.numberedName', { name: base, count }),
      );
      const result = saveToLibrary(storage, name, working, now, { newId });
      applied(result);
      if (!result.ok) {
        error(
          tNodes('library.open.blocked', {
            name: named(item.name),
            reason: <>{failureText(tNodes, result)}</>,
          }),
          result,
        );
        return;
      }
      keptAs = result.item.name;
    }
    // Without workloads the library takes no copy (there is nothing to compare), yet a name, prices, measured
    // values or a calibration are the user's work: set aside, as a preset or an import does.
    if (working.workloads.length === 0) scenarioReplaced(item.scenario, 'library', storage);
    else scenarioLoaded(item.scenario);
    setRemoved(null);
    info(
      keptAs
        ? tNodes('library.opened.autoSaved', { name: named(item.name), saved: named(keptAs) })
        : tNodes('library.opened', { name: named(item.name) }),
    );
  };

  const remove = (item: LibraryItem): boolean => {
    if (!storage) return false;
    const result = removeFromLibrary(storage, item.id);
    applied(result);
    if (!result.ok || result.index === undefined) {
      const refusal: Refusal = result.ok ? { reason: 'notFound' } : result;
      error(changeRefusedText(tNodes, refusal, 'delete', item.name), refusal);
      return false;
    }
    setRemoved({ item: result.item, index: result.index });
    info(tNodes('library.deleted', { name: named(item.name) }));
    return true;
  };

  const undoRemove = () => {
    if (!storage || !removed) return;
    const result = restoreToLibrary(storage, removed.item, removed.index);
    applied(result);
    setRemoved(null);
    if (result.ok) info(tNodes('library.restored', { name: named(removed.item.name) }));
    else error(failureText(tNodes, result, removed.item.name), result);
  };

  const rename = (item: LibraryItem, name: string): LibraryWrite => {
    if (!storage) return refused;
    const result = renameInLibrary(storage, item.id, name);
    applied(result);
    if (result.ok)
      info(tNodes('library.renamed', { from: named(item.name), to: named(result.item.name) }));
    else
      error(
        result.reason === 'nameTaken'
          ? failureText(tNodes, result, name.trim())
          : changeRefusedText(tNodes, result, 'rename', item.name),
        result,
      );
    return result;
  };

  const undoExpired = useCallback(() => setRemoved(null), []);

  return {
    message,
    removed,
    save,
    open,
    remove,
    undoRemove,
    rename,
    undoExpired,
  };
}
