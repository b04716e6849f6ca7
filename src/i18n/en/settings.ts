/** The settings panel: guide edition, headroom target, app server framework. */
export const settings = {
  'settings.heading': 'Settings',
  'settings.edition': 'Guide edition',
  'settings.edition.current.hint':
    'Units up to 1,000 with Premium_P2 (the guide’s Japanese translation).',
  'settings.edition.2019.hint':
    'Units 1 to 100 (the Polish, German, French and Korean translations).',
  'settings.target': 'Headroom target',
  'settings.target.hint':
    'The highest share of a throughput limit the recommended tier may use. The guide advises keeping Server Load under 70%.',
  'settings.unit.percent': '%',
  'settings.framework': 'App server framework',
  'settings.framework.hint':
    'Which app server tables to read. The 2019 guide has ASP.NET SignalR tables for echo, broadcast and small groups; other patterns use the ASP.NET Core ones.',
  'settings.framework.aspnetcore': 'ASP.NET Core',
  'settings.framework.aspnet': 'ASP.NET SignalR',
} as const;
