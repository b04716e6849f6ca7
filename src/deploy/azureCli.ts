/**
 * The plan as an Azure CLI script (bash): it checks every input first, then runs `az signalr create` or
 * `az webpubsub create` per instance (Web PubSub: then `az webpubsub hub create` with the upstream's event handler),
 * a `replica create` per extra region, a diagnostic setting per region when a workspace is given, and, after the
 * last replica, each region's autoscale setting sent as JSON (`az monitor autoscale` cannot say
 * ServiceAllowedNextValue or a recurring profile). Inputs are shell variables, set from the environment or defaulted.
 */
import {
  autoscaleApiVersion,
  defaultTimeZone,
  diagnosticSettingName,
  hubNamePattern,
  serviceResources,
  userEventPatternAll,
} from './azureRules';
import { autoscaleBody } from './autoscaleBody';
import {
  corsDescription,
  defaultCorsOrigins,
  hasCors,
  hasFailoverSchedule,
  identityDescription,
  replicaLocationsDescription,
  tagsDescription,
  timeZoneDescription,
  workspaceDescription,
} from './deployParameters';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import { maxBaseNameCharacters, type DeployDefaults } from './names';
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

const indented = (lines: readonly string[]) => lines.map((line) => `  ${line}`);

/** Placeholders in the JSON body, replaced by shell expansions in the here-document. */
const shellValue = (expansion: string) => `@@${expansion}@@`;

/** A region's autoscale setting, the API's own body, created with `az resource create --is-full-object`. */
function autoscaleCommands(
  settingName: string,
  idVariable: string,
  location: string,
  autoscale: AutoscaleLayout,
): string[] {
  const body = {
    location: shellValue(location),
    tags: shellValue('$(tags_json)'),
    properties: autoscaleBody(autoscale, shellValue(`$${idVariable}`), shellValue('$TIME_ZONE')),
  };
  const json = JSON.stringify(body, null, 2)
    .replace(/"@@(\$\(tags_json\))@@"/g, '$1')
    .replace(/@@(.+?)@@/g, '$1');
  return [
    'AUTOSCALE_SETTING=$(cat <<JSON',
    ...json.split('\n'),
    'JSON',
    ')',
    ...command('az resource create', [
      '--resource-group "$RESOURCE_GROUP"',
      `--name "${settingName}"`,
      '--resource-type Microsoft.Insights/autoscalesettings',
      `--api-version ${autoscaleApiVersion}`,
      '--is-full-object',
      '--properties "$AUTOSCALE_SETTING"',
    ]),
  ];
}

/** Each region's logs and metrics to the workspace, when one is set. */
function diagnosticsCommands(idVariable: string): string[] {
  return [
    'if [[ -n "$LOG_ANALYTICS_WORKSPACE_ID" ]]; then',
    ...indented(
      command('az monitor diagnostic-settings create', [
        `--name ${diagnosticSettingName}`,
        `--resource "$${idVariable}"`,
        '--workspace "$LOG_ANALYTICS_WORKSPACE_ID"',
        `--logs '[{"categoryGroup":"allLogs","enabled":true}]'`,
        `--metrics '[{"category":"AllMetrics","enabled":true}]'`,
      ]),
    ),
    'fi',
  ];
}

/** SignalR: its service mode and CORS. Web PubSub: its kind (it has neither). */
function instanceOptions(layout: DeploymentLayout): string[] {
  return layout.service === 'webPubSub'
    ? [`--kind ${serviceResources.webPubSub.kind}`]
    : [`--service-mode ${layout.serviceMode}`, '--allowed-origins "${CORS_ALLOWED_ORIGINS[@]}"'];
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

function instanceNames(layout: DeploymentLayout, instance: InstanceLayout) {
  const { idPrefix } = cliGroups[layout.service];
  const several = layout.instanceCount > 1;
  const name = several ? `$NAME-${instance.instance}` : '$NAME';
  return {
    name,
    idVariable: several ? `${idPrefix}_${instance.instance}_ID` : `${idPrefix}_ID`,
    replicaName: (replica: number) => `${name}-\${REPLICA_LOCATIONS[${replica - 1}]}`,
    replicaVariable: (replica: number) =>
      several ? `${idPrefix}_${instance.instance}_REPLICA_${replica}_ID` : `REPLICA_${replica}_ID`,
  };
}

function instanceCommands(layout: DeploymentLayout, instance: InstanceLayout): string[] {
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const { group, instanceOption } = cliGroups[layout.service];
  const { name, idVariable, replicaName, replicaVariable } = instanceNames(layout, instance);
  const lines = [
    `# ${layout.instanceCount > 1 ? `Instance ${instance.instance} of ${layout.instanceCount}: ` : ''}${layout.skuName} x ${primary.capacity}`,
    ...command(
      `az ${group} create`,
      [
        `--name "${name}"`,
        '--resource-group "$RESOURCE_GROUP"',
        '--location "$LOCATION"',
        `--sku ${layout.skuName}`,
        `--unit-count ${primary.capacity}`,
        ...instanceOptions(layout),
        '--tags "${TAGS[@]}"',
      ],
      idVariable,
    ),
    'if [[ "$ENABLE_SYSTEM_IDENTITY" == true ]]; then',
    ...indented(
      command(`az ${group} identity assign`, [
        `--name "${name}"`,
        '--resource-group "$RESOURCE_GROUP"',
        "--identity '[system]'",
      ]),
    ),
    'fi',
  ];
  if (layout.upstream) lines.push(...hubCommands(name));
  lines.push(...diagnosticsCommands(idVariable));
  replicas.forEach((region, index) => {
    const replica = index + 1;
    lines.push(
      '',
      `# Replica ${replica}: ${layout.skuName} x ${region.capacity}`,
      ...command(
        `az ${group} replica create`,
        [
          `${instanceOption} "${name}"`,
          `--replica-name "${replicaName(replica)}"`,
          '--resource-group "$RESOURCE_GROUP"',
          `--location "\${REPLICA_LOCATIONS[${replica - 1}]}"`,
          `--sku ${layout.skuName}`,
          `--unit-count ${region.capacity}`,
          '--tags "${TAGS[@]}"',
        ],
        replicaVariable(replica),
      ),
      ...diagnosticsCommands(replicaVariable(replica)),
    );
  });
  instance.regions.forEach((region, index) => {
    if (!region.autoscale) return;
    const where = index === 0 ? 'the primary region' : `replica ${index}`;
    lines.push(
      '',
      `# Autoscale of ${where}, in its own region, after the last replica (one change at a time).`,
      ...autoscaleCommands(
        `${index === 0 ? name : replicaName(index)}-autoscale`,
        index === 0 ? idVariable : replicaVariable(index),
        index === 0 ? '$LOCATION' : `\${REPLICA_LOCATIONS[${index - 1}]}`,
        region.autoscale,
      ),
    );
  });
  lines.push(
    '',
    '# Outputs: ids and the host name; keys and connection strings stay in Azure.',
    `echo "Resource ID: $${idVariable}"`,
    `echo "Host name: $(az ${group} show --name "${name}" --resource-group "$RESOURCE_GROUP" --query hostName --output tsv)"`,
    ...replicas.map(
      (_, index) =>
        `echo "Replica ${index + 1} (\${REPLICA_LOCATIONS[${index}]}): $${replicaVariable(index + 1)}"`,
    ),
  );
  return lines;
}

/** The inputs, each from the environment or its default. */
function inputs(layout: DeploymentLayout, defaults: DeployDefaults): string[] {
  const several = layout.instanceCount > 1;
  const { dnsName } = serviceResources[layout.service];
  const lines = [
    '# Inputs: set these in the environment to change them. The script checks them all before it creates anything.',
    '# An existing resource group:',
    `RESOURCE_GROUP="\${RESOURCE_GROUP:-${defaults.baseName}-rg}"`,
    `# A global DNS name (${dnsName}), so choose one that is free${several ? '; each instance adds -1, -2 ...' : ''}:`,
    `NAME="\${NAME:-${defaults.baseName}}"`,
    "# The primary region; by default the resource group's:",
    'LOCATION="${LOCATION:-$(az group show --name "$RESOURCE_GROUP" --query location --output tsv)}"',
  ];
  if (layout.replicaCount > 0) {
    lines.push(
      `# ${replicaLocationsDescription} Separated by spaces.`,
      'if [[ -n "${REPLICA_LOCATIONS:-}" ]]; then',
      '  read -r -a REPLICA_LOCATIONS <<< "$REPLICA_LOCATIONS"',
      'else',
      '  REPLICA_LOCATIONS=()',
      `  for region in ${defaults.replicaLocations.join(' ')}; do`,
      `    if [[ "$region" == "$LOCATION" ]]; then region=${defaults.spareReplicaLocation}; fi`,
      '    REPLICA_LOCATIONS+=("$region")',
      '  done',
      'fi',
    );
  }
  lines.push(
    `# ${tagsDescription} As key=value pairs separated by spaces.`,
    'read -r -a TAGS <<< "${TAGS:-}"',
  );
  if (hasCors(layout)) {
    lines.push(
      `# ${corsDescription} Separated by spaces.`,
      `read -r -a CORS_ALLOWED_ORIGINS <<< "\${CORS_ALLOWED_ORIGINS:-${defaultCorsOrigins.join(' ')}}"`,
    );
  }
  lines.push(
    `# ${workspaceDescription}`,
    'LOG_ANALYTICS_WORKSPACE_ID="${LOG_ANALYTICS_WORKSPACE_ID:-}"',
    `# ${identityDescription}`,
    'ENABLE_SYSTEM_IDENTITY="${ENABLE_SYSTEM_IDENTITY:-false}"',
  );
  if (layout.features.autoscale) {
    lines.push(
      `# ${hasFailoverSchedule(layout) ? timeZoneDescription : "The autoscale settings' time zone (no profile of this plan reads it)."}`,
      `TIME_ZONE="\${TIME_ZONE:-${defaultTimeZone}}"`,
    );
  }
  if (layout.upstream) {
    lines.push(
      `# ${hubNameDescription}`,
      `HUB_NAME="\${HUB_NAME:-${defaults.hubName}}"`,
      `# Set before deploying, the script stops without it: ${upstreamDescription(layout.upstream)}`,
      'EVENT_HANDLER_URL_TEMPLATE="${EVENT_HANDLER_URL_TEMPLATE:-}"',
    );
  }
  return lines;
}

/** Every input checked before the first create: a half-deployed plan is worse than none. */
function checks(layout: DeploymentLayout): string[] {
  const n = layout.replicaCount;
  const lines = [
    'problems=()',
    `[[ "$NAME" =~ ^[a-zA-Z][a-zA-Z0-9-]{1,${maxBaseNameCharacters - 2}}[a-zA-Z0-9]$ ]] ||`,
    `  problems+=("NAME '$NAME': 3 to ${maxBaseNameCharacters} letters, digits and dashes, starting with a letter.")`,
    '[[ "$LOCATION" =~ ^[a-z0-9]+$ ]] || problems+=("LOCATION \'$LOCATION\': a region name such as westeurope.")',
  ];
  if (n > 0) {
    lines.push(
      `if (( \${#REPLICA_LOCATIONS[@]} < ${n} )); then`,
      `  problems+=("REPLICA_LOCATIONS: ${n} regions, one per replica; \${#REPLICA_LOCATIONS[@]} given.")`,
      'fi',
      'seen=" $LOCATION "',
      'for region in "${REPLICA_LOCATIONS[@]}"; do',
      '  [[ "$region" =~ ^[a-z0-9]+$ ]] || problems+=("REPLICA_LOCATIONS: \'$region\' is not a region name.")',
      '  if [[ "$seen" == *" $region "* ]]; then',
      '    problems+=("REPLICA_LOCATIONS: $region is the primary\'s region or another replica\'s; each replica needs its own.")',
      '  fi',
      '  seen+="$region "',
      'done',
    );
  }
  lines.push(
    'for tag in "${TAGS[@]}"; do',
    '  [[ "$tag" =~ ^[^=\\"\\\\]+=[^\\"\\\\]*$ ]] || problems+=("TAGS: \'$tag\' is not key=value (no quotes or backslashes).")',
    'done',
  );
  if (hasCors(layout)) {
    lines.push(
      'for origin in "${CORS_ALLOWED_ORIGINS[@]}"; do',
      '  [[ "$origin" == "*" || "$origin" =~ ^https?://[^[:space:]]+$ ]] ||',
      '    problems+=("CORS_ALLOWED_ORIGINS: \'$origin\' is neither * nor an http(s) origin.")',
      'done',
    );
  }
  lines.push(
    'if [[ -n "$LOG_ANALYTICS_WORKSPACE_ID" && ! "$LOG_ANALYTICS_WORKSPACE_ID" =~ ^/subscriptions/[^/]+/resource[Gg]roups/[^/]+/providers/Microsoft\\.OperationalInsights/workspaces/[^/]+$ ]]; then',
    '  problems+=("LOG_ANALYTICS_WORKSPACE_ID: the resource ID of a Log Analytics workspace, or empty.")',
    'fi',
    '[[ "$ENABLE_SYSTEM_IDENTITY" == true || "$ENABLE_SYSTEM_IDENTITY" == false ]] ||',
    '  problems+=("ENABLE_SYSTEM_IDENTITY \'$ENABLE_SYSTEM_IDENTITY\': true or false.")',
  );
  if (layout.features.autoscale) {
    lines.push(
      '[[ "$TIME_ZONE" =~ ^[A-Za-z0-9\\ .()+-]+$ ]] || problems+=("TIME_ZONE \'$TIME_ZONE\': a Windows time zone name such as UTC.")',
    );
  }
  if (layout.upstream) {
    lines.push(
      `[[ "$HUB_NAME" =~ ${hubNamePattern} ]] || problems+=("HUB_NAME '$HUB_NAME': a letter, then letters, digits and underscores.")`,
      '[[ "$EVENT_HANDLER_URL_TEMPLATE" =~ ^https?:// ]] ||',
      '  problems+=("Set EVENT_HANDLER_URL_TEMPLATE to the URL template of your upstream webhook (https://...).")',
    );
  }
  lines.push(
    'if (( ${#problems[@]} > 0 )); then',
    "  printf 'Nothing was created. Fix these inputs first:\\n' >&2",
    '  printf -- \'- %s\\n\' "${problems[@]}" >&2',
    '  exit 1',
    'fi',
  );
  return lines;
}

/** The tags as the JSON object an autoscale setting's body carries. */
const tagsJsonFunction = [
  'tags_json() {',
  "  local json='' tag",
  '  for tag in "${TAGS[@]}"; do json+="${json:+,}\\"${tag%%=*}\\":\\"${tag#*=}\\""; done',
  '  printf \'{%s}\' "$json"',
  '}',
];

/** The Azure CLI script for a deployment layout, with `defaults` as its variables' defaults. */
export function azureCliOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  const { product } = serviceResources[layout.service];
  const lines = [
    '#!/usr/bin/env bash',
    ...headerLines(`${product}: Azure CLI`, layout.summary, 'cli', layout.features).map(
      (line) => `# ${line}`,
    ),
    'set -euo pipefail',
    '',
    ...inputs(layout, defaults),
    '',
    ...checks(layout),
  ];
  if (layout.service === 'webPubSub') {
    lines.push(
      '',
      '# az webpubsub is an Azure CLI extension: add it, or bring it up to date.',
      'az extension add --upgrade --name webpubsub',
    );
  }
  if (layout.features.autoscale) {
    lines.push('', ...autoscaleNotes('default').map((line) => `# ${line}`), ...tagsJsonFunction);
  }
  for (const instance of layout.instances) lines.push('', ...instanceCommands(layout, instance));
  return `${lines.join('\n')}\n`;
}
