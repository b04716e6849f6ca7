/** The embed view (the compact page for iframes) and the Embed dialog that hands out its snippets. */
export const embed = {
  'embed.title': '{name}: Azure SignalR Service sizing',
  'embed.title.webPubSub': '{name}: Azure Web PubSub sizing',
  'embed.untitled': 'Untitled scenario',
  'embed.warnings': {
    one: 'The guide adds {count} caveat to this result: open the sizing tool to read it.',
    other: 'The guide adds {count} caveats to this result: open the sizing tool to read them.',
  },
  'embed.badLink.title': 'This embed’s link could not be read',
  'embed.badLink':
    'The frame shows no figures rather than another scenario’s in their place. Ask whoever shared it for a fresh link.',
  'embed.controls': 'Try other numbers',
  'embed.controls.hint': 'Changes stay on this page: nothing is saved or sent.',
  'embed.open': 'Open in the sizing tool',
  'embed.open.newTab': '(opens in a new tab)',
  'embed.frameTitle': 'Azure SignalR sizing: {name}',
  'embed.frameTitle.webPubSub': 'Azure Web PubSub sizing: {name}',
  'embed.markdown.summary':
    '**{name}**: Azure SignalR Service sizing recommends {tier} at {cost} a month; the binding limit is {limit} at {percent}. [Open the sizing]({url})',
  'embed.markdown.noFit':
    '**{name}**: no single Azure SignalR Service tier fits this scenario as composed. [Open the sizing]({url})',
  'embed.markdown.summary.webPubSub':
    '**{name}**: Azure Web PubSub sizing recommends {tier} at {cost} a month; the binding limit is {limit} at {percent}. [Open the sizing]({url})',
  'embed.markdown.noFit.webPubSub':
    '**{name}**: no single Azure Web PubSub tier fits this scenario as composed. [Open the sizing]({url})',
  'embed.markdown.empty': '**{name}**: no workloads yet. [Open the sizing]({url})',
  'embed.dialog.open': 'Embed',
  'embed.dialog.title': 'Embed this scenario',
  'embed.dialog.intro':
    'Paste the HTML into a page that allows iframes, or the Markdown summary into Confluence, SharePoint, a wiki or a README. The scenario travels inside the link: nothing is uploaded.',
  'embed.dialog.hosting':
    'The frame works from a server that sends no special headers (GitHub Pages, Azure Static Web Apps, nginx as installed) on any page that allows iframes: keep its sandbox attribute as it is. allow-scripts runs the tool; allow-same-origin lets it load its own files from its own server. The embed reads and writes no storage, and can reach your page only if your page is served from the tool’s own address. If a page removes either, the frame says what is missing instead of showing figures.',
  'embed.dialog.mode': 'Readers can',
  'embed.dialog.mode.readonly': 'Only read the result',
  'embed.dialog.mode.interactive': 'Try other numbers',
  'embed.dialog.mode.interactive.hint':
    'Sliders for the headroom target and each workload’s connections and send interval; their changes are not saved.',
  'embed.dialog.theme': 'Theme',
  'embed.dialog.theme.auto': 'Follow the reader’s system',
  'embed.dialog.theme.light': 'Light',
  'embed.dialog.theme.dark': 'Dark',
  'embed.dialog.height': 'Frame height',
  'embed.dialog.height.hint':
    'A starting height: on pages that listen for the frame’s height messages (see the README) the frame fits its content.',
  'embed.dialog.unit.px': 'px',
  'embed.dialog.html': 'HTML (iframe)',
  'embed.dialog.markdown': 'Markdown summary',
  'embed.dialog.copyHtml': 'Copy HTML',
  'embed.dialog.copyMarkdown': 'Copy Markdown',
  'embed.dialog.copied': 'Copied to the clipboard.',
  'embed.dialog.copyFailed':
    'This browser blocked copying. The text is selected: press Ctrl+C to copy it.',
  'embed.dialog.close': 'Close',
} as const;
