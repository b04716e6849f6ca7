/** The Terraform output parsed as HCL (@cdktf/hcl2json, HashiCorp's own parser compiled to WebAssembly). */
import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { plan, type Deployment } from '../engine';
import { deployFixtures, deployScenarios } from '../../tests/fixtures/deployPlans';
import { allowedCapacities, azureSkuOf } from './azureRules';
import { deploymentLayout } from './layout';
import { deployDefaults } from './names';
import { terraformOf } from './terraform';

/** What hcl2json makes of a configuration: blocks become lists, attributes keep their values. */
interface ParsedTerraform {
  resource?: Record<string, Record<string, Record<string, unknown>[]>>;
  variable?: Record<string, { default?: unknown }[]>;
  locals?: Record<string, unknown>[];
  provider?: Record<string, Record<string, unknown>[]>;
}

function terraformFor(deployment: Deployment, scenarioName?: string): string {
  const result = deploymentLayout(deployment);
  if (!result.ok) throw new Error('not deployable');
  return terraformOf(result.layout, deployDefaults(scenarioName, result.layout.replicaCount));
}

/** Each configuration is parsed once (a parse takes a few hundred milliseconds). */
const parses = new Map<string, Promise<ParsedTerraform>>();

function parsed(deployment: Deployment, scenarioName?: string): Promise<ParsedTerraform> {
  const text = terraformFor(deployment, scenarioName);
  let result = parses.get(text);
  if (!result) {
    result = parse('main.tf', text) as Promise<ParsedTerraform>;
    parses.set(text, result);
  }
  return result;
}

const resourcesOf = (config: ParsedTerraform, type: string) =>
  Object.values(config.resource?.[type] ?? {}).map(
    (blocks) => blocks[0] as Record<string, unknown>,
  );

const plans = [
  ...deployFixtures.map(({ name, scenarioName, deployment }) => ({
    name,
    scenarioName,
    deployment,
  })),
  ...deployScenarios.map((scenario) => ({
    name: `plan(${scenario.name ?? ''})`,
    scenarioName: scenario.name,
    deployment: plan(scenario).deployment as Deployment,
  })),
];

describe.each(plans)('$name', ({ deployment, scenarioName }) => {
  it('parses as HCL, with one azurerm_signalr_service per instance in its sku block', async () => {
    const config = await parsed(deployment, scenarioName);
    const services = resourcesOf(config, 'azurerm_signalr_service');
    expect(services).toHaveLength(deployment.instances);
    for (const service of services) {
      expect(service.sku).toEqual([
        { name: azureSkuOf[deployment.sku].name, capacity: deployment.regions[0] },
      ]);
      expect(service.service_mode).toBe(deployment.serviceMode);
    }
  });

  it('makes each replica an azapi_resource with its own region and units', async () => {
    const config = await parsed(deployment, scenarioName);
    const replicas = resourcesOf(config, 'azapi_resource');
    const replicaCount = deployment.regions.length - 1;
    expect(replicas).toHaveLength(deployment.instances * replicaCount);
    replicas.forEach((replica, index) => {
      const region = (index % replicaCount) + 1;
      expect(replica.type).toBe('Microsoft.SignalRService/signalR/replicas@2024-03-01');
      expect(replica.location).toBe(`\${local.replica_locations[${region - 1}]}`);
      // The schema requires `properties` on a replica: an empty object, every setting defaulted.
      expect(replica.body).toEqual({
        sku: { name: deployment.sku, tier: 'Premium', capacity: deployment.regions[region] },
        properties: {},
      });
    });
  });

  it('gives each region that autoscales its own azurerm_monitor_autoscale_setting, within the allowed units', async () => {
    const config = await parsed(deployment, scenarioName);
    const settings = resourcesOf(config, 'azurerm_monitor_autoscale_setting');
    expect(settings).toHaveLength(
      deployment.autoscale ? deployment.instances * deployment.regions.length : 0,
    );
    const targets = new Set(settings.map((setting) => setting.target_resource_id));
    expect(targets.size).toBe(settings.length);
    for (const setting of settings) {
      const [profile] = setting.profile as { capacity: Record<string, number>[] }[];
      for (const units of Object.values(profile?.capacity[0] ?? {})) {
        expect(allowedCapacities[deployment.sku]).toContain(units);
      }
    }
  });
});

describe('the Premium plan with two replicas and autoscale', () => {
  it('makes the replica regions a variable whose placeholders are never the primary’s region', async () => {
    const config = await parsed(deployFixtures[1].deployment, 'Global chat');
    expect(config.variable?.replica_locations?.[0]?.default).toEqual([]);
    expect(config.locals?.[0]?.replica_locations).toBe(
      '${length(var.replica_locations) > 0 ? var.replica_locations : [local.location == "westus2" ? "southeastasia" : "westus2", local.location == "northeurope" ? "southeastasia" : "northeurope"]}',
    );
    expect(config.variable?.name?.[0]?.default).toBe('global-chat');
  });

  it('sets the subscription in the provider block from a variable, as azurerm 4 requires', async () => {
    const config = await parsed(deployFixtures[1].deployment, 'Global chat');
    expect(config.provider?.azurerm?.[0]?.subscription_id).toBe('${var.subscription_id}');
    expect(config.variable?.subscription_id?.[0]).not.toHaveProperty('default');
  });

  it('steps each scale action by ServiceAllowedNextValue, naming the metric namespace', async () => {
    const config = await parsed(deployFixtures[1].deployment, 'Global chat');
    const settings = resourcesOf(config, 'azurerm_monitor_autoscale_setting');
    const rules = settings.flatMap((setting) =>
      (setting.profile as { rule: Record<string, Record<string, unknown>[]>[] }[]).flatMap(
        (profile) => profile.rule,
      ),
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.scale_action?.[0]).toMatchObject({ type: 'ServiceAllowedNextValue', value: 1 });
      expect(rule.metric_trigger?.[0]?.metric_namespace).toMatch(
        /^Microsoft\.SignalRService\/SignalR(\/replicas)?$/,
      );
    }
  });

  it('keeps the units autoscale moved on a later apply', async () => {
    const config = await parsed(deployFixtures[1].deployment, 'Global chat');
    const [service] = resourcesOf(config, 'azurerm_signalr_service');
    expect(service?.lifecycle).toEqual([{ ignore_changes: ['${sku[0].capacity}'] }]);
  });
});

it('the parser refuses a configuration with a missing brace, so a parse is a real check', async () => {
  const text = terraformFor(deployFixtures[0].deployment);
  await expect(parse('main.tf', text.replace(/}\n$/, '\n'))).rejects.toThrow(
    /closing brace|Unclosed/,
  );
});
