/**
 * Which scenario the page opens with, decided from the link and storage without touching either:
 * a valid link wins (the user's own scenario is set aside, one click away); a bad link is reported and
 * changes nothing; otherwise the stored working scenario, or the example on a first visit.
 */
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import type { KeptScenario } from './keptAside';
import type { Notice } from './notices';
import type { StoredRead } from './persistence';
import { decodeScenario } from './shareLink';

export interface Start {
  scenario: Scenario;
  notices: Notice[];
  /** The user's own work the link replaced: to be set aside before anything is written over it. */
  keep: Scenario | null;
  /** The scenario shown is a link's, unedited: a later link need not set it aside. */
  fromLink: boolean;
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
): Start {
  const notices = storageNotices(stored);
  const own = stored?.status === 'ok' ? stored.scenario : defaultScenario;
  const ownFromLink = stored?.status === 'ok' && stored.fromLink === true;

  if (linkValue === null) return { scenario: own, notices, keep: null, fromLink: ownFromLink };
  const decoded = decodeScenario(linkValue);
  if (!decoded.ok) {
    const { ok, ...failure } = decoded;
    notices.push({ kind: 'badLink', failure });
    return { scenario: own, notices, keep: null, fromLink: ownFromLink };
  }
  const opened = { scenario: decoded.scenario, notices, keep: null, fromLink: true };
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
