/**
 * The plan as a Bicep file: `Microsoft.SignalRService/signalR` or `webPubSub` per instance (Web PubSub: with the
 * hub whose event handler calls the upstream), a replica per extra region, a diagnostic setting per region when a
 * Log Analytics workspace is given, and `Microsoft.Insights/autoscalesettings` per region that autoscales, after the
 * last replica. Names, regions, tags, CORS, the workspace, the identity and the upstream's URL are parameters.
 */
import {
  autoscaleApiVersion,
  defaultTimeZone,
  diagnosticSettingName,
  diagnosticSettingsApiVersion,
  serviceResources,
  userEventPatternAll,
  webPubSubHubType,
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

const indentUnit = '  ';

/** A Bicep expression written as is (a reference, an interpolated string). */
class Expression {
  constructor(readonly text: string) {}
}

type BicepValue =
  string | number | boolean | Expression | BicepValue[] | { [key: string]: BicepValue };

function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$\{/g, '\\${')}'`;
}

function valueLines(value: BicepValue, depth: number): string {
  const indent = indentUnit.repeat(depth);
  const inner = indentUnit.repeat(depth + 1);
  if (value instanceof Expression) return value.text;
  if (typeof value === 'string') return quoted(value);
  // Bicep has no literal for a fraction: json() reads one.
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : `json('${value}')`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${valueLines(item, depth + 1)}\n`).join('')}${indent}]`;
  }
  const entries = Object.entries(value);
  return `{\n${entries.map(([key, item]) => `${inner}${key}: ${valueLines(item, depth + 1)}\n`).join('')}${indent}}`;
}

const comment = (lines: readonly string[]) => lines.map((line) => `// ${line}`.trimEnd());
const ref = (text: string) => new Expression(text);

function names(layout: DeploymentLayout, instance: number) {
  const suffix = layout.instanceCount > 1 ? `-${instance}` : '';
  const base = layout.service === 'signalr' ? 'signalr' : 'webPubSub';
  const symbol = layout.instanceCount > 1 ? `${base}${instance}` : base;
  return {
    symbol,
    hubSymbol: `${symbol}Hub`,
    name: ref(suffix ? `'\${name}${suffix}'` : 'name'),
    replicaSymbol: (replica: number) => `${symbol}Replica${replica}`,
    replicaName: (replica: number) =>
      ref(`'\${name}${suffix}-\${replicaLocations[${replica - 1}]}'`),
  };
}

function sku(layout: DeploymentLayout, capacity: number): BicepValue {
  return { name: layout.skuName, tier: layout.skuTier, capacity };
}

function resource(symbol: string, type: string, body: BicepValue, condition?: string): string[] {
  return [
    `resource ${symbol} '${type}' = ${condition ? `if (${condition}) ` : ''}${valueLines(body, 0)}`,
    '',
  ];
}

function autoscaleResource(
  symbol: string,
  target: string,
  location: Expression,
  autoscale: AutoscaleLayout,
  after: string | null,
): string[] {
  const body: Record<string, BicepValue> = {
    name: ref(`'\${${target}.name}-autoscale'`),
    location,
    tags: ref('tags'),
    properties: autoscaleBody<BicepValue>(autoscale, ref(`${target}.id`), ref('timeZone')),
  };
  // After the last replica (our assumption: one instance takes one change at a time, and a scale action is one).
  if (after) body.dependsOn = [ref(after)];
  return resource(symbol, `Microsoft.Insights/autoscalesettings@${autoscaleApiVersion}`, body);
}

/** Each region's resource logs and metrics go to the workspace, when one is given (the replicas' too). */
function diagnosticsResource(symbol: string, target: string): string[] {
  const body: BicepValue = {
    name: diagnosticSettingName,
    scope: ref(target),
    properties: {
      workspaceId: ref('logAnalyticsWorkspaceId'),
      logs: [{ categoryGroup: 'allLogs', enabled: true }],
      metrics: [{ category: 'AllMetrics', enabled: true }],
    },
  };
  return resource(
    symbol,
    `Microsoft.Insights/diagnosticSettings@${diagnosticSettingsApiVersion}`,
    body,
    '!empty(logAnalyticsWorkspaceId)',
  );
}

/** Web PubSub's hub: its event handler sends every client event to the upstream's URL template (a parameter). */
function hubResource(symbol: string, hubSymbol: string, apiVersion: string): string[] {
  const hub: BicepValue = {
    parent: ref(symbol),
    name: ref('hubName'),
    properties: {
      eventHandlers: [
        { urlTemplate: ref('eventHandlerUrlTemplate'), userEventPattern: userEventPatternAll },
      ],
    },
  };
  return [
    ...comment(eventHandlerNotes),
    ...resource(hubSymbol, `${webPubSubHubType}@${apiVersion}`, hub),
  ];
}

/** The instance's properties: SignalR's service mode and CORS; Web PubSub has neither, and writes an empty object. */
function instanceProperties(layout: DeploymentLayout): BicepValue {
  if (layout.service === 'webPubSub') return {};
  return {
    features: [{ flag: 'ServiceMode', value: layout.serviceMode }],
    cors: { allowedOrigins: ref('corsAllowedOrigins') },
  };
}

function instanceResources(layout: DeploymentLayout, instance: InstanceLayout): string[] {
  const { symbol, hubSymbol, name, replicaSymbol, replicaName } = names(layout, instance.instance);
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const { type, replicaType, apiVersion, kind } = serviceResources[layout.service];
  const lines = resource(symbol, `${type}@${apiVersion}`, {
    name,
    location: ref('location'),
    tags: ref('tags'),
    kind,
    sku: sku(layout, primary.capacity),
    identity: { type: ref("enableSystemIdentity ? 'SystemAssigned' : 'None'") },
    properties: instanceProperties(layout),
  });
  let previous: string | null = null;
  if (layout.upstream) {
    lines.push(...hubResource(symbol, hubSymbol, apiVersion));
    previous = hubSymbol;
  }
  lines.push(...diagnosticsResource(`${symbol}Diagnostics`, symbol));
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const body: Record<string, BicepValue> = {
      parent: ref(symbol),
      name: replicaName(replica),
      location: ref(`replicaLocations[${replica - 1}]`),
      tags: ref('tags'),
      sku: sku(layout, region.capacity),
      properties: {},
    };
    // One change after another (our assumption: one instance takes one change at a time): the hub, then each replica.
    if (previous) body.dependsOn = [ref(previous)];
    lines.push(...resource(replicaSymbol(replica), `${replicaType}@${apiVersion}`, body));
    lines.push(
      ...diagnosticsResource(`${replicaSymbol(replica)}Diagnostics`, replicaSymbol(replica)),
    );
    previous = replicaSymbol(replica);
  });
  instance.regions.forEach((region, index) => {
    if (!region.autoscale) return;
    const target = index === 0 ? symbol : replicaSymbol(index);
    const location = ref(index === 0 ? 'location' : `replicaLocations[${index - 1}]`);
    lines.push(
      ...autoscaleResource(`${target}Autoscale`, target, location, region.autoscale, previous),
    );
  });
  return lines;
}

function replicaLocationsDefault(layout: DeploymentLayout, defaults: DeployDefaults): BicepValue {
  return defaults.replicaLocations.map((region) =>
    ref(
      `location == ${quoted(region)} ? ${quoted(defaults.spareReplicaLocation)} : ${quoted(region)}`,
    ),
  );
}

function parameters(layout: DeploymentLayout, defaults: DeployDefaults): string[] {
  const several = layout.instanceCount > 1;
  const { instanceNoun, dnsName } = serviceResources[layout.service];
  const lines = [
    `@description(${quoted(`Name of the ${instanceNoun}${several ? ' (each instance adds -1, -2 ...)' : ''}: a global DNS name (${dnsName}), so choose one that is free.`)})`,
    '@minLength(3)',
    `@maxLength(${maxBaseNameCharacters})`,
    `param name string = ${quoted(defaults.baseName)}`,
    '',
    "@description('Region of the primary instance.')",
    'param location string = resourceGroup().location',
    '',
  ];
  if (layout.replicaCount > 0) {
    lines.push(
      `@description(${quoted(replicaLocationsDescription)})`,
      `@minLength(${layout.replicaCount})`,
      `param replicaLocations array = ${valueLines(replicaLocationsDefault(layout, defaults), 0)}`,
      '',
    );
  }
  lines.push(`@description(${quoted(tagsDescription)})`, 'param tags object = {}', '');
  if (hasCors(layout)) {
    lines.push(
      `@description(${quoted(corsDescription)})`,
      `param corsAllowedOrigins array = ${valueLines([...defaultCorsOrigins], 0)}`,
      '',
    );
  }
  lines.push(
    `@description(${quoted(workspaceDescription)})`,
    "param logAnalyticsWorkspaceId string = ''",
    '',
    `@description(${quoted(identityDescription)})`,
    'param enableSystemIdentity bool = false',
    '',
  );
  if (hasFailoverSchedule(layout)) {
    lines.push(
      `@description(${quoted(timeZoneDescription)})`,
      `param timeZone string = ${quoted(defaultTimeZone)}`,
      '',
    );
  }
  if (layout.upstream) {
    lines.push(
      `@description(${quoted(hubNameDescription)})`,
      `param hubName string = ${quoted(defaults.hubName)}`,
      '',
      '// Set before deploying: no default, only you know where your upstream runs.',
      `@description(${quoted(upstreamDescription(layout.upstream))})`,
      'param eventHandlerUrlTemplate string',
      '',
    );
  }
  return lines;
}

/** What the deployment gives back: ids, host names and the replicas, never a key or a connection string. */
function outputs(layout: DeploymentLayout): string[] {
  const symbols = layout.instances.map((instance) => names(layout, instance.instance));
  const replicas: BicepValue[] = symbols.flatMap((symbol) =>
    Array.from({ length: layout.replicaCount }, (_, index) => {
      const replica = symbol.replicaSymbol(index + 1);
      return {
        name: ref(`${replica}.name`),
        location: ref(`${replica}.location`),
        id: ref(`${replica}.id`),
      };
    }),
  );
  const lines = ['// Outputs: ids and host names only; keys and connection strings stay in Azure.'];
  if (layout.instanceCount > 1) {
    lines.push(
      `output resourceIds array = ${valueLines(
        symbols.map((symbol) => ref(`${symbol.symbol}.id`)),
        0,
      )}`,
      `output hostNames array = ${valueLines(
        symbols.map((symbol) => ref(`${symbol.symbol}.properties.hostName`)),
        0,
      )}`,
    );
  } else {
    const [only] = symbols;
    lines.push(
      `output resourceId string = ${only?.symbol ?? ''}.id`,
      `output hostName string = ${only?.symbol ?? ''}.properties.hostName`,
    );
  }
  if (replicas.length > 0) {
    lines.push(
      '// Clients reach each replica through the host name above (the service resolves it to the nearest healthy region).',
      `output replicas array = ${valueLines(replicas, 0)}`,
    );
  }
  return lines;
}

/** The Bicep file for a deployment layout, with `defaults` as its parameters' defaults. */
export function bicepOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  const lines = [
    ...comment(
      headerLines(
        `${serviceResources[layout.service].product}: Bicep`,
        layout.summary,
        'bicep',
        layout.features,
      ),
    ),
    '',
    ...parameters(layout, defaults),
  ];
  if (layout.features.autoscale) lines.push(...comment(autoscaleNotes('default')), '');
  for (const instance of layout.instances) lines.push(...instanceResources(layout, instance));
  lines.push(...outputs(layout));
  return `${lines.join('\n').trimEnd()}\n`;
}
