/**
 * The plan as an Azure CLI script (bash): `az signalr create` per instance, `az signalr replica create` per
 * extra region, `az monitor autoscale create` and `rule create` per region that autoscales. Names and regions
 * are shell variables, set from the environment or defaulted.
 */
import { metricWindow, scaleStep } from './azureRules';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import type { DeployDefaults } from './names';
import { autoscaleNotes, headerLines } from './vendorPages';

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
  for (const rule of autoscale.rules) {
    const operator = rule.operator === 'GreaterThan' ? '>' : '<';
    lines.push(
      ...command('az monitor autoscale rule create', [
        '--resource-group "$RESOURCE_GROUP"',
        `--autoscale-name "${settingName}"`,
        `--condition "${rule.metric} ${operator} ${rule.thresholdPercent} ${metricWindow.cliWindow}"`,
        `--scale ${rule.direction === 'Increase' ? 'out' : 'in'} ${scaleStep}`,
        `--cooldown ${autoscale.coolDownMinutes}`,
      ]),
    );
  }
  return lines;
}

function instanceCommands(layout: DeploymentLayout, instance: InstanceLayout): string[] {
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const several = layout.instanceCount > 1;
  const name = several ? `$NAME-${instance.instance}` : '$NAME';
  const idVariable = several ? `SIGNALR_${instance.instance}_ID` : 'SIGNALR_ID';
  const lines = [
    `# ${several ? `Instance ${instance.instance} of ${layout.instanceCount}: ` : ''}${layout.skuName} x ${primary.capacity}`,
    ...command(
      'az signalr create',
      [
        `--name "${name}"`,
        '--resource-group "$RESOURCE_GROUP"',
        '--location "$LOCATION"',
        `--sku ${layout.skuName}`,
        `--unit-count ${primary.capacity}`,
        `--service-mode ${layout.serviceMode}`,
      ],
      primary.autoscale ? idVariable : undefined,
    ),
  ];
  if (primary.autoscale) {
    lines.push(...autoscaleCommands(`${name}-autoscale`, idVariable, primary.autoscale));
  }
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const replicaName = `${name}-\${REPLICA_LOCATIONS[${replica - 1}]}`;
    const replicaVariable = several
      ? `SIGNALR_${instance.instance}_REPLICA_${replica}_ID`
      : `REPLICA_${replica}_ID`;
    lines.push(
      '',
      `# Replica ${replica}: ${layout.skuName} x ${region.capacity}`,
      ...command(
        'az signalr replica create',
        [
          `--signalr-name "${name}"`,
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
  const lines = [
    '#!/usr/bin/env bash',
    ...headerLines('Azure SignalR Service: Azure CLI', layout.summary, 'cli', layout.features).map(
      (line) => `# ${line}`,
    ),
    'set -euo pipefail',
    '',
    '# Names and regions: set these in the environment to change them.',
    '# An existing resource group:',
    `RESOURCE_GROUP="\${RESOURCE_GROUP:-${defaults.baseName}-rg}"`,
    `# A global DNS name (<name>.service.signalr.net), so choose one that is free${several ? '; each instance adds -1, -2 ...' : ''}:`,
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
  if (layout.features.autoscale) {
    lines.push('', ...autoscaleNotes('--count').map((line) => `# ${line}`));
  }
  for (const instance of layout.instances) lines.push('', ...instanceCommands(layout, instance));
  return `${lines.join('\n')}\n`;
}
