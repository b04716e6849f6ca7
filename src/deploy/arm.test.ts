/**
 * The ARM template against the management SDK's own types (@azure/arm-signalr) and the unit counts Azure
 * accepts. The type checks run in `npm run typecheck`; the values are checked here.
 */
import type {
  ResourceSku,
  SignalRFeature,
  SignalRResource,
  TrackedResource,
} from '@azure/arm-signalr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { plan, type Deployment } from '../engine';
import { deployFixtures, deployScenarios } from '../../tests/fixtures/deployPlans';
import { armJsonOf, armTemplateOf } from './arm';
import type { ArmAutoscaleSetting, ArmReplica, ArmSignalR, ArmTemplate } from './armTypes';
import { allowedCapacities } from './azureRules';
import { deploymentLayout } from './layout';
import { deployDefaults } from './names';

/**
 * The template's fields whose value is an ARM expression (a parameter): `tags`, `identity` and CORS's origins are
 * checked by name here and by value against the published ARM schema (armSchema.test.ts).
 */
type ExpressionFields = 'tags' | 'identity';

/**
 * The SDK's models are client-flattened (`x-ms-client-flatten` on `properties`): its SignalRResource holds
 * `features` where the template writes `properties.features`.
 */
type SdkViewOf<Resource extends { properties: object }> = Omit<
  Resource,
  'apiVersion' | 'properties' | ExpressionFields
> &
  Omit<Resource['properties'], 'cors'>;

/**
 * A replica as the 2024-03-01 specification defines it (TrackedResource + sku + properties). The SDK on the
 * registry (@azure/arm-signalr 5.2.0, API 2023-02-01) predates replicas: its own parts are typed by it.
 */
type SpecReplica = TrackedResource & {
  sku?: ResourceSku;
  regionEndpointEnabled?: string;
  resourceStopped?: string;
};

describe('the ARM resources, typed by the management SDK', () => {
  it('a SignalR resource is a SignalRResource, with no field the SDK does not know', () => {
    expectTypeOf<SdkViewOf<ArmSignalR>>().toExtend<SignalRResource>();
    expectTypeOf<
      Exclude<keyof SdkViewOf<ArmSignalR>, keyof SignalRResource>
    >().toEqualTypeOf<never>();
    expectTypeOf<ArmSignalR['sku']>().toExtend<ResourceSku>();
    expectTypeOf<ArmSignalR['properties']['features'][number]>().toExtend<SignalRFeature>();
    expectTypeOf<ExpressionFields | 'cors'>().toExtend<keyof SignalRResource>();
  });

  it('a replica is a replica of the specification, its sku a ResourceSku', () => {
    type ReplicaBody = Omit<
      ArmReplica,
      'apiVersion' | 'dependsOn' | 'comments' | 'tags' | 'properties'
    >;
    expectTypeOf<ReplicaBody>().toExtend<SpecReplica>();
    expectTypeOf<Exclude<keyof ReplicaBody, keyof SpecReplica>>().toEqualTypeOf<never>();
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

/** Every unit count the template sets: the resources' capacities and the autoscale bounds. */
function capacitiesOf(template: ArmTemplate): number[] {
  const resources = [
    ...byType(template, 'Microsoft.SignalRService/signalR'),
    ...byType(template, 'Microsoft.SignalRService/signalR/replicas'),
  ].map((resource) => resource.sku.capacity);
  const bounds = byType(template, 'Microsoft.Insights/autoscalesettings').flatMap((setting) =>
    setting.properties.profiles.flatMap(({ capacity }) =>
      [capacity.minimum, capacity.maximum, capacity.default].map(Number),
    ),
  );
  return [...resources, ...bounds];
}

const fixturePlans = deployFixtures.map(({ name, scenarioName, deployment }) => ({
  name,
  scenarioName,
  deployment,
}));
const realPlans = deployScenarios.map((scenario) => {
  const { deployment } = plan(scenario);
  if (!deployment) throw new Error(`${scenario.name ?? 'scenario'} has no deployment`);
  return { name: `plan(${scenario.name ?? ''})`, scenarioName: scenario.name, deployment };
});

describe.each([...fixturePlans, ...realPlans])('$name', ({ deployment, scenarioName }) => {
  const template = templateOf(deployment, scenarioName);
  const signalrs = byType(template, 'Microsoft.SignalRService/signalR');
  const replicas = byType(template, 'Microsoft.SignalRService/signalR/replicas');
  const settings = byType(template, 'Microsoft.Insights/autoscalesettings');

  it('sets only unit counts its SKU accepts', () => {
    const allowed = allowedCapacities[deployment.sku];
    for (const capacity of capacitiesOf(template)) expect(allowed).toContain(capacity);
  });

  it('has one SignalR resource per instance, in the SDK shape, with the plan units and mode', () => {
    expect(signalrs).toHaveLength(deployment.instances);
    for (const resource of signalrs) {
      const { apiVersion, properties, tags, identity, ...rest } = resource;
      const { cors, ...flattened } = properties;
      const sdk: SignalRResource = { ...rest, ...flattened };
      expect([tags, identity.type, cors.allowedOrigins]).toEqual([
        "[parameters('tags')]",
        "[if(parameters('enableSystemIdentity'), 'SystemAssigned', 'None')]",
        "[parameters('corsAllowedOrigins')]",
      ]);
      expect(apiVersion).toBe('2024-03-01');
      expect(sdk.kind).toBe('SignalR');
      expect(sdk.sku?.capacity).toBe(deployment.regions[0]);
      expect(sdk.features).toEqual([{ flag: 'ServiceMode', value: deployment.serviceMode }]);
    }
  });

  it('has one replica per extra region of each instance, each with its region and units', () => {
    const replicaCount = deployment.regions.length - 1;
    expect(replicas).toHaveLength(deployment.instances * replicaCount);
    replicas.forEach((replica: ArmReplica, index) => {
      const region = (index % replicaCount) + 1;
      const spec: SpecReplica = { location: replica.location, sku: replica.sku };
      expect(spec.location).toBe(`[parameters('replicaLocations')[${region - 1}]]`);
      expect(spec.sku?.capacity).toBe(deployment.regions[region]);
      expect(spec.sku?.tier).toBe('Premium');
    });
  });

  it('gives each region of each instance its own autoscale setting when the plan autoscales', () => {
    const expected = deployment.autoscale ? deployment.instances * deployment.regions.length : 0;
    expect(settings).toHaveLength(expected);
    const targets = settings.map(
      (setting: ArmAutoscaleSetting) => setting.properties.targetResourceUri,
    );
    expect(new Set(targets).size).toBe(expected);
    for (const setting of settings) {
      const [profile] = setting.properties.profiles;
      for (const rule of profile?.rules ?? []) {
        expect(rule.metricTrigger.metricResourceUri).toBe(setting.properties.targetResourceUri);
        expect(rule.scaleAction.cooldown).toBe(`PT${deployment.autoscale?.coolDownMinutes}M`);
      }
    }
  });

  it('is the JSON the user downloads', () => {
    const result = deploymentLayout(deployment);
    if (!result.ok) throw new Error('not deployable');
    const defaults = deployDefaults(scenarioName, result.layout.replicaCount);
    expect(JSON.parse(armJsonOf(result.layout, defaults))).toEqual(template);
  });
});

describe('the Premium plan with two replicas and autoscale', () => {
  const template = templateOf(deployFixtures[1].deployment, 'Global chat');

  it('scales each region up to its own peak on both metrics, 70% out and 20% in, by the next allowed count', () => {
    const settings = byType(template, 'Microsoft.Insights/autoscalesettings');
    expect(
      settings.map(({ properties }) =>
        properties.profiles.map((profile) => [
          profile.recurrence?.schedule.hours.join() ?? 'default',
          `${profile.capacity.minimum}-${profile.capacity.maximum}`,
        ]),
      ),
    ).toEqual([
      // The primary and the first replica are sized for all the traffic: their minimum follows the plan's day.
      [
        ['default', '20-20'],
        ['8', '20-20'],
        ['18', '5-20'],
      ],
      [
        ['default', '20-20'],
        ['8', '20-20'],
        ['18', '5-20'],
      ],
      // The second replica is sized for its share: one profile, between the night's units and its peak.
      [['default', '5-10']],
    ]);
    for (const { properties } of settings) {
      for (const profile of properties.profiles) {
        expect(
          profile.rules.map(
            ({ metricTrigger, scaleAction }) =>
              `${metricTrigger.metricName} ${metricTrigger.operator} ${metricTrigger.threshold}: ${scaleAction.direction} ${scaleAction.type} ${scaleAction.value}`,
          ),
        ).toEqual([
          'ConnectionQuotaUtilization GreaterThan 70: Increase ServiceAllowedNextValue 1',
          'ConnectionQuotaUtilization LessThan 20: Decrease ServiceAllowedNextValue 1',
          'ServerLoad GreaterThan 70: Increase ServiceAllowedNextValue 1',
          'ServerLoad LessThan 20: Decrease ServiceAllowedNextValue 1',
        ]);
      }
    }
  });

  it('creates every autoscale setting after the last replica, in its own region', () => {
    const settings = byType(template, 'Microsoft.Insights/autoscalesettings');
    const lastReplica =
      "[resourceId('Microsoft.SignalRService/signalR/replicas', parameters('name'), format('{0}-{1}', parameters('name'), parameters('replicaLocations')[1]))]";
    expect(settings.map((setting) => setting.dependsOn.includes(lastReplica))).toEqual([
      true,
      true,
      true,
    ]);
    expect(settings.map((setting) => setting.location)).toEqual([
      "[parameters('location')]",
      "[parameters('replicaLocations')[0]]",
      "[parameters('replicaLocations')[1]]",
    ]);
  });

  it('writes "properties": {} on each replica, as the schema requires', () => {
    const replicas = byType(template, 'Microsoft.SignalRService/signalR/replicas');
    expect(replicas.map((replica) => replica.properties)).toEqual([{}, {}]);
  });

  it('defaults the replica regions to placeholders other than the primary’s region', () => {
    expect(template.parameters.replicaLocations?.defaultValue).toBe(
      "[createArray(if(equals(parameters('location'), 'westus2'), 'southeastasia', 'westus2'), if(equals(parameters('location'), 'northeurope'), 'southeastasia', 'northeurope'))]",
    );
  });

  it('outputs the id, the host name and each replica, never a key', () => {
    expect(Object.keys(template.outputs)).toEqual(['resourceId', 'hostName', 'replicas']);
    expect(JSON.stringify(template.outputs)).not.toMatch(/listKeys|Key|ConnectionString/);
  });

  it('creates the second replica after the first', () => {
    const [first, second] = byType(template, 'Microsoft.SignalRService/signalR/replicas');
    expect(first?.dependsOn).toEqual([
      "[resourceId('Microsoft.SignalRService/signalR', parameters('name'))]",
    ]);
    expect(second?.dependsOn).toContain(
      "[resourceId('Microsoft.SignalRService/signalR/replicas', parameters('name'), format('{0}-{1}', parameters('name'), parameters('replicaLocations')[0]))]",
    );
  });
});
