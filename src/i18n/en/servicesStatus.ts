/**
 * The other service's answer in one line, under the answer (src/features/services/OtherServiceStatus.tsx): drawn
 * once the page is idle, so its words arrive after the start (./later); the folded line's title is on the first
 * view (./servicesOnFirstView).
 */
export const servicesStatus = {
  'services.status.cheaper': '{service}: {deployment}, {cost}/month, {saving} less',
  'services.status.dearer': '{service}: {deployment}, {cost}/month, {saving} more',
  'services.status.same': '{service}: {deployment}, {cost}/month, the same',
  'services.status.noFit': '{service}: no tier fits',
  'services.status.blocked': '{service}: its guide has no table for the pattern of {names}',
} as const;
