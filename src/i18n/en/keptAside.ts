/** Set aside: the user's own scenarios that a link, another tab or a restore replaced, kept so none is lost. */
export const keptAside = {
  'keptAside.heading': 'Set aside',
  'keptAside.intro':
    'Your own work that a shared link, another tab, a preset, an import, a restore or a reload replaced on screen, kept in this browser. Restore one to work on it again: the scenario on screen is set aside in its place.',
  'keptAside.inPageOnly':
    'This browser’s storage is full, so some of these are kept on this page only. Download them before you close the page.',
  'keptAside.inPageRefused':
    'This browser refused to store some of these ({reason}), so they are kept on this page only. Nothing is lost: download them before you close the page.',
  'keptAside.blocked':
    'This browser does not let the page store anything, so these are kept on this page only. Restore or download them before you close the page.',
  'keptAside.overCapacity':
    'More than {capacity} scenarios are set aside, the most this list is meant to hold. None is removed without you: download and forget those you no longer need, starting with the oldest, “{name}”, set aside {date}.',
  'keptAside.overCapacity.undated':
    'More than {capacity} scenarios are set aside, the most this list is meant to hold. None is removed without you: download and forget those you no longer need, starting with the oldest, “{name}”.',
  'keptAside.dropped': {
    one: '{count} set-aside scenario could not be read (perhaps it was made by a newer version of this tool), so it is not listed. What was stored is kept in this browser under “{key}”.',
    other:
      '{count} set-aside scenarios could not be read (perhaps they were made by a newer version of this tool), so they are not listed. What was stored is kept in this browser under “{key}”.',
  },
  'keptAside.unreadable':
    'The set-aside list could not be read, so nothing from it is listed. Nothing was deleted: what was stored is kept in this browser under “{key}”.',
  'keptAside.notKept':
    'Some set-aside scenarios could not be read, nor copied aside: {reason}. Nothing is written over them until they can be.',
  'keptAside.untitled': 'Untitled scenario',
  'keptAside.workloads': { one: '{count} workload: {names}', other: '{count} workloads: {names}' },
  'keptAside.noWorkloads': 'No workloads',
  'keptAside.reason.link': 'Replaced by a shared link',
  'keptAside.reason.otherTab': 'Replaced by another tab’s version',
  'keptAside.reason.restore': 'Replaced when you restored another',
  'keptAside.reason.preset': 'Replaced by a preset',
  'keptAside.reason.import': 'Replaced by an imported scenario',
  'keptAside.reason.metrics': 'Replaced by a re-size from measured metrics',
  'keptAside.reason.library': 'Replaced by a saved scenario you opened',
  'keptAside.reason.undo': 'Replaced when you undid or redid the step that had opened it',
  'keptAside.reason.reload':
    'Left in this tab’s address when a reload opened the newer saved version',
  'keptAside.keptAt': 'Set aside {date}',
  'keptAside.restore': 'Restore',
  'keptAside.restore.label': 'Restore {name}',
  'keptAside.download': 'Download',
  'keptAside.download.label': 'Download {name}',
  'keptAside.forget': 'Forget',
  'keptAside.forget.label': 'Forget {name}',
} as const;
