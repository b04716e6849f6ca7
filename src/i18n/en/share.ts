/** The share panel: the link to this scenario, its length, and copying it. */
export const share = {
  'share.heading': 'Share',
  'share.intro':
    'The link holds the whole scenario in its fragment (after #), which browsers never send to a server.',
  'share.link': 'Link to this scenario',
  'share.length': { one: '{count} character', other: '{count} characters' },
  'share.tooLong':
    'Longer than 2,000 characters: Teams and Outlook may cut it. Shorten workload names, remove workloads, or share an export instead.',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied.',
  'share.copyFailed': 'Copying was blocked: the link is selected, press Ctrl+C (⌘C on a Mac).',
} as const;
