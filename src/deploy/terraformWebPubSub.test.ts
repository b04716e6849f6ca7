/**
 * The Terraform of a Web PubSub plan parsed as HCL (@cdktf/hcl2json): azurerm_web_pubsub with its `sku` and
 * `capacity` arguments, azurerm_web_pubsub_hub whose event handler's URL template is a variable, replicas as
 * azapi_resource, and azurerm_monitor_autoscale_setting on the Web PubSub metric namespaces.
 */
import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { plan, type Deployment } from '../engine';
import {
  webPubSubDeployFixtures,
  webPubSubDeployScenarios,
} from '../../tests/fixtures/deployPlans';
import { allowedCapacities } from './azureRules';
import { deploymentLayout } from './layout';
import { deployDefaults } from './names';
import { terraformOf } from './terraform';

interface ParsedTerraform {
  resource?: Record<string, Record<string, Record<string, unknown>[]>>;
  variable?: Record<string, Record<string, unknown>[]>;
}

async function parsed(deployment: Deployment, scenarioName?: string): Promise<ParsedTerraform> {
  const result = deploymentLayout(deployment);
  if (!result.ok) throw new Error('not deployable');
  const text = terraformOf(result.layout, deployDefaults(scenarioName, result.layout.replicaCount));
  return (await parse('main.tf', text)) as ParsedTerraform;
}

const resourcesOf = (config: ParsedTerraform, type: string) =>
  Object.values(config.resource?.[type] ?? {}).map(
    (blocks) => blocks[0] as Record<string, unknown>,
  );

const plans = [
  ...webPubSubDeployFixtures,
  ...webPubSubDeployScenarios.map((scenario) => ({
    name: `plan(${scenario.name ?? ''})`,
    scenarioName: scenario.name,
    deployment: plan(scenario).deployment as Deployment,
  })),
];

describe.each(plans)('$name', ({ deployment, scenarioName }) => {
  const config = parsed(deployment, scenarioName);

  it('parses as HCL, with one azurerm_web_pubsub per instance, its sku and capacity, and no SignalR', async () => {
    const services = resourcesOf(await config, 'azurerm_web_pubsub');
    expect(services).toHaveLength(deployment.instances);
    for (const service of services) {
      expect(service.sku).toBe(deployment.sku);
      expect(service.capacity).toBe(deployment.regions[0]);
      expect(service).not.toHaveProperty('service_mode');
    }
    expect(resourcesOf(await config, 'azurerm_signalr_service')).toEqual([]);
  });

  it('has the hub whose event handler calls the upstream exactly when the plan has one', async () => {
    const hubs = resourcesOf(await config, 'azurerm_web_pubsub_hub');
    expect(hubs).toHaveLength(deployment.upstream ? deployment.instances : 0);
    for (const hub of hubs) {
      expect(hub.name).toBe('${var.hub_name}');
      expect(hub.event_handler).toEqual([
        { url_template: '${var.event_handler_url_template}', user_event_pattern: '*' },
      ]);
    }
    const urlTemplate = (await config).variable?.event_handler_url_template?.[0];
    if (deployment.upstream) {
      expect(urlTemplate).toMatchObject({ type: '${string}' });
      expect(urlTemplate).not.toHaveProperty('default');
    } else {
      expect(urlTemplate).toBeUndefined();
    }
  });

  it('makes each replica an azapi_resource of the Web PubSub replica type', async () => {
    const replicas = resourcesOf(await config, 'azapi_resource');
    expect(replicas).toHaveLength(deployment.instances * (deployment.regions.length - 1));
    replicas.forEach((replica, index) => {
      expect(replica.type).toBe('Microsoft.SignalRService/webPubSub/replicas@2024-03-01');
      expect(replica.body).toEqual({
        sku: { name: deployment.sku, tier: 'Premium', capacity: deployment.regions[index + 1] },
        properties: {},
      });
    });
  });

  it('autoscales each region on the namespace of what it scales, within the allowed units', async () => {
    const settings = resourcesOf(await config, 'azurerm_monitor_autoscale_setting');
    expect(settings).toHaveLength(deployment.autoscale ? deployment.regions.length : 0);
    settings.forEach((setting, index) => {
      const [profile] = setting.profile as {
        capacity: Record<string, number>[];
        rule: { metric_trigger: Record<string, unknown>[] }[];
      }[];
      for (const units of Object.values(profile?.capacity[0] ?? {})) {
        expect(allowedCapacities[deployment.sku]).toContain(units);
      }
      for (const rule of profile?.rule ?? []) {
        expect(rule.metric_trigger[0]?.metric_namespace).toBe(
          index === 0
            ? 'Microsoft.SignalRService/WebPubSub'
            : 'Microsoft.SignalRService/WebPubSub/replicas',
        );
      }
    });
  });
});

describe('the Premium Web PubSub plan', () => {
  it('keeps the units autoscale moved on a later apply, and creates the first replica after the hub', async () => {
    const config = await parsed(webPubSubDeployFixtures[1].deployment, 'Support chat');
    const [service] = resourcesOf(config, 'azurerm_web_pubsub');
    expect(service?.lifecycle).toEqual([{ ignore_changes: ['${capacity}'] }]);
    const [first] = resourcesOf(config, 'azapi_resource');
    expect(first?.depends_on).toEqual(['${azurerm_web_pubsub_hub.webpubsub}']);
    expect(config.variable?.hub_name?.[0]?.default).toBe('support_chat');
  });
});
