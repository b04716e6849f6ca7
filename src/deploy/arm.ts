/**
 * The plan as an ARM template (JSON): the same resources as the Bicep file, written with template functions.
 * JSON has no comments: the header goes into `metadata.comments`, each assumption into a resource's `comments`.
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
import type {
  ArmAutoscaleSetting,
  ArmDiagnosticSetting,
  ArmOutput,
  ArmParameter,
  ArmReplica,
  ArmResource,
  ArmSku,
  ArmTemplate,
  ArmWebPubSubHub,
  ArmWebPubSubReplica,
} from './armTypes';
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

function instanceName(layout: DeploymentLayout, instance: number): string {
  return layout.instanceCount > 1
    ? `format('{0}-${instance}', parameters('name'))`
    : "parameters('name')";
}

function replicaName(instanceNameExpression: string, replica: number): string {
  return `format('{0}-{1}', ${instanceNameExpression}, parameters('replicaLocations')[${replica - 1}])`;
}

const autoscaleComments = autoscaleNotes('default').join(' ');
const tags = "[parameters('tags')]";

function autoscaleSetting(
  name: string,
  location: string,
  target: string,
  autoscale: AutoscaleLayout,
  after: string | null,
): ArmAutoscaleSetting {
  return {
    type: 'Microsoft.Insights/autoscalesettings',
    apiVersion: autoscaleApiVersion,
    name: `[format('{0}-autoscale', ${name})]`,
    location,
    tags,
    // After the last replica (our assumption: one instance takes one change at a time, and a scale action is one).
    dependsOn: [`[${target}]`, ...(after && after !== target ? [`[${after}]`] : [])],
    comments: autoscaleComments,
    properties: autoscaleBody(autoscale, `[${target}]`, "[parameters('timeZone')]"),
  };
}

/** A region's resource logs and metrics to the workspace, when one is given (the replicas' too). */
function diagnosticSetting(scope: string, target: string): ArmDiagnosticSetting {
  return {
    type: 'Microsoft.Insights/diagnosticSettings',
    apiVersion: diagnosticSettingsApiVersion,
    name: diagnosticSettingName,
    scope: `[${scope}]`,
    condition: "[not(empty(parameters('logAnalyticsWorkspaceId')))]",
    dependsOn: [`[${target}]`],
    properties: {
      workspaceId: "[parameters('logAnalyticsWorkspaceId')]",
      logs: [{ categoryGroup: 'allLogs', enabled: true }],
      metrics: [{ category: 'AllMetrics', enabled: true }],
    },
  };
}

const identity = { type: "[if(parameters('enableSystemIdentity'), 'SystemAssigned', 'None')]" };

/** The instance itself: SignalR with its ServiceMode feature and CORS, Web PubSub with empty properties. */
function instanceResource(layout: DeploymentLayout, name: string, sku: ArmSku): ArmResource {
  const { apiVersion } = serviceResources[layout.service];
  const location = "[parameters('location')]";
  if (layout.service === 'webPubSub') {
    const type = 'Microsoft.SignalRService/webPubSub';
    return {
      type,
      apiVersion,
      name: `[${name}]`,
      location,
      tags,
      kind: 'WebPubSub',
      sku,
      identity,
      properties: {},
    };
  }
  return {
    type: 'Microsoft.SignalRService/signalR',
    apiVersion,
    name: `[${name}]`,
    location,
    tags,
    kind: 'SignalR',
    sku,
    identity,
    properties: {
      features: [{ flag: 'ServiceMode', value: layout.serviceMode }],
      cors: { allowedOrigins: "[parameters('corsAllowedOrigins')]" },
    },
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
  resources.push(diagnosticSetting(`format('${type}/{0}', ${name})`, instanceId));
  const regionIds = [instanceId];
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const childName = replicaName(name, replica);
    const replicaId = `resourceId('${replicaType}', ${name}, ${childName})`;
    const fields = {
      apiVersion,
      name: `[format('{0}/{1}', ${name}, ${childName})]`,
      location: `[parameters('replicaLocations')[${replica - 1}]]`,
      tags,
      sku: sku(region.capacity),
      properties: {},
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
    resources.push(
      diagnosticSetting(`format('${type}/{0}/replicas/{1}', ${name}, ${childName})`, replicaId),
    );
    regionIds.push(replicaId);
    previousId = replicaId;
  });
  instance.regions.forEach((region, index) => {
    if (!region.autoscale) return;
    const target = regionIds[index] as string;
    const location =
      index === 0 ? "[parameters('location')]" : `[parameters('replicaLocations')[${index - 1}]]`;
    const settingName = index === 0 ? name : replicaName(name, index);
    resources.push(autoscaleSetting(settingName, location, target, region.autoscale, previousId));
  });
  return resources;
}

/** Each placeholder region, or the spare one where the placeholder is the primary's region. */
function replicaLocationsDefault(defaults: DeployDefaults): string {
  const regions = defaults.replicaLocations.map(
    (region) =>
      `if(equals(parameters('location'), '${region}'), '${defaults.spareReplicaLocation}', '${region}')`,
  );
  return `[createArray(${regions.join(', ')})]`;
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
      defaultValue: replicaLocationsDefault(defaults),
      minLength: layout.replicaCount,
      metadata: { description: replicaLocationsDescription },
    };
  }
  result.tags = { type: 'object', defaultValue: {}, metadata: { description: tagsDescription } };
  if (hasCors(layout)) {
    result.corsAllowedOrigins = {
      type: 'array',
      defaultValue: [...defaultCorsOrigins],
      metadata: { description: corsDescription },
    };
  }
  result.logAnalyticsWorkspaceId = {
    type: 'string',
    defaultValue: '',
    metadata: { description: workspaceDescription },
  };
  result.enableSystemIdentity = {
    type: 'bool',
    defaultValue: false,
    metadata: { description: identityDescription },
  };
  if (hasFailoverSchedule(layout)) {
    result.timeZone = {
      type: 'string',
      defaultValue: defaultTimeZone,
      metadata: { description: timeZoneDescription },
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

/** Ids, host names and the replicas' ids and regions: never a key or a connection string. */
function outputs(layout: DeploymentLayout): Record<string, ArmOutput> {
  const { type, replicaType, apiVersion } = serviceResources[layout.service];
  const names = layout.instances.map((instance) => instanceName(layout, instance.instance));
  const id = (name: string) => `resourceId('${type}', ${name})`;
  const hostName = (name: string) => `reference(${id(name)}, '${apiVersion}').hostName`;
  const result: Record<string, ArmOutput> =
    layout.instanceCount > 1
      ? {
          resourceIds: { type: 'array', value: `[createArray(${names.map(id).join(', ')})]` },
          hostNames: { type: 'array', value: `[createArray(${names.map(hostName).join(', ')})]` },
        }
      : {
          resourceId: { type: 'string', value: `[${id(names[0] ?? '')}]` },
          hostName: { type: 'string', value: `[${hostName(names[0] ?? '')}]` },
        };
  if (layout.replicaCount > 0) {
    const replicas = names.flatMap((name) =>
      Array.from({ length: layout.replicaCount }, (_, index) => {
        const childName = replicaName(name, index + 1);
        return `createObject('name', ${childName}, 'location', parameters('replicaLocations')[${index}], 'id', resourceId('${replicaType}', ${name}, ${childName}))`;
      }),
    );
    result.replicas = { type: 'array', value: `[createArray(${replicas.join(', ')})]` };
  }
  return result;
}

/** The ARM template for a deployment layout, as an object (typed for the SDK and schema checks). */
export function armTemplateOf(layout: DeploymentLayout, defaults: DeployDefaults): ArmTemplate {
  const header = headerLines(
    `${serviceResources[layout.service].product}: ARM template`,
    layout.summary,
    'arm',
    layout.features,
  );
  return {
    $schema: 'https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#',
    contentVersion: '1.0.0.0',
    metadata: { comments: header },
    parameters: parameters(layout, defaults),
    resources: layout.instances.flatMap((instance) => instanceResources(layout, instance)),
    outputs: outputs(layout),
  };
}

/** The most resources one ARM template may hold: "800 resources (including copy count)" (template limits). */
export const armTemplateMostResources = 800;

/**
 * Whether the layout's ARM template would hold more resources than Azure Resource Manager allows. Counts instance
 * by instance and stops past the limit, so a plan of tens of thousands of instances costs no more than the limit.
 */
export function armTemplateTooLarge(layout: DeploymentLayout): boolean {
  let resources = 0;
  for (const instance of layout.instances) {
    resources += instanceResources(layout, instance).length;
    if (resources > armTemplateMostResources) return true;
  }
  return false;
}

/** The ARM template as the file a user deploys. */
export function armJsonOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  return `${JSON.stringify(armTemplateOf(layout, defaults), null, 2)}\n`;
}
