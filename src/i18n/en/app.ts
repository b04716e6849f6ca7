/** The page frame: title, settings, landmarks. */
export const app = {
  'app.title': 'Azure SignalR Service sizing',
  'app.tagline':
    "Compose your workload; see the tier, app servers and cost it needs, computed live from the vendor's performance guide.",
  'app.settings': 'Settings',
  'app.edition': 'Guide edition',
  'app.edition.hint': 'Whose benchmark tables to size against.',
  'app.target': 'Headroom target',
  'app.target.hint':
    'The highest share of a throughput limit the recommended tier may use. The guide advises 70%.',
  'app.results': 'Results',
  'app.loadingChart': 'Loading chart…',
  'app.error.title': 'Something went wrong while drawing this panel',
  'app.error.body': 'Your scenario is safe. Reload the page to try again.',
} as const;
