/**
 * The four infrastructure outputs of a plan's deployment, as the Deploy view and the command line write them.
 * Derived from the plan every time, never stored.
 */
import type { Deployment, Service } from '../engine';
import { armJsonOf, armTemplateMostResources, armTemplateTooLarge } from './arm';
import { azureCliOf } from './azureCli';
import { bicepOf } from './bicep';
import { deploymentLayout, type LayoutProblem } from './layout';
import { hasFailoverSchedule } from './deployParameters';
import { deployDefaults } from './names';
import { terraformOf } from './terraform';
import { operatorParts, type OperatorPart } from './vendorPageLists';
import { deployFormats, vendorPagesFor, type DeployFormat, type VendorPage } from './vendorPages';

export type DeployTexts =
  | {
      ok: true;
      texts: Record<DeployFormat, string>;
      /** The vendor pages each output follows (also listed in its header). */
      pages: Record<DeployFormat, VendorPage[]>;
      /** What stays the operator's (networking, private endpoints, custom domains, keys), each with its page. */
      operatorParts: OperatorPart[];
      /** Some region is sized for all the traffic: its autoscale profiles hold the failover units hour by hour. */
      failover: boolean;
    }
  | { ok: false; problems: LayoutProblem[] };

/** Each output's file: the part after the scenario's name, its extension and its media type. */
export const deployFiles: Record<
  DeployFormat,
  { what: string; extension: string; mimeType: string }
> = {
  bicep: { what: 'signalr', extension: 'bicep', mimeType: 'text/plain' },
  arm: { what: 'azuredeploy', extension: 'json', mimeType: 'application/json' },
  terraform: { what: 'signalr', extension: 'tf', mimeType: 'text/plain' },
  cli: { what: 'deploy', extension: 'sh', mimeType: 'text/x-shellscript' },
};

/**
 * An output's file for the plan's service: a Web PubSub plan's Bicep and Terraform are `webpubsub.bicep` and
 * `webpubsub.tf`, SignalR's `signalr.*` as before.
 * @example deployFileOf('terraform', 'webPubSub').what // 'webpubsub'
 */
export function deployFileOf(
  format: DeployFormat,
  service: Service,
): (typeof deployFiles)[DeployFormat] {
  const file = deployFiles[format];
  return service === 'webPubSub' && file.what === 'signalr' ? { ...file, what: 'webpubsub' } : file;
}

/**
 * Bicep, ARM JSON, Terraform and Azure CLI for a deployment, of the service it names (SignalR or Web PubSub);
 * the scenario's name gives the default resource names. Not ok when Azure would refuse a value of the deployment (each problem names it).
 * @example deployTexts(plan(chat).deployment, 'Team chat').texts.bicep // "// Azure SignalR Service: Bicep ..."
 */
export function deployTexts(deployment: Deployment, scenarioName?: string): DeployTexts {
  const result = deploymentLayout(deployment);
  if (!result.ok) return result;
  const { layout } = result;
  // Past ARM's limit, no file of the four would deploy as one (and tens of thousands of instances overran a string).
  if (armTemplateTooLarge(layout)) {
    return {
      ok: false,
      problems: [
        {
          kind: 'templateResources',
          instances: layout.instances.length,
          most: armTemplateMostResources,
        },
      ],
    };
  }
  const defaults = deployDefaults(scenarioName, layout.replicaCount);
  return {
    ok: true,
    texts: {
      bicep: bicepOf(layout, defaults),
      arm: armJsonOf(layout, defaults),
      terraform: terraformOf(layout, defaults),
      cli: azureCliOf(layout, defaults),
    },
    pages: Object.fromEntries(
      deployFormats.map((format) => [format, vendorPagesFor(format, layout.features)]),
    ) as Record<DeployFormat, VendorPage[]>,
    operatorParts: operatorParts[layout.service],
    failover: hasFailoverSchedule(layout),
  };
}
