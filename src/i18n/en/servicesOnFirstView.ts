/** SignalR or Web PubSub, folded in the answer column: its title and the other service's answer in one line. */
export const servicesOnFirstView = {
  'services.heading': 'SignalR or Web PubSub',
  'services.status.cheaper': '{service}: {deployment}, {cost}/month, {saving} less',
  'services.status.dearer': '{service}: {deployment}, {cost}/month, {saving} more',
  'services.status.same': '{service}: {deployment}, {cost}/month, the same',
  'services.status.noFit': '{service}: no tier fits',
  'services.status.blocked': '{service}: its guide has no table for the pattern of {names}',
} as const;
