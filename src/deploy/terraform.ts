/**
 * The plan as Terraform: `azurerm_signalr_service` (its `sku` block) or `azurerm_web_pubsub` (`sku`, `capacity`,
 * and `azurerm_web_pubsub_hub` whose event handler calls the upstream) per instance, `azapi_resource` per replica
 * (azurerm has no replica resource for either: hashicorp/terraform-provider-azurerm issues 26636 and 32707) and
 * `azurerm_monitor_autoscale_setting` per region that autoscales. Names, regions and the upstream are variables.
 */
import {
  diagnosticSettingName,
  everyDay,
  metricWindow,
  scaleAction,
  serviceResources,
  userEventPatternAll,
} from './azureRules';
import { attribute, blank, block, hclComment, hclString, hclText, type HclItem } from './hcl';
import type { AutoscaleLayout, DeploymentLayout, InstanceLayout } from './layout';
import type { DeployDefaults } from './names';
import { resourceGroup, settings } from './terraformSettings';
import { autoscaleNotes, headerLines } from './vendorPages';
import { eventHandlerNotes } from './webPubSubTexts';

/** Each service's azurerm resource for an instance, and its label. */
const instanceTypes = {
  signalr: { type: 'azurerm_signalr_service', label: 'signalr' },
  webPubSub: { type: 'azurerm_web_pubsub', label: 'webpubsub' },
} as const;

const autoscaleComment = 'Autoscale moves the units: a later apply leaves them where it put them.';

function names(layout: DeploymentLayout, instance: number) {
  const suffix = layout.instanceCount > 1 ? `-${instance}` : '';
  const base = instanceTypes[layout.service].label;
  const label = layout.instanceCount > 1 ? `${base}_${instance}` : base;
  return {
    label,
    name: suffix ? hclString(`\${var.name}${suffix}`) : 'var.name',
    replicaLabel: (replica: number) => `${label}_replica_${replica}`,
    replicaName: (replica: number) =>
      hclString(`\${var.name}${suffix}-\${local.replica_locations[${replica - 1}]}`),
  };
}

/**
 * The address Terraform gives an instance's resource, which infracost's usage file names too.
 * @example terraformInstanceAddress(layout, 1) // 'azurerm_signalr_service.signalr' (one instance)
 */
export function terraformInstanceAddress(layout: DeploymentLayout, instance: number): string {
  return `${instanceTypes[layout.service].type}.${names(layout, instance).label}`;
}

function autoscaleProfile(autoscale: AutoscaleLayout, target: string, index: number): HclItem {
  const profile = autoscale.profiles[index] as AutoscaleLayout['profiles'][number];
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
            attribute('metric_namespace', hclString(autoscale.metricNamespace)),
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
            attribute('type', hclString(scaleAction.type)),
            attribute('value', String(scaleAction.value)),
            attribute('cooldown', hclString(`PT${autoscale.coolDownMinutes}M`)),
          ],
        ),
      ],
    ),
  );
  const recurrence =
    profile.startHour === null
      ? []
      : [
          blank,
          block(
            'recurrence',
            [],
            [
              attribute('timezone', 'var.time_zone'),
              attribute('days', `[${everyDay.map(hclString).join(', ')}]`),
              attribute('hours', `[${profile.startHour}]`),
              attribute('minutes', '[0]'),
            ],
          ),
        ];
  return block(
    'profile',
    [],
    [
      attribute('name', hclString(profile.name)),
      blank,
      block(
        'capacity',
        [],
        [
          attribute('default', String(profile.default)),
          attribute('minimum', String(profile.minimum)),
          attribute('maximum', String(profile.maximum)),
        ],
      ),
      ...recurrence,
      ...rules.flatMap((rule) => [blank, rule]),
    ],
  );
}

function autoscaleResource(
  label: string,
  target: string,
  location: string,
  autoscale: AutoscaleLayout,
  after: string | null,
): HclItem[] {
  return [
    block(
      'resource',
      ['azurerm_monitor_autoscale_setting', label],
      [
        attribute('name', hclString(`\${${target}.name}-autoscale`)),
        attribute('resource_group_name', `${resourceGroup}.name`),
        attribute('location', location),
        attribute('target_resource_id', `${target}.id`),
        attribute('tags', 'var.tags'),
        ...autoscale.profiles.flatMap((_, index) => [
          blank,
          autoscaleProfile(autoscale, target, index),
        ]),
        ...(after
          ? [
              blank,
              hclComment(
                'After the last replica (our assumption: one instance takes one change at a time).',
              ),
              attribute('depends_on', `[${after}]`),
            ]
          : []),
      ],
    ),
    blank,
  ];
}

/** Each region's resource logs and metrics go to the workspace, when one is given (the replicas' too). */
function diagnosticsResource(label: string, target: string): HclItem[] {
  return [
    block(
      'resource',
      ['azurerm_monitor_diagnostic_setting', label],
      [
        attribute('count', 'var.log_analytics_workspace_id == null ? 0 : 1'),
        attribute('name', hclString(diagnosticSettingName)),
        attribute('target_resource_id', `${target}.id`),
        attribute('log_analytics_workspace_id', 'var.log_analytics_workspace_id'),
        blank,
        block('enabled_log', [], [attribute('category_group', hclString('allLogs'))]),
        blank,
        block('enabled_metric', [], [attribute('category', hclString('AllMetrics'))]),
      ],
    ),
    blank,
  ];
}

/** A system-assigned identity when `system_assigned_identity` is true, else none. */
const identityBlock: HclItem = block(
  'dynamic',
  ['identity'],
  [
    attribute('for_each', 'var.system_assigned_identity ? [1] : []'),
    blank,
    block('content', [], [attribute('type', hclString('SystemAssigned'))]),
  ],
);

/**
 * SignalR: its `sku` block, service mode and CORS. Web PubSub: `sku` and `capacity` attributes, no service mode and
 * no CORS (its properties have none).
 */
function instanceBody(layout: DeploymentLayout, capacity: number): HclItem[] {
  if (layout.service === 'webPubSub') {
    return [
      attribute('sku', hclString(layout.skuName)),
      attribute('capacity', String(capacity)),
      attribute('tags', 'var.tags'),
      blank,
      identityBlock,
    ];
  }
  return [
    attribute('service_mode', hclString(layout.serviceMode)),
    attribute('tags', 'var.tags'),
    blank,
    block(
      'sku',
      [],
      [attribute('name', hclString(layout.skuName)), attribute('capacity', String(capacity))],
    ),
    blank,
    block('cors', [], [attribute('allowed_origins', 'var.cors_allowed_origins')]),
    blank,
    identityBlock,
  ];
}

/** Web PubSub's hub: its event handler sends every client event to the upstream's URL template. */
function hubResource(label: string, instance: string): HclItem[] {
  return [
    ...eventHandlerNotes.map(hclComment),
    block(
      'resource',
      ['azurerm_web_pubsub_hub', label],
      [
        attribute('name', 'var.hub_name'),
        attribute('web_pubsub_id', `${instance}.id`),
        blank,
        block(
          'event_handler',
          [],
          [
            attribute('url_template', 'var.event_handler_url_template'),
            attribute('user_event_pattern', hclString(userEventPatternAll)),
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
  const { type } = instanceTypes[layout.service];
  const { replicaType, apiVersion } = serviceResources[layout.service];
  const signalr = `${type}.${label}`;
  const capacityPath = layout.service === 'webPubSub' ? 'capacity' : 'sku[0].capacity';
  const items: HclItem[] = [
    block(
      'resource',
      [type, label],
      [
        attribute('name', name),
        attribute('location', 'local.location'),
        attribute('resource_group_name', `${resourceGroup}.name`),
        ...instanceBody(layout, primary.capacity),
        ...(primary.autoscale
          ? [
              blank,
              hclComment(autoscaleComment),
              block('lifecycle', [], [attribute('ignore_changes', `[${capacityPath}]`)]),
            ]
          : []),
      ],
    ),
    blank,
  ];
  let previous: string | null = null;
  if (layout.upstream) {
    items.push(...hubResource(label, signalr));
    previous = `azurerm_web_pubsub_hub.${label}`;
  }
  items.push(...diagnosticsResource(label, signalr));
  const targets = [signalr];
  const locations = ['local.location'];
  replicas.forEach((region, index) => {
    const replica = index + 1;
    const location = `local.replica_locations[${replica - 1}]`;
    const body: HclItem[] = [
      attribute('sku', [
        attribute('name', hclString(layout.skuName)),
        attribute('tier', hclString(layout.skuTier)),
        attribute('capacity', String(region.capacity)),
      ]),
      attribute('properties', []),
    ];
    const extra: HclItem[] = [];
    if (previous) {
      extra.push(
        blank,
        hclComment(
          `After ${replica > 1 ? 'the previous replica' : 'the hub'} (our assumption: one instance takes one change at a time).`,
        ),
        attribute('depends_on', `[${previous}]`),
      );
    }
    const lifecycle: HclItem[] = [];
    if (replica === 1) {
      lifecycle.push(
        block(
          'precondition',
          [],
          [
            attribute(
              'condition',
              `length(distinct(concat([local.location], slice(local.replica_locations, 0, ${layout.replicaCount})))) == ${layout.replicaCount + 1}`,
            ),
            attribute(
              'error_message',
              hclString(
                "Each replica needs a region of its own, none of them the primary's: set replica_locations.",
              ),
            ),
          ],
        ),
      );
    }
    if (region.autoscale) {
      if (lifecycle.length > 0) lifecycle.push(blank);
      lifecycle.push(
        hclComment(autoscaleComment),
        attribute('ignore_changes', '[body.sku.capacity]'),
      );
    }
    if (lifecycle.length > 0) extra.push(blank, block('lifecycle', [], lifecycle));
    items.push(
      block(
        'resource',
        ['azapi_resource', replicaLabel(replica)],
        [
          attribute('type', hclString(`${replicaType}@${apiVersion}`)),
          attribute('name', replicaName(replica)),
          attribute('parent_id', `${signalr}.id`),
          attribute('location', location),
          attribute('tags', 'var.tags'),
          attribute('body', body),
          ...extra,
        ],
      ),
      blank,
    );
    items.push(
      ...diagnosticsResource(replicaLabel(replica), `azapi_resource.${replicaLabel(replica)}`),
    );
    targets.push(`azapi_resource.${replicaLabel(replica)}`);
    locations.push(location);
    previous = `azapi_resource.${replicaLabel(replica)}`;
  });
  instance.regions.forEach((region, index) => {
    if (!region.autoscale) return;
    const target = targets[index] as string;
    const settingLabel = index === 0 ? label : replicaLabel(index);
    items.push(
      ...autoscaleResource(
        settingLabel,
        target,
        locations[index] as string,
        region.autoscale,
        previous,
      ),
    );
  });
  return items;
}

/** Ids, host names and the replicas: never a key or a connection string (those stay in Azure). */
function outputs(layout: DeploymentLayout): HclItem[] {
  const all = layout.instances.map((instance) => names(layout, instance.instance));
  const { type } = instanceTypes[layout.service];
  const output = (outputName: string, description: string, value: string): HclItem[] => [
    block(
      'output',
      [outputName],
      [attribute('description', hclString(description)), attribute('value', value)],
    ),
    blank,
  ];
  const items: HclItem[] =
    layout.instanceCount > 1
      ? [
          ...output(
            'resource_ids',
            'Resource ID of each instance.',
            `[${all.map((one) => `${type}.${one.label}.id`).join(', ')}]`,
          ),
          ...output(
            'hostnames',
            'Host name of each instance.',
            `[${all.map((one) => `${type}.${one.label}.hostname`).join(', ')}]`,
          ),
        ]
      : [
          ...output(
            'resource_id',
            'Resource ID of the instance.',
            `${type}.${all[0]?.label ?? ''}.id`,
          ),
          ...output(
            'hostname',
            'Host name clients and app servers connect to (the service resolves it to the nearest healthy replica).',
            `${type}.${all[0]?.label ?? ''}.hostname`,
          ),
        ];
  if (layout.replicaCount > 0) {
    const replicas = all.flatMap((one) =>
      Array.from({ length: layout.replicaCount }, (_, index) => {
        const resource = `azapi_resource.${one.replicaLabel(index + 1)}`;
        return `{ name = ${resource}.name, location = ${resource}.location, id = ${resource}.id }`;
      }),
    );
    items.push(
      ...output(
        'replicas',
        'Each replica: its name, region and resource ID.',
        `[${replicas.join(', ')}]`,
      ),
    );
  }
  return items;
}

/** The Terraform configuration (one main.tf) for a deployment layout, with `defaults` as its variables' defaults. */
export function terraformOf(layout: DeploymentLayout, defaults: DeployDefaults): string {
  const items: HclItem[] = [
    ...headerLines(
      `${serviceResources[layout.service].product}: Terraform`,
      layout.summary,
      'terraform',
      layout.features,
    ).map(hclComment),
    blank,
    ...settings(layout, defaults),
    ...(layout.features.autoscale ? [...autoscaleNotes('default').map(hclComment), blank] : []),
    ...layout.instances.flatMap((instance) => instanceResources(layout, instance)),
    ...outputs(layout),
  ];
  while (items.at(-1)?.kind === 'blank') items.pop();
  return hclText(items);
}
