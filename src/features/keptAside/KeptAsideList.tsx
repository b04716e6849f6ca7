/**
 * The set-aside scenarios and what could not be read of them (./KeptAsidePanel): a chunk of its own, drawn only
 * when there is something to show.
 */
import { useLayoutEffect } from 'react';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes, type Translate } from '../../i18n/I18nProvider';
import { formatSavedAt } from '../../i18n/formatSavedAt';
import { backupFailureReason } from '../../components/wording/backupText';
import {
  keptAsideBackupKey,
  keptAsideCapacity,
  type KeptProblem,
  type KeptScenario,
} from '../../state/keptAside';
import { useKeptAsideStore } from '../../state/keptAsideStore';
import { openStorage } from '../../state/persistence';
import { scenarioFingerprint } from '../../state/fingerprint';
import { KeptAsideItem } from './KeptAsideItem';
import { firstLoadCopiesDroppedIfSaved, keptAsideRefusedAs } from '../../state/keptAsideRestore';
import { isParsersReady, parsersReady } from '../../state/parsersSlot';

/** What of the stored list could not be read, and where it went (backups.ts), in words. */
function problemText(t: Translate, { dropped, unreadable, backup }: KeptProblem): string {
  if (!backup.ok)
    return t('keptAside.notKept', {
      reason: backupFailureReason(t, backup, keptAsideBackupKey),
    });
  return unreadable
    ? t('keptAside.unreadable', { key: backup.key })
    : t('keptAside.dropped', { count: dropped, key: backup.key });
}

/**
 * Past the list's capacity nothing is dropped: the list names its oldest item and asks the user to download and
 * forget what they no longer need.
 */
function OverCapacity({ oldest }: { oldest: KeptScenario }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const name = <UserText>{oldest.scenario.name?.trim() || t('keptAside.untitled')}</UserText>;
  const params = { capacity: keptAsideCapacity, name };
  return (
    <p className="kept-aside-notice" role="note">
      {oldest.keptAt
        ? tNodes('keptAside.overCapacity', {
            ...params,
            date: formatSavedAt(locale, oldest.keptAt),
          })
        : tNodes('keptAside.overCapacity.undated', params)}
    </p>
  );
}

/** Why some are on this page only: storage blocked, full, or refused for another reason (named as the browser did). */
function inPageText(t: Translate, refused: unknown): string {
  if (!openStorage()) return t('keptAside.blocked');
  const refusedAs = keptAsideRefusedAs(refused);
  return refusedAs === null
    ? t('keptAside.inPageOnly')
    : t('keptAside.inPageRefused', { reason: refusedAs });
}

export default function KeptAsideList() {
  const t = useT();
  const items = useKeptAsideStore((state) => state.items);
  // Before the list is first shown: what first-load code set aside that Saved scenarios holds leaves it.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    let live = true;
    const drop = () => {
      if (live) firstLoadCopiesDroppedIfSaved(openStorage());
    };
    if (isParsersReady()) drop();
    else void parsersReady().then(drop, () => undefined);
    return () => {
      live = false;
    };
  }, [items]);
  const inPageOnly = useKeptAsideStore((state) => state.inPageOnly);
  const refused = useKeptAsideStore((state) => state.refused);
  const problem = useKeptAsideStore((state) => state.problem);
  return (
    <section className="panel kept-aside" aria-labelledby="kept-aside-heading">
      <h2 id="kept-aside-heading">{t('keptAside.heading')}</h2>
      <p className="panel-hint">{t('keptAside.intro')}</p>
      {inPageOnly && (
        <p className="kept-aside-notice">
          {/* Storage blocked is not storage full: the page may store nothing at all. */}
          {inPageText(t, refused)}
        </p>
      )}
      {items.length > keptAsideCapacity && <OverCapacity oldest={items[items.length - 1]!} />}
      {problem && (
        <p className="kept-aside-notice" role="note">
          {problemText(t, problem)}
        </p>
      )}
      <ul className="kept-aside-list" aria-labelledby="kept-aside-heading">
        {items.map((item) => (
          // Each piece of work is in the list once (keptAside.ts), so content and name tell them apart.
          <KeptAsideItem
            key={`${item.scenario.name ?? ''} ${scenarioFingerprint(item.scenario)}`}
            item={item}
          />
        ))}
      </ul>
    </section>
  );
}
