/** The page frame: title, settings, landmarks. */
export const app = {
  'app.title': 'Azure SignalR Service sizing',
  'app.language': 'Language',
  'app.theme': 'Theme',
  'app.theme.light': 'Light',
  'app.theme.dark': 'Dark',
  'app.theme.system': 'System',
  'app.tagline':
    "Compose your workload; see the tier, app servers and cost it needs, computed live from the vendor's performance guide.",
  'app.loadingChart': 'Loading chart…',
  'app.loading': 'Loading…',
  'app.error.title': 'Something went wrong while drawing this panel',
  'app.error.body': 'Your scenario is safe. Reload the page to try again.',
} as const;
