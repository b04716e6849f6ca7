/** Set aside: the user's own scenarios that a link, another tab or a restore replaced, kept so none is lost. */
export const keptAside = {
  'keptAside.heading': 'Set aside',
  'keptAside.intro':
    'Your own work that a shared link, another tab or a restore replaced on screen, kept in this browser. Restore one to work on it again: the scenario on screen is set aside in its place.',
  'keptAside.inPageOnly':
    'This browser’s storage is full, so some of these are kept on this page only. Download them before you close the page.',
  'keptAside.untitled': 'Untitled scenario',
  'keptAside.workloads': { one: '{count} workload: {names}', other: '{count} workloads: {names}' },
  'keptAside.noWorkloads': 'No workloads',
  'keptAside.reason.link': 'Replaced by a shared link',
  'keptAside.reason.otherTab': 'Replaced by another tab’s version',
  'keptAside.reason.restore': 'Replaced when you restored another',
  'keptAside.keptAt': 'Set aside {date}',
  'keptAside.restore': 'Restore',
  'keptAside.restore.label': 'Restore {name}',
  'keptAside.download': 'Download',
  'keptAside.download.label': 'Download {name}',
  'keptAside.forget': 'Forget',
  'keptAside.forget.label': 'Forget {name}',
} as const;
