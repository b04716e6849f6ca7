/**
 * Which scenario the page opens with, decided from the link and storage without touching either:
 * a valid link wins (the user's own scenario is kept aside, one click away); a bad link is reported and
 * changes nothing; otherwise the stored working scenario, or the example on a first visit.
 */
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import type { StoredRead } from './persistence';
import { decodeScenario, type LinkFailure } from './shareLink';

export type Notice =
  /** The link could not be opened; `failure` says why. The user's own scenario is shown. */
  | { kind: 'badLink'; failure: LinkFailure }
  /** A link replaced the working scenario; the user's own is kept and can be restored. */
  | { kind: 'openedLink'; previous: Scenario }
  /** The stored scenario could not be read; it was kept aside and the example is shown. */
  | { kind: 'storageUnreadable' }
  /** This browser does not let the page store anything (private mode, a sandboxed frame). */
  | { kind: 'storageUnavailable' };

export interface Start {
  scenario: Scenario;
  notices: Notice[];
}

function sameScenario(a: Scenario, b: Scenario): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * @param linkValue the fragment's `s` parameter, or null
 * @param stored what storage holds, or null when storage is unavailable
 */
export function decideStart(linkValue: string | null, stored: StoredRead | null): Start {
  const notices: Notice[] = [];
  if (stored === null) notices.push({ kind: 'storageUnavailable' });
  else if (stored.status === 'unreadable') notices.push({ kind: 'storageUnreadable' });
  const own = stored?.status === 'ok' ? stored.scenario : defaultScenario;

  if (linkValue === null) return { scenario: own, notices };
  const decoded = decodeScenario(linkValue);
  if (!decoded.ok) {
    const { ok, ...failure } = decoded;
    return { scenario: own, notices: [...notices, { kind: 'badLink', failure }] };
  }
  if (stored?.status === 'ok' && !sameScenario(stored.scenario, decoded.scenario)) {
    notices.push({ kind: 'openedLink', previous: stored.scenario });
  }
  return { scenario: decoded.scenario, notices };
}
