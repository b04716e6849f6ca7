/** SignalR or Web PubSub, folded in the answer column: its title (the other service's line is ./servicesStatus). */
export const servicesOnFirstView = {
  'services.heading': 'SignalR or Web PubSub',
} as const;
