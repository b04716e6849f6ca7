/**
 * The plan as Terraform: `azurerm_signalr_service` per instance (its `sku` block), `azapi_resource` per
 * replica (azurerm has no replica resource: hashicorp/terraform-provider-azurerm issue 26636) and
 * `azurerm_monitor_autoscale_setting` per region that autoscales. Names and regions are variables.
 */
import { metricWindow, scaleStep, signalrApiVersion } from './azureRules';
import { attribute, blank, block, hclComment, hclString, hclText, type HclItem } from './hcl';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import { maxBaseNameCharacters, type DeployDefaults } from './names';
import { autoscaleNotes, headerLines } from './vendorPages';

const resourceGroup = 'data.azurerm_resource_group.target';

function names(layout: DeploymentLayout, instance: number) {
  const suffix = layout.instanceCount > 1 ? `-${instance}` : '';
  const label = layout.instanceCount > 1 ? `signalr_${instance}` : 'signalr';
  return {
    label,
    name: suffix ? hclString(`\${var.name}${suffix}`) : 'var.name',
    replicaLabel: (replica: number) => `${label}_replica_${replica}`,
    replicaName: (replica: number) =>
      hclString(`\${var.name}${suffix}-\${var.replica_locations[${replica - 1}]}`),
  };
}

function autoscaleResource(
  label: string,
  target: string,
  location: string,
  autoscale: AutoscaleLayout,
): HclItem[] {
  const rules = autoscale.rules.map((rule) =>
    block(
      'rule',
      [],
      [
        block(
          'metric_trigger',
          [],
          [
            attribute('metric_name', hclString(rule.metric)),
            attribute('metric_resource_id', `${target}.id`),
            attribute('time_grain', hclString(metricWindow.timeGrain)),
            attribute('statistic', hclString(metricWindow.statistic)),
            attribute('time_window', hclString(metricWindow.timeWindow)),
            attribute('time_aggregation', hclString(metricWindow.timeAggregation)),
            attribute('operator', hclString(rule.operator)),
            attribute('threshold', String(rule.thresholdPercent)),
          ],
        ),
        blank,
        block(
          'scale_action',
          [],
          [
            attribute('direction', hclString(rule.direction)),
            attribute('type', hclString('ChangeCount')),
            attribute('value', String(scaleStep)),
            attribute('cooldown', hclString(`PT${autoscale.coolDownMinutes}M`)),
          ],
        ),
      ],
    ),
  );
  return [
    block(
      'resource',
      ['azurerm_monitor_autoscale_setting', label],
      [
        attribute('name', hclString(`\${${target}.name}-autoscale`)),
        attribute('resource_group_name', `${resourceGroup}.name`),
        attribute('location', location),
        attribute('target_resource_id', `${target}.id`),
        blank,
        block(
          'profile',
          [],
          [
            attribute('name', hclString('plan')),
            blank,
            block(
              'capacity',
              [],
              [
                attribute('default', String(autoscale.default)),
                attribute('minimum', String(autoscale.minimum)),
                attribute('maximum', String(autoscale.maximum)),
              ],
            ),
            ...rules.flatMap((rule) => [blank, rule]),
          ],
        ),
      ],
    ),
    blank,
  ];
}

function instanceResources(layout: DeploymentLayout, instance: InstanceLayout): HclItem[] {
  const { label, name, replicaLabel, replicaName } = names(layout, instance.instance);
  const [primary, ...replicas] = instance.regions;
  if (!primary) return [];
  const signalr = `azurerm_signalr_service.${label}`;
  const items: HclItem[] = [
    block(
      'resource',
      ['azurerm_signalr_service', label],
      [
        attribute('name', name),
        attribute('location', 'local.location'),
        attribute('resource_group_name', `${resourceGroup}.name`),
        attribute('service_mode', hclString(layout.serviceMode)),
        blank,
        block(
          'sku',
          [],
          [
            attribute('name', hclString(layout.skuName)),
            attribute('capacity', String(primary.capacity)),
          ],
        ),
        ...(primary.autoscale
          ? [
              blank,
              hclComment('Autoscale moves the units: a later apply leaves them where it put them.'),
              block('lifecycle', [], [attribute('ignore_changes', '[sku[0].capacity]')]),
            ]
          : []),
      ],
    ),
    blank,
  ];
  if (primary.autoscale) {
    items.push(...autoscaleResource(label, signalr, 'local.location', primary.autoscale));
  }
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const location = `var.replica_locations[${replica - 1}]`;
    const body: HclItem[] = [
      attribute('sku', [
        attribute('name', hclString(layout.skuName)),
        attribute('tier', hclString(layout.skuTier)),
        attribute('capacity', String(region.capacity)),
      ]),
    ];
    const extra: HclItem[] = [];
    if (replica > 1) {
      extra.push(
        blank,
        hclComment(
          'One replica after another (our assumption: one instance takes one change at a time).',
        ),
        attribute('depends_on', `[azapi_resource.${replicaLabel(replica - 1)}]`),
      );
    }
    if (region.autoscale) {
      extra.push(
        blank,
        hclComment('Autoscale moves the units: a later apply leaves them where it put them.'),
        block('lifecycle', [], [attribute('ignore_changes', '[body.sku.capacity]')]),
      );
    }
    items.push(
      block(
        'resource',
        ['azapi_resource', replicaLabel(replica)],
        [
          attribute(
            'type',
            hclString(`Microsoft.SignalRService/signalR/replicas@${signalrApiVersion}`),
          ),
          attribute('name', replicaName(replica)),
          attribute('parent_id', `${signalr}.id`),
          attribute('location', location),
          attribute('body', body),
          ...extra,
        ],
      ),
      blank,
    );
    if (region.autoscale) {
      items.push(
        ...autoscaleResource(
          replicaLabel(replica),
          `azapi_resource.${replicaLabel(replica)}`,
          location,
          region.autoscale,
        ),
      );
    }
  });
  return items;
}

function settings(layout: DeploymentLayout, defaults: DeployDefaults): HclItem[] {
  const providers: HclItem[] = [
    attribute('azurerm', [
      attribute('source', hclString('hashicorp/azurerm')),
      attribute('version', hclString('~> 4.0')),
    ]),
  ];
  if (layout.replicaCount > 0) {
    providers.push(
      attribute('azapi', [
        attribute('source', hclString('Azure/azapi')),
        attribute('version', hclString('~> 2.0')),
      ]),
    );
  }
  const several = layout.instanceCount > 1;
  const items: HclItem[] = [
    block('terraform', [], [block('required_providers', [], providers)]),
    blank,
    block('provider', ['azurerm'], [block('features', [], [])]),
    blank,
    block(
      'variable',
      ['resource_group_name'],
      [
        attribute('description', hclString('An existing resource group to deploy into.')),
        attribute('type', 'string'),
        attribute('default', hclString(`${defaults.baseName}-rg`)),
      ],
    ),
    blank,
    block(
      'variable',
      ['name'],
      [
        attribute(
          'description',
          hclString(
            `Name of the SignalR instance${several ? ' (each instance adds -1, -2 ...)' : ''}: a global DNS name (<name>.service.signalr.net), so choose one that is free.`,
          ),
        ),
        attribute('type', 'string'),
        attribute('default', hclString(defaults.baseName)),
        blank,
        block(
          'validation',
          [],
          [
            attribute(
              'condition',
              `length(var.name) >= 3 && length(var.name) <= ${maxBaseNameCharacters}`,
            ),
            attribute(
              'error_message',
              hclString(`The name has 3 to ${maxBaseNameCharacters} characters.`),
            ),
          ],
        ),
      ],
    ),
    blank,
    block(
      'variable',
      ['location'],
      [
        attribute(
          'description',
          hclString("Region of the primary instance; null: the resource group's region."),
        ),
        attribute('type', 'string'),
        attribute('default', 'null'),
      ],
    ),
    blank,
  ];
  if (layout.replicaCount > 0) {
    items.push(
      block(
        'variable',
        ['replica_locations'],
        [
          attribute(
            'description',
            hclString(
              "One region per replica, in the plan's order. The defaults are placeholders: the scenario does not say where its users are.",
            ),
          ),
          attribute('type', 'list(string)'),
          attribute('default', `[${defaults.replicaLocations.map(hclString).join(', ')}]`),
          blank,
          block(
            'validation',
            [],
            [
              attribute('condition', `length(var.replica_locations) >= ${layout.replicaCount}`),
              attribute(
                'error_message',
                hclString(`Give one region per replica: ${layout.replicaCount}.`),
              ),
            ],
          ),
        ],
      ),
      blank,
    );
  }
  items.push(
    block(
      'data',
      ['azurerm_resource_group', 'target'],
      [attribute('name', 'var.resource_group_name')],
    ),
    blank,
    block(
      'locals',
      [],
      [attribute('location', `coalesce(var.location, ${resourceGroup}.location)`)],
    ),
    blank,
  );
  return items;
}

/** The Terraform configuration (one main.tf) for a deployment layout, with `defaults` as its variables' defaults. */
export function terraformOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  const items: HclItem[] = [
    ...headerLines(
      'Azure SignalR Service: Terraform',
      layout.summary,
      'terraform',
      layout.features,
    ).map(hclComment),
    blank,
    ...settings(layout, defaults),
    ...(layout.features.autoscale ? [...autoscaleNotes('default').map(hclComment), blank] : []),
    ...layout.instances.flatMap((instance) => instanceResources(layout, instance)),
  ];
  while (items.at(-1)?.kind === 'blank') items.pop();
  return hclText(items);
}
