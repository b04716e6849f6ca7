/** Bandwidths as the guide prints them, also in the warnings on the first view: loaded with the page. */
export const guideTablesOnFirstView = {
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KBps',
  'guideTables.bandwidth.MBps': '{value} MBps',
} as const;
