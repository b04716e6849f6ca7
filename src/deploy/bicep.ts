/**
 * The plan as a Bicep file: `Microsoft.SignalRService/signalR` or `webPubSub` per instance (Web PubSub: with the
 * hub whose event handler calls the upstream), a replica per extra region, `Microsoft.Insights/autoscalesettings`
 * per region that autoscales. Names, regions and the upstream's URL are parameters.
 */
import {
  autoscaleApiVersion,
  metricWindow,
  scaleStep,
  serviceResources,
  userEventPatternAll,
  webPubSubHubType,
} from './azureRules';
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

function names(layout: DeploymentLayout, instance: number) {
  const suffix = layout.instanceCount > 1 ? `-${instance}` : '';
  const base = layout.service === 'signalr' ? 'signalr' : 'webPubSub';
  const symbol = layout.instanceCount > 1 ? `${base}${instance}` : base;
  return {
    symbol,
    hubSymbol: `${symbol}Hub`,
    name: new Expression(suffix ? `'\${name}${suffix}'` : 'name'),
    replicaSymbol: (replica: number) => `${symbol}Replica${replica}`,
    replicaName: (replica: number) =>
      new Expression(`'\${name}${suffix}-\${replicaLocations[${replica - 1}]}'`),
  };
}

function sku(layout: DeploymentLayout, capacity: number): BicepValue {
  return { name: layout.skuName, tier: layout.skuTier, capacity };
}

function autoscaleResource(
  symbol: string,
  target: string,
  location: Expression,
  autoscale: AutoscaleLayout,
): string[] {
  const cooldown = `PT${autoscale.coolDownMinutes}M`;
  const namespace: Record<string, BicepValue> = autoscale.metricNamespace
    ? { metricNamespace: autoscale.metricNamespace }
    : {};
  const body: BicepValue = {
    name: new Expression(`'\${${target}.name}-autoscale'`),
    location,
    properties: {
      enabled: true,
      targetResourceUri: new Expression(`${target}.id`),
      profiles: [
        {
          name: 'plan',
          capacity: {
            minimum: String(autoscale.minimum),
            maximum: String(autoscale.maximum),
            default: String(autoscale.default),
          },
          rules: autoscale.rules.map((rule) => ({
            metricTrigger: {
              metricName: rule.metric,
              ...namespace,
              metricResourceUri: new Expression(`${target}.id`),
              timeGrain: metricWindow.timeGrain,
              statistic: metricWindow.statistic,
              timeWindow: metricWindow.timeWindow,
              timeAggregation: metricWindow.timeAggregation,
              operator: rule.operator,
              threshold: rule.thresholdPercent,
            },
            scaleAction: {
              direction: rule.direction,
              type: 'ChangeCount',
              value: String(scaleStep),
              cooldown,
            },
          })),
        },
      ],
    },
  };
  return [
    `resource ${symbol} 'Microsoft.Insights/autoscalesettings@${autoscaleApiVersion}' = ${valueLines(body, 0)}`,
  ];
}

/** Web PubSub's hub: its event handler sends every client event to the upstream's URL template (a parameter). */
function hubResource(symbol: string, hubSymbol: string, apiVersion: string): string[] {
  const hub: BicepValue = {
    parent: new Expression(symbol),
    name: new Expression('hubName'),
    properties: {
      eventHandlers: [
        {
          urlTemplate: new Expression('eventHandlerUrlTemplate'),
          userEventPattern: userEventPatternAll,
        },
      ],
    },
  };
  return [
    ...comment(eventHandlerNotes),
    `resource ${hubSymbol} '${webPubSubHubType}@${apiVersion}' = ${valueLines(hub, 0)}`,
    '',
  ];
}

function instanceResources(layout: DeploymentLayout, instance: InstanceLayout): string[] {
  const { symbol, hubSymbol, name, replicaSymbol, replicaName } = names(layout, instance.instance);
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const { type, replicaType, apiVersion, kind } = serviceResources[layout.service];
  const lines: string[] = [];
  const resource: Record<string, BicepValue> = {
    name,
    location: new Expression('location'),
    kind,
    sku: sku(layout, primary.capacity),
  };
  // ServiceMode is SignalR's feature: Web PubSub has none.
  if (layout.service === 'signalr') {
    resource.properties = { features: [{ flag: 'ServiceMode', value: layout.serviceMode }] };
  }
  lines.push(`resource ${symbol} '${type}@${apiVersion}' = ${valueLines(resource, 0)}`, '');
  if (layout.upstream) lines.push(...hubResource(symbol, hubSymbol, apiVersion));
  if (primary.autoscale) {
    lines.push(
      ...autoscaleResource(
        `${symbol}Autoscale`,
        symbol,
        new Expression('location'),
        primary.autoscale,
      ),
      '',
    );
  }
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const location = new Expression(`replicaLocations[${replica - 1}]`);
    const body: Record<string, BicepValue> = {
      parent: new Expression(symbol),
      name: replicaName(replica),
      location,
      sku: sku(layout, region.capacity),
    };
    // One change after another (our assumption: one instance takes one change at a time): the hub, then each replica.
    if (replica > 1) body.dependsOn = [new Expression(replicaSymbol(replica - 1))];
    else if (layout.upstream) body.dependsOn = [new Expression(hubSymbol)];
    lines.push(
      `resource ${replicaSymbol(replica)} '${replicaType}@${apiVersion}' = ${valueLines(body, 0)}`,
      '',
    );
    if (region.autoscale) {
      lines.push(
        ...autoscaleResource(
          `${replicaSymbol(replica)}Autoscale`,
          replicaSymbol(replica),
          location,
          region.autoscale,
        ),
        '',
      );
    }
  });
  return lines;
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
      `@description('One region per replica, in the plan\\'s order. The defaults are placeholders: the scenario does not say where its users are.')`,
      `@minLength(${layout.replicaCount})`,
      `param replicaLocations array = ${valueLines(defaults.replicaLocations, 0)}`,
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
  return `${lines.join('\n').trimEnd()}\n`;
}
