/**
 * The plan as an Azure CLI script (bash): `az signalr create` or `az webpubsub create` per instance (Web PubSub:
 * then `az webpubsub hub create` with the upstream's event handler), a `replica create` per extra region,
 * `az monitor autoscale create` and `rule create` per region that autoscales. Names, regions and the upstream are
 * shell variables, set from the environment or defaulted (the upstream's URL has no default).
 */
import { metricWindow, scaleStep, serviceResources, userEventPatternAll } from './azureRules';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import type { DeployDefaults } from './names';
import { autoscaleNotes, headerLines } from './vendorPages';
import { eventHandlerNotes, hubNameDescription, upstreamDescription } from './webPubSubTexts';

/** Each service's command group, and how its replica command names the instance. */
const cliGroups = {
  signalr: { group: 'signalr', instanceOption: '--signalr-name', idPrefix: 'SIGNALR' },
  webPubSub: { group: 'webpubsub', instanceOption: '--name', idPrefix: 'WEBPUBSUB' },
} as const;

/** One command, an option per line; `capture` keeps the resource's id in a variable. */
function command(head: string, options: readonly string[], capture?: string): string[] {
  if (capture) options = [...options, '--query id --output tsv'];
  const lines = [capture ? `${capture}=$(${head} \\` : `${head} \\`];
  options.forEach((option, index) => {
    const last = index === options.length - 1;
    lines.push(`  ${option}${last ? (capture ? ')' : '') : ' \\'}`);
  });
  return lines;
}

function autoscaleCommands(
  settingName: string,
  targetVariable: string,
  autoscale: AutoscaleLayout,
): string[] {
  const lines = command('az monitor autoscale create', [
    '--resource-group "$RESOURCE_GROUP"',
    `--name "${settingName}"`,
    `--resource "$${targetVariable}"`,
    `--min-count ${autoscale.minimum}`,
    `--max-count ${autoscale.maximum}`,
    `--count ${autoscale.default}`,
  ]);
  // The condition's namespace is quoted inside it (az monitor autoscale rule create: ["NAMESPACE"] METRIC ...).
  const namespace = autoscale.metricNamespace ? `'${autoscale.metricNamespace}' ` : '';
  for (const rule of autoscale.rules) {
    const operator = rule.operator === 'GreaterThan' ? '>' : '<';
    lines.push(
      ...command('az monitor autoscale rule create', [
        '--resource-group "$RESOURCE_GROUP"',
        `--autoscale-name "${settingName}"`,
        `--condition "${namespace}${rule.metric} ${operator} ${rule.thresholdPercent} ${metricWindow.cliWindow}"`,
        `--scale ${rule.direction === 'Increase' ? 'out' : 'in'} ${scaleStep}`,
        `--cooldown ${autoscale.coolDownMinutes}`,
      ]),
    );
  }
  return lines;
}

/** SignalR: its service mode. Web PubSub: its kind (it has no service mode). */
function instanceOptions(layout: DeploymentLayout): string[] {
  return layout.service === 'webPubSub'
    ? [`--kind ${serviceResources.webPubSub.kind}`]
    : [`--service-mode ${layout.serviceMode}`];
}

/** Web PubSub's hub: its event handler sends every client event to the upstream's URL template. */
function hubCommands(name: string): string[] {
  return [
    ...eventHandlerNotes.map((line) => `# ${line}`),
    ...command('az webpubsub hub create', [
      `--name "${name}"`,
      '--resource-group "$RESOURCE_GROUP"',
      '--hub-name "$HUB_NAME"',
      `--event-handler url-template="$EVENT_HANDLER_URL_TEMPLATE" user-event-pattern="${userEventPatternAll}"`,
    ]),
  ];
}

function instanceCommands(layout: DeploymentLayout, instance: InstanceLayout): string[] {
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const { group, instanceOption, idPrefix } = cliGroups[layout.service];
  const several = layout.instanceCount > 1;
  const name = several ? `$NAME-${instance.instance}` : '$NAME';
  const idVariable = several ? `${idPrefix}_${instance.instance}_ID` : `${idPrefix}_ID`;
  const lines = [
    `# ${several ? `Instance ${instance.instance} of ${layout.instanceCount}: ` : ''}${layout.skuName} x ${primary.capacity}`,
    ...command(
      `az ${group} create`,
      [
        `--name "${name}"`,
        '--resource-group "$RESOURCE_GROUP"',
        '--location "$LOCATION"',
        `--sku ${layout.skuName}`,
        `--unit-count ${primary.capacity}`,
        ...instanceOptions(layout),
      ],
      primary.autoscale ? idVariable : undefined,
    ),
  ];
  if (layout.upstream) lines.push(...hubCommands(name));
  if (primary.autoscale) {
    lines.push(...autoscaleCommands(`${name}-autoscale`, idVariable, primary.autoscale));
  }
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const replicaName = `${name}-\${REPLICA_LOCATIONS[${replica - 1}]}`;
    const replicaVariable = several
      ? `${idPrefix}_${instance.instance}_REPLICA_${replica}_ID`
      : `REPLICA_${replica}_ID`;
    lines.push(
      '',
      `# Replica ${replica}: ${layout.skuName} x ${region.capacity}`,
      ...command(
        `az ${group} replica create`,
        [
          `${instanceOption} "${name}"`,
          `--replica-name "${replicaName}"`,
          '--resource-group "$RESOURCE_GROUP"',
          `--location "\${REPLICA_LOCATIONS[${replica - 1}]}"`,
          `--sku ${layout.skuName}`,
          `--unit-count ${region.capacity}`,
        ],
        region.autoscale ? replicaVariable : undefined,
      ),
    );
    if (region.autoscale) {
      lines.push(
        ...autoscaleCommands(`${replicaName}-autoscale`, replicaVariable, region.autoscale),
      );
    }
  });
  return lines;
}

/** The Azure CLI script for a deployment layout, with `defaults` as its variables' defaults. */
export function azureCliOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  const several = layout.instanceCount > 1;
  const { product, dnsName } = serviceResources[layout.service];
  const lines = [
    '#!/usr/bin/env bash',
    ...headerLines(`${product}: Azure CLI`, layout.summary, 'cli', layout.features).map(
      (line) => `# ${line}`,
    ),
    'set -euo pipefail',
    '',
    '# Names and regions: set these in the environment to change them.',
    '# An existing resource group:',
    `RESOURCE_GROUP="\${RESOURCE_GROUP:-${defaults.baseName}-rg}"`,
    `# A global DNS name (${dnsName}), so choose one that is free${several ? '; each instance adds -1, -2 ...' : ''}:`,
    `NAME="\${NAME:-${defaults.baseName}}"`,
    "# The primary region; by default the resource group's:",
    'LOCATION="${LOCATION:-$(az group show --name "$RESOURCE_GROUP" --query location --output tsv)}"',
  ];
  if (layout.replicaCount > 0) {
    lines.push(
      "# One region per replica, in the plan's order. The defaults are placeholders: the scenario does not say where its users are.",
      `read -r -a REPLICA_LOCATIONS <<< "\${REPLICA_LOCATIONS:-${defaults.replicaLocations.join(' ')}}"`,
    );
  }
  if (layout.upstream) {
    lines.push(
      `# ${hubNameDescription}`,
      `HUB_NAME="\${HUB_NAME:-${defaults.hubName}}"`,
      `# Set before deploying, the script stops without it: ${upstreamDescription(layout.upstream)}`,
      'EVENT_HANDLER_URL_TEMPLATE="${EVENT_HANDLER_URL_TEMPLATE:?Set EVENT_HANDLER_URL_TEMPLATE to the URL template of your upstream webhook.}"',
    );
  }
  if (layout.service === 'webPubSub') {
    lines.push(
      '',
      '# az webpubsub is an Azure CLI extension: add it, or bring it up to date.',
      'az extension add --upgrade --name webpubsub',
    );
  }
  if (layout.features.autoscale) {
    lines.push('', ...autoscaleNotes('--count').map((line) => `# ${line}`));
  }
  for (const instance of layout.instances) lines.push('', ...instanceCommands(layout, instance));
  return `${lines.join('\n')}\n`;
}
