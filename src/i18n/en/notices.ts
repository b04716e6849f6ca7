/** Notices about links and storage: what went wrong, and that the user's work is safe. */
export const notices = {
  'notices.label': 'Notices',
  'notices.dismiss': 'Dismiss',
  'notices.badLink.title': 'This link could not be opened',
  'notices.badLink.corrupt':
    'The link is damaged or cut short (some chat and mail apps cut long links). Copy it again from where it was shared.',
  'notices.badLink.tooLong':
    'The link is far longer than any scenario needs, so it was not opened.',
  'notices.badLink.codecUnavailable':
    'The page could not load the part of its code that reads links (the connection may have dropped). Reload the page to try again.',
  'notices.badLink.newerVersion':
    'The link was made by a newer version of this tool (link format {version}). Open it with the same version, or ask for a new link.',
  'notices.badLink.invalid':
    'The link holds values the scenario format does not allow, so it was not opened:',
  'notices.badLink.moreIssues': {
    one: '…and {count} more problem.',
    other: '…and {count} more problems.',
  },
  'notices.badLink.ownKept': 'Your own scenario is shown, unchanged.',
  'notices.openedLink.title': 'Opened a shared scenario',
  'notices.openedLink.body': 'Your own scenario was kept. You can go back to it at any time.',
  'notices.openedLink.inPageOnly':
    'There was no room in this browser’s storage to set your own scenario aside: it is kept on this page, and the page saves nothing over what storage holds of it. Restore it, or download it, before you close the page.',
  'notices.openedLink.inPageRefused':
    'This browser refused to set your own scenario aside ({reason}): it is kept on this page, and the page saves nothing over what storage holds of it. Nothing is lost: restore it, or download it, before you close the page.',
  'notices.openedLink.blocked':
    'This browser does not let the page store anything, so your own scenario is kept on this page only. Restore it, or download it, before you close the page.',
  'notices.openedLink.restore': 'Restore my scenario',
  'notices.openedLink.download': 'Download my scenario',
  'notices.storageUnreadable.title': 'Your saved scenario could not be read',
  'notices.storageUnreadable.newerVersion':
    'It was saved by a newer version of this page (format {version}), which this one cannot read.',
  'notices.storageUnreadable.body':
    'The example is shown instead. The unreadable copy is kept in this browser under “{key}”.',
  'notices.storageUnreadable.notKept':
    'The example is shown instead. There was no room to copy the unreadable data aside, so it stays where it was and the page does not save over it: your changes here are not saved. Download the data to keep it, then let the page save.',
  'notices.storageUnreadable.refused':
    'The example is shown instead. This browser refused to copy the unreadable data aside ({reason}), so it stays where it was and the page does not save over it: your changes here are not saved. Download the data to keep it, then let the page save.',
  'notices.storageUnreadable.slotsFull':
    'The example is shown instead. This browser already holds {count} earlier unreadable copies (“{key}” and “{key}:2” to “{key}:{count}”), the most the page keeps, so this one stays where it was and the page does not save over it: your changes here are not saved. Download the data to keep it, or remove an earlier copy, then let the page save.',
  'backup.failure.noRoom': 'this browser’s storage is full',
  'backup.failure.refused': 'this browser refused the copy ({reason})',
  'backup.failure.slotsFull':
    'this browser already holds {count} earlier unreadable copies under “{key}” to “{key}:{count}”, the most the page keeps',
  'notices.storageUnreadable.download': 'Download the unreadable data',
  'notices.storageUnreadable.overwrite': 'Save my work over it',
  'notices.storageReadFailed.title': 'This browser refused to read your saved work',
  'notices.storageReadFailed.body':
    'The example is shown instead, and nothing is saved over what this browser holds: your changes on this page are not saved. Download the scenario to keep them.',
  'notices.saveFailed.title': 'Your changes are not being saved',
  'notices.saveFailed.body':
    'This browser’s storage is full. Your work is safe on this page while it stays open: download the scenario to keep it, or delete saved scenarios you no longer need to make room.',
  'notices.saveRefused.body':
    'This browser refused to save your changes ({reason}). Nothing is lost: your work stays on this page while it is open, and the page tries again with each change. Download the scenario to keep it as a file.',
  'notices.keepFailed.title': 'Your changes are not being saved',
  'notices.keepFailed.body':
    'This browser’s storage is full, so the scenario the page replaced could be set aside on this page only. The page saves nothing over what storage holds of it, so what you do now is kept on this page only: download the scenario to keep it, or delete saved scenarios you no longer need. Saving resumes once the replaced scenario is set aside, or back on screen.',
  'notices.keepRefused.body':
    'This browser refused to set aside the scenario the page replaced ({reason}), so it is kept on this page only. Nothing is lost: the page saves nothing over what storage holds of it, so what you do now is kept on this page while it is open; download the scenario to keep it. Saving resumes once the replaced scenario is set aside (the page tries again with each change), or back on screen.',
  'notices.download': 'Download the scenario',
  'notices.otherTab.title': 'Another tab changed this scenario',
  'notices.otherTab.body':
    'This scenario is open in another tab too, and that tab saved a different version. Your changes here are not saved until you choose; the version you do not choose is set aside, not lost.',
  'notices.otherTab.unreadable':
    'This scenario is open in another tab too, and that tab saved a version this page cannot read (perhaps from a newer version of the tool). Your changes here are not saved until you keep yours; the other version is then copied aside as it is.',
  'notices.otherTab.load': 'Load the other tab’s version',
  'notices.otherTab.keep': 'Keep mine',
  'notices.storageUnavailable.title': 'This browser does not let the page save your work',
  'notices.storageUnavailable.body':
    'Private browsing or an embedded frame blocks storage. Everything still works; keep your scenario with the share link or an export.',
} as const;
