/**
 * The ARM template's shape as the generator writes it. Its SignalR resource and replicas are checked against
 * the management SDK's own types in arm.test.ts (`@azure/arm-signalr`).
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

export interface ArmScaleRule {
  metricTrigger: {
    metricName: string;
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

export type ArmResource = ArmSignalR | ArmReplica | ArmAutoscaleSetting;

export interface ArmParameter {
  type: 'string' | 'array';
  defaultValue: string | string[];
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
