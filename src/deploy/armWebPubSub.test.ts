/**
 * The ARM template of a Web PubSub plan against the management SDK's own types (@azure/arm-webpubsub 1.2.0, API
 * 2024-03-01: the resource, its replicas and its hubs) and the values Azure accepts. The type checks run in
 * `npm run typecheck`; the values are checked here.
 */
import type {
  EventHandler,
  Replica,
  ResourceSku,
  WebPubSubHub,
  WebPubSubResource,
} from '@azure/arm-webpubsub';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { plan, type Deployment } from '../engine';
import {
  webPubSubDeployFixtures,
  webPubSubDeployScenarios,
} from '../../tests/fixtures/deployPlans';
import { armTemplateOf } from './arm';
import type {
  ArmAutoscaleSetting,
  ArmTemplate,
  ArmWebPubSub,
  ArmWebPubSubHub,
  ArmWebPubSubReplica,
} from './armTypes';
import { allowedCapacities } from './azureRules';
import { deploymentLayout } from './layout';
import { deployDefaults } from './names';

/**
 * What the template writes of a resource, without the template's own fields and those whose value is an ARM
 * expression (tags, identity: checked against the published ARM schema in armSchema.test.ts). `properties` is an
 * empty object: the SDK flattens it, the schema requires it.
 */
type Body<Resource> = Omit<
  Resource,
  'apiVersion' | 'dependsOn' | 'comments' | 'tags' | 'identity' | 'properties'
>;

describe('the Web PubSub ARM resources, typed by the management SDK', () => {
  it('the instance is a WebPubSubResource with no field the SDK does not know, and no properties', () => {
    expectTypeOf<Body<ArmWebPubSub>>().toExtend<WebPubSubResource>();
    expectTypeOf<
      Exclude<keyof Body<ArmWebPubSub>, keyof WebPubSubResource>
    >().toEqualTypeOf<never>();
    expectTypeOf<ArmWebPubSub['sku']>().toExtend<ResourceSku>();
    expectTypeOf<ArmWebPubSub['properties']>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<'tags' | 'identity'>().toExtend<keyof WebPubSubResource>();
  });

  it('a replica is a Replica, its sku a ResourceSku', () => {
    expectTypeOf<Body<ArmWebPubSubReplica>>().toExtend<Replica>();
    expectTypeOf<Exclude<keyof Body<ArmWebPubSubReplica>, keyof Replica>>().toEqualTypeOf<never>();
  });

  it('the hub is a WebPubSubHub, its event handler an EventHandler', () => {
    type HubBody = Omit<ArmWebPubSubHub, 'apiVersion' | 'dependsOn' | 'comments'>;
    expectTypeOf<HubBody>().toExtend<WebPubSubHub>();
    expectTypeOf<Exclude<keyof HubBody, keyof WebPubSubHub>>().toEqualTypeOf<never>();
    expectTypeOf<ArmWebPubSubHub['properties']['eventHandlers'][number]>().toExtend<EventHandler>();
  });
});

function templateOf(deployment: Deployment, scenarioName?: string): ArmTemplate {
  const result = deploymentLayout(deployment);
  if (!result.ok) throw new Error(`not deployable: ${JSON.stringify(result.problems)}`);
  return armTemplateOf(result.layout, deployDefaults(scenarioName, result.layout.replicaCount));
}

const byType = <Type extends ArmTemplate['resources'][number]['type']>(
  template: ArmTemplate,
  type: Type,
) =>
  template.resources.filter((resource) => resource.type === type) as Extract<
    ArmTemplate['resources'][number],
    { type: Type }
  >[];

const realPlans = webPubSubDeployScenarios.map((scenario) => {
  const { deployment } = plan(scenario);
  if (!deployment) throw new Error(`${scenario.name ?? 'scenario'} has no deployment`);
  return { name: `plan(${scenario.name ?? ''})`, scenarioName: scenario.name, deployment };
});

describe.each([...webPubSubDeployFixtures, ...realPlans])(
  '$name',
  ({ deployment, scenarioName }) => {
    const template = templateOf(deployment, scenarioName);
    const instances = byType(template, 'Microsoft.SignalRService/webPubSub');
    const hubs = byType(template, 'Microsoft.SignalRService/webPubSub/hubs');
    const replicas = byType(template, 'Microsoft.SignalRService/webPubSub/replicas');
    const settings = byType(template, 'Microsoft.Insights/autoscalesettings');

    it('writes Web PubSub resources only, none of SignalR', () => {
      expect(deployment.service).toBe('webPubSub');
      expect(template.resources.map((resource) => resource.type)).not.toContain(
        'Microsoft.SignalRService/signalR',
      );
    });

    it('has one Web PubSub resource per instance, kind WebPubSub, with the plan’s units and no ServiceMode', () => {
      expect(instances).toHaveLength(deployment.instances);
      for (const resource of instances) {
        const { apiVersion, tags, identity, properties, ...rest } = resource;
        const sdk: WebPubSubResource = rest;
        expect([tags, identity.type, properties]).toEqual([
          "[parameters('tags')]",
          "[if(parameters('enableSystemIdentity'), 'SystemAssigned', 'None')]",
          {},
        ]);
        expect(apiVersion).toBe('2024-03-01');
        expect(sdk.kind).toBe('WebPubSub');
        expect(sdk.sku).toEqual({
          name: deployment.sku,
          tier: deployment.sku.split('_')[0],
          capacity: deployment.regions[0],
        });
        expect(JSON.stringify(resource)).not.toContain('ServiceMode');
      }
    });

    it('sets only unit counts its SKU accepts', () => {
      const capacities = [
        ...[...instances, ...replicas].map((resource) => resource.sku.capacity),
        ...settings.flatMap((setting) =>
          setting.properties.profiles.flatMap(({ capacity }) =>
            [capacity.minimum, capacity.maximum, capacity.default].map(Number),
          ),
        ),
      ];
      for (const units of capacities) expect(allowedCapacities[deployment.sku]).toContain(units);
    });

    it('has the hub with its event handler exactly when the plan sends client events to an upstream', () => {
      expect(hubs).toHaveLength(deployment.upstream ? deployment.instances : 0);
      for (const hub of hubs) {
        const sdk: WebPubSubHub = { name: hub.name, properties: hub.properties };
        expect(sdk.properties.eventHandlers).toEqual([
          { urlTemplate: "[parameters('eventHandlerUrlTemplate')]", userEventPattern: '*' },
        ]);
      }
      // The upstream's URL has no default: the deployment asks for it.
      const urlTemplate = template.parameters.eventHandlerUrlTemplate;
      if (deployment.upstream) {
        expect(urlTemplate?.type).toBe('string');
        expect(urlTemplate).not.toHaveProperty('defaultValue');
        expect(urlTemplate?.metadata.description).toContain('upstream webhook');
      } else {
        expect(urlTemplate).toBeUndefined();
      }
    });

    it('has one replica per extra region, each with its region and units', () => {
      const replicaCount = deployment.regions.length - 1;
      expect(replicas).toHaveLength(deployment.instances * replicaCount);
      replicas.forEach((replica, index) => {
        const region = (index % replicaCount) + 1;
        const sdk: Replica = { location: replica.location, sku: replica.sku };
        expect(sdk.location).toBe(`[parameters('replicaLocations')[${region - 1}]]`);
        expect(sdk.sku?.capacity).toBe(deployment.regions[region]);
      });
    });

    it('gives each region its own autoscale, on the metric namespace of the resource it scales', () => {
      expect(settings).toHaveLength(
        deployment.autoscale ? deployment.instances * deployment.regions.length : 0,
      );
      settings.forEach((setting: ArmAutoscaleSetting, index) => {
        const namespace =
          index % deployment.regions.length === 0
            ? 'Microsoft.SignalRService/WebPubSub'
            : 'Microsoft.SignalRService/WebPubSub/replicas';
        for (const rule of setting.properties.profiles[0]?.rules ?? []) {
          expect(['ConnectionQuotaUtilization', 'ServerLoad']).toContain(
            rule.metricTrigger.metricName,
          );
          expect(rule.metricTrigger.metricNamespace).toBe(namespace);
          expect(rule.metricTrigger.metricResourceUri).toBe(setting.properties.targetResourceUri);
        }
      });
    });
  },
);

describe('the Premium Web PubSub plan', () => {
  const template = templateOf(webPubSubDeployFixtures[1].deployment, 'Support chat');

  it('creates the first replica after the hub, the second after the first', () => {
    const [first, second] = byType(template, 'Microsoft.SignalRService/webPubSub/replicas');
    expect(first?.dependsOn).toEqual([
      "[resourceId('Microsoft.SignalRService/webPubSub', parameters('name'))]",
      "[resourceId('Microsoft.SignalRService/webPubSub/hubs', parameters('name'), parameters('hubName'))]",
    ]);
    expect(second?.dependsOn).toContain(
      "[resourceId('Microsoft.SignalRService/webPubSub/replicas', parameters('name'), format('{0}-{1}', parameters('name'), parameters('replicaLocations')[0]))]",
    );
  });

  it('names the hub after the scenario, in the letters a hub name may hold', () => {
    expect(template.parameters.hubName?.defaultValue).toBe('support_chat');
    expect(template.parameters.name?.metadata.description).toContain('<name>.webpubsub.azure.com');
  });
});
