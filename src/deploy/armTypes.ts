/**
 * The ARM template's shape as the generator writes it. Its SignalR resource and replicas are checked against
 * the management SDK's own types in arm.test.ts (`@azure/arm-signalr`), its Web PubSub resource, hub and
 * replicas against `@azure/arm-webpubsub`, and every template against the published ARM JSON schemas
 * (armSchema.test.ts).
 */
import type { AutoscaleBody } from './autoscaleBody';

export interface ArmSku {
  name: string;
  tier: string;
  capacity: number;
}

/** A system-assigned identity when the operator asks for one (`enableSystemIdentity`), else none. */
export interface ArmIdentity {
  type: string;
}

export interface ArmSignalR {
  type: 'Microsoft.SignalRService/signalR';
  apiVersion: string;
  name: string;
  location: string;
  tags: string;
  kind: 'SignalR';
  sku: ArmSku;
  identity: ArmIdentity;
  properties: {
    features: { flag: 'ServiceMode'; value: 'Default' | 'Serverless' }[];
    cors: { allowedOrigins: string };
  };
}

/** The schema requires `properties` on a replica: the template writes an empty object (every setting defaulted). */
export interface ArmReplica {
  type: 'Microsoft.SignalRService/signalR/replicas';
  apiVersion: string;
  name: string;
  location: string;
  tags: string;
  sku: ArmSku;
  properties: Record<string, never>;
  dependsOn: string[];
  comments?: string;
}

/** Web PubSub: no ServiceMode feature and no CORS (those are SignalR's), so empty properties. */
export interface ArmWebPubSub {
  type: 'Microsoft.SignalRService/webPubSub';
  apiVersion: string;
  name: string;
  location: string;
  tags: string;
  kind: 'WebPubSub';
  sku: ArmSku;
  identity: ArmIdentity;
  properties: Record<string, never>;
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
  tags: string;
  sku: ArmSku;
  properties: Record<string, never>;
  dependsOn: string[];
  comments?: string;
}

export interface ArmAutoscaleSetting {
  type: 'Microsoft.Insights/autoscalesettings';
  apiVersion: string;
  name: string;
  location: string;
  tags: string;
  dependsOn: string[];
  comments: string;
  properties: AutoscaleBody<string>;
}

/** A region's resource logs and metrics to the operator's workspace, deployed only when one is given. */
export interface ArmDiagnosticSetting {
  type: 'Microsoft.Insights/diagnosticSettings';
  apiVersion: string;
  name: string;
  scope: string;
  condition: string;
  dependsOn: string[];
  properties: {
    workspaceId: string;
    logs: { categoryGroup: string; enabled: boolean }[];
    metrics: { category: string; enabled: boolean }[];
  };
}

export type ArmResource =
  | ArmSignalR
  | ArmReplica
  | ArmWebPubSub
  | ArmWebPubSubHub
  | ArmWebPubSubReplica
  | ArmAutoscaleSetting
  | ArmDiagnosticSetting;

export interface ArmParameter {
  type: 'string' | 'array' | 'object' | 'bool';
  /** None: the deployment asks for it (Web PubSub's upstream URL, which only the user knows). */
  defaultValue?: string | string[] | boolean | Record<string, string>;
  minLength?: number;
  maxLength?: number;
  metadata: { description: string };
}

export interface ArmOutput {
  type: 'string' | 'array';
  value: string;
}

export interface ArmTemplate {
  $schema: string;
  contentVersion: string;
  metadata: { comments: string[] };
  parameters: Record<string, ArmParameter>;
  resources: ArmResource[];
  outputs: Record<string, ArmOutput>;
}
