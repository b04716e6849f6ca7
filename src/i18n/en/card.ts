/** The image card (src/exports/card) and its place in the Embed dialog: the answer and the chart as an SVG. */
export const card = {
  'card.title': '{name}: Azure SignalR Service sizing',
  'card.title.webPubSub': '{name}: Azure Web PubSub sizing',
  'card.untitled': 'Untitled scenario',
  'card.empty': 'No workloads yet.',
  'card.noFit': 'No deployment fits this scenario.',
  'card.chart': 'Headroom: how much of each limit one instance of each tier would use',
  'card.deployed': 'deployed',
  'card.link': 'Open the live scenario',
  'card.source':
    'From Microsoft’s Azure SignalR Service performance guide. Prices in {currency}, defaults seen in {year}; they vary by region.',
  'card.source.webPubSub':
    'From Microsoft’s Azure Web PubSub performance guide. Prices in {currency}, defaults seen in {year}; they vary by region.',
  'card.dialog.heading': 'Image card (SVG)',
  'card.dialog.hint':
    'For wikis that forbid iframes: the answer and the headroom chart as one image. Upload the file, then link it to the live scenario (the Markdown below does both).',
  'card.dialog.preview': 'Preview of the image card',
  'card.dialog.theme': 'Card colours',
  'card.dialog.theme.light': 'Light card',
  'card.dialog.theme.dark': 'Dark card',
  'card.dialog.download': 'Download SVG',
  'card.dialog.copy': 'Copy SVG',
  'card.dialog.markdown': 'Markdown for the image, linked to the live scenario',
  'card.dialog.copyMarkdown': 'Copy image Markdown',
  'card.dialog.saved': 'Saved {fileName}.',
} as const;
