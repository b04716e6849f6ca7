/** Notices about links and storage: what went wrong, and that the user's work is safe. */
export const notices = {
  'notices.label': 'Notices',
  'notices.dismiss': 'Dismiss',
  'notices.badLink.title': 'This link could not be opened',
  'notices.badLink.corrupt':
    'The link is damaged or cut short (some chat and mail apps cut long links). Copy it again from where it was shared.',
  'notices.badLink.tooLong':
    'The link is far longer than any scenario needs, so it was not opened.',
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
  'notices.openedLink.restore': 'Restore my scenario',
  'notices.storageUnreadable.title': 'Your saved scenario could not be read',
  'notices.storageUnreadable.body':
    'The example is shown instead. The unreadable copy is kept in this browser under “signalr-sizing:unreadable”.',
  'notices.storageUnavailable.title': 'This browser does not let the page save your work',
  'notices.storageUnavailable.body':
    'Private browsing or an embedded frame blocks storage. Everything still works; keep your scenario with the share link or an export.',
} as const;
