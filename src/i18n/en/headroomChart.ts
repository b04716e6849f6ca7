/**
 * The headroom chart's own words (its axis, ticks, lines and tooltip) and its table's: the chart and the table's
 * rows load after the start (src/features/headroom), with these (./later); the panel's title, summary, legend and
 * caption are on the first view (./headroom).
 */
export const headroomChart = {
  'headroom.axis.clipped': '≥ {percent}',
  'headroom.tick.Free': 'Free',
  'headroom.tick.Standard_S1': 'S1 ×{units}',
  'headroom.tick.Premium_P1': 'P1 ×{units}',
  'headroom.tick.Premium_P2': 'P2 ×{units}',
  'headroom.target': 'Target {percent}',
  'headroom.limit': 'Limit',
  'headroom.recommended': 'Recommended',
  'headroom.range.optimistic': 'Most favourable',
  'headroom.range.conservative': 'Least favourable',
  'headroom.connectionTarget': 'Connection target {percent}',
  'headroom.tooltip.value': '{percent} ({load} of {capacity})',
  'headroom.tooltip.fits': 'Fits',
  'headroom.tooltip.doesNotFit': 'Does not fit',
  'headroom.table.caption': 'Utilization of each limit by tier',
  'headroom.table.tier': 'Tier',
  'headroom.table.verdict': 'Verdict',
  'headroom.table.notApplicable': '—',
  'headroom.table.recommendedTier': '{tier} (recommended)',
} as const;
