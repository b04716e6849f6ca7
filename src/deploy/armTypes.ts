/**
 * The ARM template's shape as the generator writes it. Its SignalR resource and replicas are checked against
 * the management SDK's own types in arm.test.ts (`@azure/arm-signalr`), its Web PubSub resource, hub and
 * replicas against `@azure/arm-webpubsub`.
 */

export interface ArmSku {
  name: string;
  tier: string;
  capacity: number;
}

export interface ArmSignalR {
  type: 'Microsoft.SignalRService/signalR';
  apiVersion: string;
  name: string;
  location: string;
  kind: 'SignalR';
  sku: ArmSku;
  properties: { features: { flag: 'ServiceMode'; value: 'Default' | 'Serverless' }[] };
}

export interface ArmReplica {
  type: 'Microsoft.SignalRService/signalR/replicas';
  apiVersion: string;
  name: string;
  location: string;
  sku: ArmSku;
  dependsOn: string[];
  comments?: string;
}

/** Web PubSub: no ServiceMode feature (that is SignalR's), so no properties at all. */
export interface ArmWebPubSub {
  type: 'Microsoft.SignalRService/webPubSub';
  apiVersion: string;
  name: string;
  location: string;
  kind: 'WebPubSub';
  sku: ArmSku;
}

/** The hub whose event handler sends every client event to the upstream's URL template (a parameter). */
export interface ArmWebPubSubHub {
  type: 'Microsoft.SignalRService/webPubSub/hubs';
  apiVersion: string;
  name: string;
  dependsOn: string[];
  comments: string;
  properties: { eventHandlers: { urlTemplate: string; userEventPattern: string }[] };
}

export interface ArmWebPubSubReplica {
  type: 'Microsoft.SignalRService/webPubSub/replicas';
  apiVersion: string;
  name: string;
  location: string;
  sku: ArmSku;
  dependsOn: string[];
  comments?: string;
}

export interface ArmScaleRule {
  metricTrigger: {
    metricName: string;
    /** Web PubSub's rules name theirs; SignalR's read the resource's own. */
    metricNamespace?: string;
    metricResourceUri: string;
    timeGrain: string;
    statistic: string;
    timeWindow: string;
    timeAggregation: string;
    operator: string;
    threshold: number;
  };
  scaleAction: { direction: string; type: 'ChangeCount'; value: string; cooldown: string };
}

export interface ArmAutoscaleSetting {
  type: 'Microsoft.Insights/autoscalesettings';
  apiVersion: string;
  name: string;
  location: string;
  dependsOn: string[];
  comments: string;
  properties: {
    enabled: true;
    targetResourceUri: string;
    profiles: {
      name: string;
      capacity: { minimum: string; maximum: string; default: string };
      rules: ArmScaleRule[];
    }[];
  };
}

export type ArmResource =
  | ArmSignalR
  | ArmReplica
  | ArmWebPubSub
  | ArmWebPubSubHub
  | ArmWebPubSubReplica
  | ArmAutoscaleSetting;

export interface ArmParameter {
  type: 'string' | 'array';
  /** None: the deployment asks for it (Web PubSub's upstream URL, which only the user knows). */
  defaultValue?: string | string[];
  minLength?: number;
  maxLength?: number;
  metadata: { description: string };
}

export interface ArmTemplate {
  $schema: string;
  contentVersion: string;
  metadata: { comments: string[] };
  parameters: Record<string, ArmParameter>;
  resources: ArmResource[];
}
