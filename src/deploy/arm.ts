/**
 * The plan as an ARM template (JSON): the same resources as the Bicep file, written with template functions.
 * JSON has no comments: the header goes into `metadata.comments`, each assumption into a resource's `comments`.
 */
import {
  autoscaleApiVersion,
  metricWindow,
  scaleStep,
  serviceResources,
  userEventPatternAll,
  webPubSubHubType,
} from './azureRules';
import type {
  ArmAutoscaleSetting,
  ArmParameter,
  ArmReplica,
  ArmResource,
  ArmSku,
  ArmTemplate,
  ArmWebPubSubHub,
  ArmWebPubSubReplica,
} from './armTypes';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import { maxBaseNameCharacters, type DeployDefaults } from './names';
import { autoscaleNotes, headerLines } from './vendorPages';
import { eventHandlerNotes, hubNameDescription, upstreamDescription } from './webPubSubTexts';

function instanceName(layout: DeploymentLayout, instance: number): string {
  return layout.instanceCount > 1
    ? `format('{0}-${instance}', parameters('name'))`
    : "parameters('name')";
}

function replicaName(instanceNameExpression: string, replica: number): string {
  return `format('{0}-{1}', ${instanceNameExpression}, parameters('replicaLocations')[${replica - 1}])`;
}

const autoscaleComments = autoscaleNotes('default').join(' ');

function autoscaleSetting(
  name: string,
  location: string,
  target: string,
  autoscale: AutoscaleLayout,
): ArmAutoscaleSetting {
  return {
    type: 'Microsoft.Insights/autoscalesettings',
    apiVersion: autoscaleApiVersion,
    name: `[format('{0}-autoscale', ${name})]`,
    location,
    dependsOn: [`[${target}]`],
    comments: autoscaleComments,
    properties: {
      enabled: true,
      targetResourceUri: `[${target}]`,
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
              ...(autoscale.metricNamespace ? { metricNamespace: autoscale.metricNamespace } : {}),
              metricResourceUri: `[${target}]`,
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
              cooldown: `PT${autoscale.coolDownMinutes}M`,
            },
          })),
        },
      ],
    },
  };
}

/** The instance itself: SignalR with its ServiceMode feature, Web PubSub with none. */
function instanceResource(layout: DeploymentLayout, name: string, sku: ArmSku): ArmResource {
  const { apiVersion } = serviceResources[layout.service];
  const location = "[parameters('location')]";
  if (layout.service === 'webPubSub') {
    const type = 'Microsoft.SignalRService/webPubSub';
    return { type, apiVersion, name: `[${name}]`, location, kind: 'WebPubSub', sku };
  }
  return {
    type: 'Microsoft.SignalRService/signalR',
    apiVersion,
    name: `[${name}]`,
    location,
    kind: 'SignalR',
    sku,
    properties: { features: [{ flag: 'ServiceMode', value: layout.serviceMode }] },
  };
}

/** Web PubSub's hub: its event handler sends every client event to the upstream's URL template. */
function hubResource(name: string, instanceId: string, apiVersion: string): ArmWebPubSubHub {
  return {
    type: webPubSubHubType,
    apiVersion,
    name: `[format('{0}/{1}', ${name}, parameters('hubName'))]`,
    dependsOn: [`[${instanceId}]`],
    comments: eventHandlerNotes.join(' '),
    properties: {
      eventHandlers: [
        {
          urlTemplate: "[parameters('eventHandlerUrlTemplate')]",
          userEventPattern: userEventPatternAll,
        },
      ],
    },
  };
}

function instanceResources(layout: DeploymentLayout, instance: InstanceLayout): ArmResource[] {
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const { type, replicaType, apiVersion } = serviceResources[layout.service];
  const name = instanceName(layout, instance.instance);
  const instanceId = `resourceId('${type}', ${name})`;
  const sku = (capacity: number) => ({ name: layout.skuName, tier: layout.skuTier, capacity });
  const resources: ArmResource[] = [instanceResource(layout, name, sku(primary.capacity))];
  let previousId: string | null = null;
  if (layout.upstream) {
    resources.push(hubResource(name, instanceId, apiVersion));
    previousId = `resourceId('${webPubSubHubType}', ${name}, parameters('hubName'))`;
  }
  if (primary.autoscale) {
    resources.push(
      autoscaleSetting(name, "[parameters('location')]", instanceId, primary.autoscale),
    );
  }
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const childName = replicaName(name, replica);
    const replicaId = `resourceId('${replicaType}', ${name}, ${childName})`;
    const location = `[parameters('replicaLocations')[${replica - 1}]]`;
    const fields = {
      apiVersion,
      name: `[format('{0}/{1}', ${name}, ${childName})]`,
      location,
      sku: sku(region.capacity),
      dependsOn: [`[${instanceId}]`],
    };
    const resource: ArmReplica | ArmWebPubSubReplica =
      layout.service === 'webPubSub'
        ? { type: 'Microsoft.SignalRService/webPubSub/replicas', ...fields }
        : { type: 'Microsoft.SignalRService/signalR/replicas', ...fields };
    if (previousId) {
      resource.dependsOn.push(`[${previousId}]`);
      resource.comments = `After ${replica > 1 ? 'the previous replica' : 'the hub setting'} (our assumption: one instance takes one change at a time).`;
    }
    resources.push(resource);
    if (region.autoscale) {
      resources.push(autoscaleSetting(childName, location, replicaId, region.autoscale));
    }
    previousId = replicaId;
  });
  return resources;
}

function parameters(
  layout: DeploymentLayout,
  defaults: DeployDefaults,
): Record<string, ArmParameter> {
  const several = layout.instanceCount > 1;
  const { instanceNoun, dnsName } = serviceResources[layout.service];
  const result: Record<string, ArmParameter> = {
    name: {
      type: 'string',
      defaultValue: defaults.baseName,
      minLength: 3,
      maxLength: maxBaseNameCharacters,
      metadata: {
        description: `Name of the ${instanceNoun}${several ? ' (each instance adds -1, -2 ...)' : ''}: a global DNS name (${dnsName}), so choose one that is free.`,
      },
    },
    location: {
      type: 'string',
      defaultValue: '[resourceGroup().location]',
      metadata: { description: 'Region of the primary instance.' },
    },
  };
  if (layout.replicaCount > 0) {
    result.replicaLocations = {
      type: 'array',
      defaultValue: defaults.replicaLocations,
      minLength: layout.replicaCount,
      metadata: {
        description:
          "One region per replica, in the plan's order. The defaults are placeholders: the scenario does not say where its users are.",
      },
    };
  }
  if (layout.upstream) {
    result.hubName = {
      type: 'string',
      defaultValue: defaults.hubName,
      metadata: { description: hubNameDescription },
    };
    // No default: the deployment asks for it, as only the user knows where the upstream runs.
    result.eventHandlerUrlTemplate = {
      type: 'string',
      metadata: { description: upstreamDescription(layout.upstream) },
    };
  }
  return result;
}

/** The ARM template for a deployment layout, as an object (typed for the SDK check). */
export function armTemplateOf(layout: DeploymentLayout, defaults: DeployDefaults): ArmTemplate {
  return {
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
    contentVersion: '1.0.0.0',
    metadata: {
      comments: headerLines(
        `${serviceResources[layout.service].product}: ARM template`,
        layout.summary,
        'arm',
        layout.features,
      ),
    },
    parameters: parameters(layout, defaults),
    resources: layout.instances.flatMap((instance) => instanceResources(layout, instance)),
  };
}

/** The ARM template as the file a user deploys. */
export function armJsonOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  return `${JSON.stringify(armTemplateOf(layout, defaults), null, 2)}\n`;
}
