/**
 * The plan as an ARM template (JSON): the same resources as the Bicep file, written with template functions.
 * JSON has no comments: the header goes into `metadata.comments`, each assumption into a resource's `comments`.
 */
import { autoscaleApiVersion, metricWindow, scaleStep, signalrApiVersion } from './azureRules';
import type {
  ArmAutoscaleSetting,
  ArmParameter,
  ArmReplica,
  ArmResource,
  ArmSignalR,
  ArmTemplate,
} from './armTypes';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import { maxBaseNameCharacters, type DeployDefaults } from './names';
import { autoscaleNotes, headerLines } from './vendorPages';

const signalrType = 'Microsoft.SignalRService/signalR';
const replicaType = 'Microsoft.SignalRService/signalR/replicas';

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

function instanceResources(layout: DeploymentLayout, instance: InstanceLayout): ArmResource[] {
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const name = instanceName(layout, instance.instance);
  const signalrId = `resourceId('${signalrType}', ${name})`;
  const sku = (capacity: number) => ({ name: layout.skuName, tier: layout.skuTier, capacity });
  const signalr: ArmSignalR = {
    type: signalrType,
    apiVersion: signalrApiVersion,
    name: `[${name}]`,
    location: "[parameters('location')]",
    kind: 'SignalR',
    sku: sku(primary.capacity),
    properties: { features: [{ flag: 'ServiceMode', value: layout.serviceMode }] },
  };
  const resources: ArmResource[] = [signalr];
  if (primary.autoscale) {
    resources.push(
      autoscaleSetting(name, "[parameters('location')]", signalrId, primary.autoscale),
    );
  }
  let previousReplicaId: string | null = null;
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const childName = replicaName(name, replica);
    const replicaId = `resourceId('${replicaType}', ${name}, ${childName})`;
    const location = `[parameters('replicaLocations')[${replica - 1}]]`;
    const resource: ArmReplica = {
      type: replicaType,
      apiVersion: signalrApiVersion,
      name: `[format('{0}/{1}', ${name}, ${childName})]`,
      location,
      sku: sku(region.capacity),
      dependsOn: [`[${signalrId}]`],
    };
    if (previousReplicaId) {
      resource.dependsOn.push(`[${previousReplicaId}]`);
      resource.comments =
        'After the previous replica (our assumption: one instance takes one change at a time).';
    }
    resources.push(resource);
    if (region.autoscale) {
      resources.push(autoscaleSetting(childName, location, replicaId, region.autoscale));
    }
    previousReplicaId = replicaId;
  });
  return resources;
}

function parameters(
  layout: DeploymentLayout,
  defaults: DeployDefaults,
): Record<string, ArmParameter> {
  const several = layout.instanceCount > 1;
  const result: Record<string, ArmParameter> = {
    name: {
      type: 'string',
      defaultValue: defaults.baseName,
      minLength: 3,
      maxLength: maxBaseNameCharacters,
      metadata: {
        description: `Name of the SignalR instance${several ? ' (each instance adds -1, -2 ...)' : ''}: a global DNS name (<name>.service.signalr.net), so choose one that is free.`,
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
  return result;
}

/** The ARM template for a deployment layout, as an object (typed for the SDK check). */
export function armTemplateOf(layout: DeploymentLayout, defaults: DeployDefaults): ArmTemplate {
  return {
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
    contentVersion: '1.0.0.0',
    metadata: {
      comments: headerLines(
        'Azure SignalR Service: ARM template',
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
