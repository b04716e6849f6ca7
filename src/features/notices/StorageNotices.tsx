/**
 * Notices about storage: what it could not do, that the work on screen is safe, and the way out (a
 * download of the scenario, or of the stored data the page could not read).
 */
import { useState } from 'react';
import { downloadText } from '../../components/download';
import { downloadScenario } from '../../components/downloadScenario';
import { useT, type Translate } from '../../i18n/I18nProvider';
import type { Notice } from '../../state/notices';
import { backupSlots, type Backup, type BackupFailure } from '../../state/backups';
import { currentStorageVersion, openStorage, unreadableKey } from '../../state/persistence';
import { readRawScenario } from '../../state/rawScenario';
import { keptAsideRefusedAs } from '../../state/keptAsideRestore';
import { unreadableReplaced } from '../../state/saveHold';
import { useScenarioStore } from '../../state/scenarioStore';
import { storageRefusal } from '../../state/storageRefusal';
import { NoticeAction, NoticeFrame } from './NoticeFrame';

type NoticeOf<Kind extends Notice['kind']> = Extract<Notice, { kind: Kind }>;

/** The scenario on screen, read on click: these notices never re-render while a slider moves. */
const downloadCurrent = () => downloadScenario(useScenarioStore.getState().scenario);

function DownloadAction() {
  const t = useT();
  return <NoticeAction label={t('notices.download')} onClick={downloadCurrent} />;
}

/**
 * A save storage refused. Full: how to make room. Refused for another reason (storageRefusal.ts): the browser's
 * name for it, and that nothing is lost; deleting saved scenarios would not help.
 */
export function SaveFailedNotice({ notice }: { notice: NoticeOf<'saveFailed'> }) {
  const t = useT();
  const refusal = storageRefusal(notice.error);
  return (
    <NoticeFrame notice={notice} title={t('notices.saveFailed.title')} actions={<DownloadAction />}>
      <p>
        {refusal.quota
          ? t('notices.saveFailed.body')
          : t('notices.saveRefused.body', { reason: refusal.name })}
      </p>
    </NoticeFrame>
  );
}

/** Saves held while a replaced scenario is set aside on this page only: for want of room, or refused by name. */
export function KeepFailedNotice({ notice }: { notice: NoticeOf<'keepFailed'> }) {
  const t = useT();
  const refusedAs = keptAsideRefusedAs();
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.keepFailed.title')}
      actions={<DownloadAction />}
      dismissible={false}
    >
      <p>
        {refusedAs === null
          ? t('notices.keepFailed.body')
          : t('notices.keepRefused.body', { reason: refusedAs })}
      </p>
    </NoticeFrame>
  );
}

export function StorageReadFailedNotice({ notice }: { notice: NoticeOf<'storageReadFailed'> }) {
  const t = useT();
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.storageReadFailed.title')}
      actions={<DownloadAction />}
      dismissible={false}
    >
      <p>{t('notices.storageReadFailed.body')}</p>
    </NoticeFrame>
  );
}

/** The stored value the page could not read, as it is, for the user to keep. */
function downloadUnreadable() {
  const storage = openStorage();
  const raw = storage && readRawScenario(storage);
  if (raw !== null) downloadText(raw, 'signalr-sizing-unreadable.json', 'application/json');
}

/**
 * The format of what could not be read when a newer version of the page saved it, else null (damaged, invalid):
 * read from its copy aside, or from where it stays when it could not be copied. Read here, not at start, so the
 * page's first load carries none of it.
 */
function newerFormatOf(backup: Backup): number | null {
  try {
    const storage = openStorage();
    const raw = storage && (backup.ok ? storage.getItem(backup.key) : readRawScenario(storage));
    const version: unknown = raw && (JSON.parse(raw) as { version?: unknown } | null)?.version;
    return typeof version === 'number' &&
      Number.isInteger(version) &&
      version > currentStorageVersion
      ? version
      : null;
  } catch {
    return null;
  }
}

/** Why the unreadable data stays where it was: every backup key taken, storage full, or refused by name. */
function notKeptText(t: Translate, backup: BackupFailure): string {
  if (backup.failure === 'slotsFull') {
    return t('notices.storageUnreadable.slotsFull', { count: backupSlots, key: unreadableKey });
  }
  const refusal = storageRefusal(backup.error);
  return refusal.quota
    ? t('notices.storageUnreadable.notKept')
    : t('notices.storageUnreadable.refused', { reason: refusal.name });
}

export function StorageUnreadableNotice({ notice }: { notice: NoticeOf<'storageUnreadable'> }) {
  const t = useT();
  const { backup } = notice;
  const [newerFormat] = useState(() => newerFormatOf(backup));
  const newer = newerFormat !== null && (
    <p>{t('notices.storageUnreadable.newerVersion', { version: newerFormat })}</p>
  );
  if (backup.ok)
    return (
      <NoticeFrame notice={notice} title={t('notices.storageUnreadable.title')}>
        {newer}
        <p>{t('notices.storageUnreadable.body', { key: backup.key })}</p>
      </NoticeFrame>
    );
  return (
    <NoticeFrame
      notice={notice}
      title={t('notices.storageUnreadable.title')}
      dismissible={false}
      actions={
        <>
          <NoticeAction
            label={t('notices.storageUnreadable.download')}
            onClick={downloadUnreadable}
          />
          <NoticeAction
            label={t('notices.storageUnreadable.overwrite')}
            onClick={unreadableReplaced}
          />
        </>
      }
    >
      {newer}
      <p>{notKeptText(t, backup)}</p>
    </NoticeFrame>
  );
}

export function StorageUnavailableNotice({ notice }: { notice: NoticeOf<'storageUnavailable'> }) {
  const t = useT();
  return (
    <NoticeFrame notice={notice} title={t('notices.storageUnavailable.title')}>
      <p>{t('notices.storageUnavailable.body')}</p>
    </NoticeFrame>
  );
}
