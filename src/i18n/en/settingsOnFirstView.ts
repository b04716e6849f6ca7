/** The words of the folded settings line (the fields' own words, ./settings, arrive with the fields). */
export const settingsOnFirstView = {
  'settings.heading': 'Settings',
  'settings.status': '{edition} · headroom {target} · connections {connectionTarget}',
  'settings.status.webPubSub':
    'Web PubSub · {edition} · headroom {target} · connections {connectionTarget}',
} as const;
