/** The headroom chart: each limit's utilization at every tier, against the target and the 100% limit. */
export const headroom = {
  'headroom.title': 'Headroom by tier',
  'headroom.hint':
    'How much of each limit every tier would use. Throughput limits must stay under the target; connections and Free’s daily messages may reach the limit.',
  'headroom.caption':
    'Charted: {tiers}. Premium_P1 is not charted: its capacities equal Standard_S1’s at the same units.',
  'headroom.caption.range': '{sku} × {from}–{to}',
  'headroom.caption.twin':
    'Charted: {tiers}. Premium_P1 is not charted: the recommended {tier} has the same capacities as {twin}, which the chart shows.',
  'headroom.chart.label': 'Chart: utilization of each limit at every tier',
  'headroom.legend': 'Series',
  'headroom.summary':
    'Recommended {tier}: {binding} at {percent}, the binding limit; the others: {others}.',
  'headroom.summary.alone': 'Recommended {tier}: {binding} at {percent}, the binding limit.',
  'headroom.summary.eachInstance': { other: '{tier} on each of {count} instances' },
  'headroom.summary.item': '{limit} {percent}',
  'headroom.summary.noFit': 'No tier fits. The closest, {tier}, still exceeds: {limits}.',
  'headroom.empty': 'Add a workload to see how much of each limit the tiers would use.',
  'headroom.table.show': 'Show as a table',
} as const;
