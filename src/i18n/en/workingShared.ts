/** The words the first view also uses (workload and table names, byte counts): loaded with the page. */
export const workingOnFirstView = {
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
