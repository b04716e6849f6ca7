/** Bandwidths as the guide prints them, also in the warnings' folded text: after the start (./later). */
export const guideTablesShared = {
  'guideTables.bandwidth.Bps': '{value} B/s',
  'guideTables.bandwidth.KBps': '{value} KBps',
  'guideTables.bandwidth.MBps': '{value} MBps',
} as const;
