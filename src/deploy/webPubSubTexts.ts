/**
 * The English words every Web PubSub output says about its hub and the upstream webhook, the same in each format
 * (Bicep and ARM descriptions, Terraform variables, the script's comments), so a reviewer reads one rule once.
 */
import type { Deployment } from '../engine';

/** A rate as the outputs print it: whole numbers from 10 a second, one decimal below (formatting only). */
export function rateText(perSecond: number): string {
  return perSecond >= 10 ? String(Math.round(perSecond)) : String(Math.round(perSecond * 10) / 10);
}

/** The plan's upstream in the file's header. */
export function upstreamSummary(upstream: Deployment['upstream']): string {
  return upstream
    ? `Upstream webhook (event handler): ${rateText(upstream.requestsPerSecond)} client events a second at the peak, one HTTP request each.`
    : 'No event handler: no client event of the plan goes to an upstream webhook.';
}

export const hubNameDescription =
  'Name of the hub your clients connect to (/client/hubs/<hub>): a letter, then letters, digits and underscores.';

/** What the upstream's URL template is, where the plan's requests go, and that it must answer before the deploy. */
export function upstreamDescription(upstream: NonNullable<Deployment['upstream']>): string {
  return (
    `URL template of your upstream webhook (event handler), which gets every client event: ` +
    `${rateText(upstream.requestsPerSecond)} requests a second at the peak. ` +
    'For example https://<your-app>/api/{hub}/{event}; the host part cannot hold parameters.'
  );
}

/** Said above the hub in every format. */
export const eventHandlerNotes: readonly string[] = [
  "Event handler: every client event (user event pattern '*') goes to your upstream webhook, as the plan counts them.",
  'No system event (connect, connected, disconnected): the plan counts none (our assumption: add those your',
  'upstream handles; each is one more request). The service checks the upstream before it saves the setting',
  '(CloudEvents abuse protection, vendor event handler page): run the upstream before you deploy this.',
];
