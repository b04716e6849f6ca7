/** The page frame: title, settings, landmarks. */
export const app = {
  'app.title': 'Azure SignalR Service sizing',
  'app.title.webPubSub': 'Azure Web PubSub sizing',
  'app.language': 'Language',
  'app.theme': 'Theme',
  'app.theme.light': 'Light',
  'app.theme.dark': 'Dark',
  'app.theme.system': 'System',
  'app.tagline':
    "Compose your workload; see the tier, app servers and cost it needs, computed live from the vendor's performance guide.",
  'app.tagline.webPubSub':
    "Compose your workload; see the tier, the requests your upstream answers and the cost it needs, computed live from the vendor's performance guide.",
  'app.loadingChart': 'Loading chart…',
  'app.loading': 'Loading…',
  'app.error.title': 'Something went wrong while drawing this panel',
  'app.error.body': 'Your scenario is safe. Reload the page to try again.',
  'app.tabs.label': 'More about this answer',
  'app.tabs.presets': 'Presets',
  'app.tabs.working': 'Check our working',
  'app.tabs.growth': 'Growth',
  'app.tabs.plan': 'Day and year',
  'app.tabs.levers': 'Cut the bill',
  'app.tabs.measured': 'What you measured',
  'app.tabs.deploy': 'Deploy',
  'app.tabs.scenarios': 'Share and save',
  'app.tabs.guide': 'The guide',
} as const;
