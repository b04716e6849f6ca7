/**
 * Which scenario the page opens with, decided from the link and storage without touching either:
 * a valid link wins (the user's own scenario is set aside, one click away); a bad link is reported and
 * changes nothing; otherwise the stored working scenario, or the example on a first visit. A reload of the
 * page's own address is no shared link: the saved work, written as each edit happens, is at least as new
 * as the address, which is rewritten only once an edit ends (and by another tab, never).
 */
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import { sameWork, type KeptReason, type KeptScenario } from './keptAside';
import type { Notice } from './notices';
import type { StoredRead } from './persistence';
import { decodeScenario } from './shareLink';

export interface Start {
  scenario: Scenario;
  notices: Notice[];
  /** The user's own work the link replaced: to be set aside before anything is written over it. */
  keep: Scenario | null;
  /** Why `keep` is set aside: a shared link replaced it, or a reload found newer saved work. */
  keepReason: KeptReason;
  /** The scenario shown is a link's, unedited: a later link need not set it aside. */
  fromLink: boolean;
  /** The scenario shown is the one storage holds: nothing to save. */
  fromStorage: boolean;
  /** The address bar holds another scenario than the one shown: rewrite it. */
  addressStale: boolean;
}

export interface StartOptions {
  /**
   * The page was reloaded, or reached with Back or Forward: its address is this tab's own, written by the
   * page itself (or the link it was first opened with), not a link someone shared.
   */
  ownAddress?: boolean;
}

function sameScenario(a: Scenario, b: Scenario): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function storageNotices(stored: StoredRead | null): Notice[] {
  if (stored === null) return [{ kind: 'storageUnavailable' }];
  if (stored.status === 'unreadable') return [{ kind: 'storageUnreadable', backup: stored.backup }];
  if (stored.status === 'readFailed') return [{ kind: 'storageReadFailed' }];
  return [];
}

/**
 * @param linkValue the fragment's `s` parameter, or null
 * @param stored what storage holds (or the scenario on screen, for a link pasted into an open page); null
 *   when storage is unavailable
 * @param kept the scenarios already set aside, newest first
 * @example decideStart(link, { status: 'ok', scenario: own }, []).keep // own: set it aside
 * @example decideStart(link2, { status: 'ok', scenario: link1, fromLink: true }, [own]).keep // null:
 *   link1 is still in its link; the notice offers `own` back
 */
export function decideStart(
  linkValue: string | null,
  stored: StoredRead | null,
  kept: readonly KeptScenario[] = [],
  { ownAddress = false }: StartOptions = {},
): Start {
  const notices = storageNotices(stored);
  const own = stored?.status === 'ok' ? stored.scenario : defaultScenario;
  const ownFromLink = stored?.status === 'ok' && stored.fromLink === true;
  const shown: Start = {
    scenario: own,
    notices,
    keep: null,
    keepReason: 'link',
    fromLink: ownFromLink,
    fromStorage: stored?.status === 'ok',
    addressStale: false,
  };

  if (linkValue === null) return shown;
  const decoded = decodeScenario(linkValue);
  if (!decoded.ok) {
    const { ok, ...failure } = decoded;
    notices.push({ kind: 'badLink', failure });
    return shown;
  }
  if (ownAddress && stored?.status === 'ok') {
    // The address is older than the saved work, or another tab saved since: the saved work stays on
    // screen. The address's scenario is set aside unless it is the same, or already kept.
    if (sameScenario(decoded.scenario, own)) return shown;
    const keptAlready = kept.some((item) => sameWork(item.scenario, decoded.scenario));
    return {
      ...shown,
      keep: keptAlready ? null : decoded.scenario,
      keepReason: 'reload',
      addressStale: true,
    };
  }
  const opened: Start = {
    ...shown,
    scenario: decoded.scenario,
    fromLink: true,
    fromStorage: false,
  };
  if (stored?.status !== 'ok' || sameScenario(stored.scenario, decoded.scenario)) return opened;
  if (!ownFromLink) {
    notices.push({ kind: 'openedLink', previous: own, keptInStorage: true });
    return { ...opened, keep: own };
  }
  // An earlier link's scenario, unedited, is on screen: the user's own is the one set aside before it.
  const previous = kept[0]?.scenario;
  if (previous && !sameScenario(previous, decoded.scenario))
    notices.push({ kind: 'openedLink', previous, keptInStorage: true });
  return opened;
}
