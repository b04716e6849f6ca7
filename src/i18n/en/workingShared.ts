/**
 * The words the folded parts of the first view share with the working (workload and table names, byte counts):
 * the warnings' folded text, the other service's line and the fields after the start (./later).
 */
export const workingShared = {
  'working.unnamedWorkload': 'Workload {number}',
  'working.bytes': '{value} B',
  'working.appServerPattern.echo': 'echo',
  'working.appServerPattern.broadcast': 'broadcast',
  'working.appServerPattern.smallGroup': 'small group',
  'working.appServerPattern.bigGroup': 'big group',
  'working.appServerPattern.connection': 'send to connection',
  'working.table.quickEcho': 'quick evaluation (echo)',
  'working.table.quickBroadcast': 'quick evaluation (broadcast)',
  'working.table.echo': 'echo',
  'working.table.broadcast': 'broadcast',
  'working.table.smallGroup': 'small group',
  'working.table.bigGroup': 'big group',
  'working.table.connection': 'send to connection',
  'working.table.restBroadcast': 'REST broadcast',
  'working.table.restUser': 'REST send to user',
} as const;
