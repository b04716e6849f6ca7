/**
 * Every generated Terraform configuration against the providers' published schemas for the versions it pins
 * (tests/fixtures/schemas/terraform/: the shape of `terraform providers schema -json`, transcribed from the Go
 * source of hashicorp/azurerm v4.81.0 and Azure/azapi v2.12.0, its source in the README): each block and attribute
 * the configuration writes exists, none is computed only, every required one is there, no block repeats beyond
 * its maximum; and the values the providers validate (scale action type, recurrence) are among those they accept.
 */
import { readFileSync } from 'node:fs';
import { parse } from '@cdktf/hcl2json';
import { describe, expect, it } from 'vitest';
import { plan, type Deployment } from '../engine';
import {
  deployFixtures,
  deployScenarios,
  webPubSubDeployFixtures,
  webPubSubDeployScenarios,
} from '../../tests/fixtures/deployPlans';
import { failoverChat, failoverWebPubSubChat } from '../../tests/fixtures/failoverPlans';
import { deploymentLayout } from './layout';
import { deployDefaults } from './names';
import { terraformOf } from './terraform';

interface AttributeSchema {
  type: unknown;
  required?: boolean;
  optional?: boolean;
  computed?: boolean;
}

interface BlockSchema {
  attributes?: Record<string, AttributeSchema>;
  block_types?: Record<
    string,
    { nesting_mode: string; block: BlockSchema; min_items?: number; max_items?: number }
  >;
}

interface ProvidersSchema {
  provider_schemas: Record<
    string,
    {
      provider: { block: BlockSchema };
      resource_schemas?: Record<string, { block: BlockSchema }>;
      data_source_schemas?: Record<string, { block: BlockSchema }>;
    }
  >;
}

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../tests/fixtures/schemas/terraform/${name}`, import.meta.url),
      'utf8',
    ),
  ) as unknown;

const schema = fixture('providers-schema.json') as ProvidersSchema;
const azurerm = schema.provider_schemas['registry.terraform.io/hashicorp/azurerm'];
const azapi = schema.provider_schemas['registry.terraform.io/azure/azapi'];
const resourceSchemas = { ...azurerm?.resource_schemas, ...azapi?.resource_schemas };
const validations = fixture('azurerm-validations.json') as {
  azurerm_monitor_autoscale_setting: Record<
    string,
    {
      one_of?: string[];
      each_one_of?: string[];
      max_items?: number;
      each_between?: [number, number];
    }
  >;
};

/** Terraform's own arguments of every resource block (meta-arguments), which no provider schema lists. */
const metaArguments = new Set(['count', 'for_each', 'depends_on', 'lifecycle', 'provider']);

type Parsed = Record<string, unknown>;

/** What a configuration writes that the schema of `block` does not allow, as `path: reason`. */
function problemsOf(body: Parsed, block: BlockSchema, path: string, meta = false): string[] {
  const problems: string[] = [];
  const attributes = block.attributes ?? {};
  const blocks = block.block_types ?? {};
  const written = { ...body };
  // A dynamic block writes the block it names, its content once per element.
  const dynamic = (written.dynamic as Record<string, Parsed[]> | undefined) ?? {};
  for (const [name, instances] of Object.entries(dynamic)) {
    written[name] = instances.flatMap(
      (instance) => (instance.content as Parsed[] | undefined) ?? [],
    );
  }
  delete written.dynamic;
  for (const [key, value] of Object.entries(written)) {
    const where = `${path}.${key}`;
    if (meta && metaArguments.has(key)) continue;
    const attribute = attributes[key];
    const nested = blocks[key];
    if (attribute) {
      if (attribute.computed && !attribute.optional && !attribute.required) {
        problems.push(`${where}: computed only, cannot be set`);
      }
    } else if (nested) {
      const instances = value as Parsed[];
      if (nested.max_items !== undefined && instances.length > nested.max_items) {
        problems.push(`${where}: ${instances.length} blocks, at most ${nested.max_items}`);
      }
      instances.forEach((instance, index) =>
        problems.push(...problemsOf(instance, nested.block, `${where}[${index}]`)),
      );
    } else {
      problems.push(`${where}: not in the provider's schema`);
    }
  }
  for (const [key, attribute] of Object.entries(attributes)) {
    if (attribute.required && !(key in written)) problems.push(`${path}.${key}: required`);
  }
  for (const [key, nested] of Object.entries(blocks)) {
    const count = ((written[key] as unknown[] | undefined) ?? []).length;
    if ((nested.min_items ?? 0) > count) problems.push(`${path}.${key}: required block`);
  }
  return problems;
}

interface Configuration {
  provider?: Record<string, Parsed[]>;
  resource?: Record<string, Record<string, Parsed[]>>;
  data?: Record<string, Record<string, Parsed[]>>;
}

function configurationProblems(config: Configuration): string[] {
  const problems: string[] = [];
  for (const [name, blocks] of Object.entries(config.provider ?? {})) {
    const provider = name === 'azurerm' ? azurerm?.provider : azapi?.provider;
    if (!provider) problems.push(`provider.${name}: no schema`);
    else
      blocks.forEach((block) =>
        problems.push(...problemsOf(block, provider.block, `provider.${name}`)),
      );
  }
  for (const [type, resources] of Object.entries(config.resource ?? {})) {
    const resource = resourceSchemas[type];
    for (const [label, blocks] of Object.entries(resources)) {
      if (!resource) problems.push(`${type}: no such resource type`);
      else
        for (const block of blocks)
          problems.push(...problemsOf(block, resource.block, `${type}.${label}`, true));
    }
  }
  for (const [type, sources] of Object.entries(config.data ?? {})) {
    const source = azurerm?.data_source_schemas?.[type];
    for (const [label, blocks] of Object.entries(sources)) {
      if (!source) problems.push(`data.${type}: no such data source`);
      else
        for (const block of blocks)
          problems.push(...problemsOf(block, source.block, `data.${type}.${label}`, true));
    }
  }
  return problems;
}

/** The values azurerm's ValidateFunc checks on the autoscale settings the configuration writes. */
function validationProblems(config: Configuration): string[] {
  const rules = validations.azurerm_monitor_autoscale_setting;
  const problems: string[] = [];
  const check = (path: string, value: unknown) => {
    const rule = rules[path];
    if (!rule) return;
    if (rule.one_of && !rule.one_of.includes(value as string))
      problems.push(`${path}: ${String(value)}`);
    const items = Array.isArray(value) ? (value as unknown[]) : [];
    if (rule.max_items !== undefined && items.length > rule.max_items)
      problems.push(`${path}: ${items.length} items`);
    if (rule.each_one_of && items.some((item) => !rule.each_one_of?.includes(item as string))) {
      problems.push(`${path}: ${items.join()}`);
    }
    const between = rule.each_between;
    if (
      between &&
      items.some((item) => typeof item !== 'number' || item < between[0] || item > between[1])
    ) {
      problems.push(`${path}: ${items.join()}`);
    }
  };
  for (const settings of Object.values(config.resource?.azurerm_monitor_autoscale_setting ?? {})) {
    for (const profile of (settings[0]?.profile as Parsed[] | undefined) ?? []) {
      for (const recurrence of (profile.recurrence as Parsed[] | undefined) ?? []) {
        for (const key of ['days', 'hours', 'minutes'])
          check(`profile.recurrence.${key}`, recurrence[key]);
      }
      for (const rule of (profile.rule as Parsed[] | undefined) ?? []) {
        const action = (rule.scale_action as Parsed[] | undefined)?.[0] ?? {};
        for (const key of ['type', 'direction'])
          check(`profile.rule.scale_action.${key}`, action[key]);
      }
    }
  }
  return problems;
}

function terraformFor(deployment: Deployment, scenarioName?: string): string {
  const result = deploymentLayout(deployment);
  if (!result.ok) throw new Error('not deployable');
  return terraformOf(result.layout, deployDefaults(scenarioName, result.layout.replicaCount));
}

const plans = [
  ...[...deployFixtures, ...webPubSubDeployFixtures].map(({ name, scenarioName, deployment }) => ({
    name,
    scenarioName: scenarioName,
    deployment: deployment,
  })),
  ...[...deployScenarios, ...webPubSubDeployScenarios, failoverChat, failoverWebPubSubChat].map(
    (scenario) => ({
      name: `plan(${scenario.name ?? ''})`,
      scenarioName: scenario.name,
      deployment: plan(scenario).deployment as Deployment,
    }),
  ),
];

describe.each(plans)('$name', ({ deployment, scenarioName }) => {
  const parsed = parse('main.tf', terraformFor(deployment, scenarioName)) as Promise<Configuration>;

  it('writes only blocks and attributes the pinned providers’ schemas have, with every required one', async () => {
    expect(configurationProblems(await parsed)).toEqual([]);
  });

  it('writes only values azurerm accepts for the autoscale settings', async () => {
    expect(validationProblems(await parsed)).toEqual([]);
  });
});

describe('the Terraform schema check is a real check', () => {
  const text = terraformFor(deployFixtures[1].deployment, 'Global chat');

  it('refuses an attribute the resource does not have, and a required one left out', async () => {
    const wrong = text
      .replace('service_mode', 'service_modes')
      .replace(/\n {4}capacity = 20\n/, '\n');
    expect(configurationProblems((await parse('main.tf', wrong)) as Configuration)).toEqual(
      expect.arrayContaining([
        "azurerm_signalr_service.signalr.service_modes: not in the provider's schema",
        'azurerm_signalr_service.signalr.sku[0].capacity: required',
      ]),
    );
  });

  it('refuses a scale action type azurerm does not accept', async () => {
    const wrong = text.replace('"ServiceAllowedNextValue"', '"NextCount"');
    expect(validationProblems((await parse('main.tf', wrong)) as Configuration)).toEqual([
      'profile.rule.scale_action.type: NextCount',
    ]);
  });
});
