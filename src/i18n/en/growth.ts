/** The growth chart: each limit at the recommended tier as the workload grows from ×0.5 to ×10. */
export const growth = {
  'growth.title': 'Room to grow',
  'growth.hint':
    'Each limit at the recommended tier as the audience grows: every workload’s connections, and its senders where they grow with it (set per workload). Server connections stay as they are. A broadcast whose senders grow too grows with the square: more senders reach more connections.',
  'growth.chart.label':
    'Chart: utilization of each limit at {tier} as the workload grows from ×0.5 to ×10',
  'growth.legend': 'Series',
  'growth.tick': '×{factor}',
  'growth.now': 'Now',
  'growth.target': 'Target {percent}',
  'growth.limit': 'Limit',
  'growth.connectionTarget': 'Connection target {percent}',
  'growth.tooltip.title': 'Workload ×{factor}',
  'growth.lead': 'At {tier}:',
  'growth.crossing.target': '{limit}: reaches the {percent} target at ×{factor}.',
  'growth.crossing.limit': '{limit}: reaches the limit ({percent}) at ×{factor}.',
  'growth.crossing.targetNever': '{limit}: stays under the {percent} target up to ×{factor}.',
  'growth.crossing.limitNever': '{limit}: stays under the limit ({percent}) up to ×{factor}.',
  'growth.headroom':
    'The workload can grow ×{factor} before its first limit, {limit}, reaches its threshold.',
  'growth.headroom.none':
    'No room to grow: the binding limit, {limit}, is already at its threshold.',
  'growth.noFit': 'No tier fits this scenario, so there is no recommended tier to grow on.',
  'growth.empty': 'Add a workload to see how it would grow.',
  'growth.table.show': 'Show as a table',
  'growth.table.caption': 'Utilization of each limit at {tier} by growth factor',
  'growth.table.factor': 'Growth',
  'growth.steps.title': 'The plan as the audience grows',
  'growth.steps.hint':
    'Planned like the scenario itself (its instances, regions, day and autoscale); where the tier changes, what that costs an instance already running.',
  'growth.steps.step': '×{factor}: {deployment}',
  'growth.steps.noFit': '×{factor}: no tier fits',
} as const;
