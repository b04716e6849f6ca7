/**
 * infracost's usage file for the plan's Terraform (src/deploy/terraform.ts): infracost prices an
 * `azurerm_signalr_service` from its SKU and capacity, and its messages from `monthly_additional_messages`, which it
 * cannot know ("Monthly cost depends on usage" without it). This file gives it the plan's own figure.
 *
 * From infracost/infracost (internal/resources/azure/signalr_service.go, internal/usage/usage_file.go, commit
 * 95ba4f49a7abf5567b04f751a115543281a4ab18): the file is YAML, `version: 0.1`, `resource_usage:` keyed by the
 * resource's Terraform address; SignalR's one key, `monthly_additional_messages`, is an integer of messages a month
 * beyond the included ones, priced per million at the "<tier> Message" meter. infracost has no Web PubSub resource.
 */
import type { Deployment, MonthlyBill } from '../engine';
import { deploymentLayout, type LayoutProblem } from './layout';
import { terraformInstanceAddress } from './terraform';

export interface InfracostResourceUsage {
  /** The resource's Terraform address: `azurerm_signalr_service.signalr` (`signalr_1`, … for several instances). */
  address: string;
  monthlyAdditionalMessages: number;
}

export type InfracostUsage =
  | {
      ok: true;
      text: string;
      /** The plan's messages beyond the included ones in a month, rounded to a whole message. */
      monthlyAdditionalMessages: number;
      resources: InfracostResourceUsage[];
    }
  /** `webPubSub`: infracost prices no `azurerm_web_pubsub`; `refused`: there is no Terraform to price. */
  | { ok: false; reason: 'webPubSub' }
  | { ok: false; reason: 'refused'; problems: LayoutProblem[] };

/**
 * The plan's billed messages beyond the included ones, a month, as infracost's usage file holds them, split over the
 * instances (identical, the clients spread evenly over them; the first ones take the remainder). A replica's messages
 * are on its instance's resource: infracost prices no `azapi_resource`, and the plan bills every region at the same
 * rate per million.
 * @example infracostUsage(plan(teamChat).deployment, plan(teamChat).monthly, 730).text
 *   // "version: 0.1\nresource_usage:\n  azurerm_signalr_service.signalr:\n    monthly_additional_messages: 15602796133\n"
 */
export function infracostUsage(
  deployment: Deployment,
  monthly: MonthlyBill,
  hoursPerMonth: number,
): InfracostUsage {
  if (deployment.service === 'webPubSub') return { ok: false, reason: 'webPubSub' };
  const result = deploymentLayout(deployment);
  if (!result.ok) return { ok: false, reason: 'refused', problems: result.problems };
  const { layout } = result;
  const total = Math.round((monthly.extraMessagesPerDay * hoursPerMonth) / 24);
  const count = layout.instances.length;
  const resources = layout.instances.map(({ instance }, index) => ({
    address: terraformInstanceAddress(layout, instance),
    monthlyAdditionalMessages: Math.floor(total / count) + (index < total % count ? 1 : 0),
  }));
  const lines = [
    '# infracost usage file (https://infracost.io/usage-file/) for the Terraform',
    '# signalr-sizing writes for the same plan: the messages it bills beyond the included ones in a month of',
    `# ${String(hoursPerMonth)} hours. infracost prices the primary instances only (not the replicas' azapi_resource).`,
    'version: 0.1',
    'resource_usage:',
    ...resources.flatMap((resource) => [
      `  ${resource.address}:`,
      `    monthly_additional_messages: ${String(resource.monthlyAdditionalMessages)}`,
    ]),
  ];
  return { ok: true, text: `${lines.join('\n')}\n`, monthlyAdditionalMessages: total, resources };
}
