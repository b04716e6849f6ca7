/**
 * The plan as Terraform: `azurerm_signalr_service` (its `sku` block) or `azurerm_web_pubsub` (`sku`, `capacity`,
 * and `azurerm_web_pubsub_hub` whose event handler calls the upstream) per instance, `azapi_resource` per replica
 * (azurerm has no replica resource for either: hashicorp/terraform-provider-azurerm issues 26636 and 32707) and
 * `azurerm_monitor_autoscale_setting` per region that autoscales. Names, regions and the upstream are variables.
 */
import { metricWindow, scaleStep, serviceResources, userEventPatternAll } from './azureRules';
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
      hclString(`\${var.name}${suffix}-\${var.replica_locations[${replica - 1}]}`),
  };
}

/**
 * The address Terraform gives an instance's resource, which infracost's usage file names too.
 * @example terraformInstanceAddress(layout, 1) // 'azurerm_signalr_service.signalr' (one instance)
 */
export function terraformInstanceAddress(layout: DeploymentLayout, instance: number): string {
  return `${instanceTypes[layout.service].type}.${names(layout, instance).label}`;
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
            ...(autoscale.metricNamespace
              ? [attribute('metric_namespace', hclString(autoscale.metricNamespace))]
              : []),
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

/** SignalR: its `sku` block and service mode. Web PubSub: `sku` and `capacity` attributes, no service mode. */
function instanceBody(layout: DeploymentLayout, capacity: number): HclItem[] {
  if (layout.service === 'webPubSub') {
    return [attribute('sku', hclString(layout.skuName)), attribute('capacity', String(capacity))];
  }
  return [
    attribute('service_mode', hclString(layout.serviceMode)),
    blank,
    block(
      'sku',
      [],
      [attribute('name', hclString(layout.skuName)), attribute('capacity', String(capacity))],
    ),
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
  if (layout.upstream) items.push(...hubResource(label, signalr));
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
    } else if (layout.upstream) {
      extra.push(
        blank,
        hclComment('After the hub (our assumption: one instance takes one change at a time).'),
        attribute('depends_on', `[azurerm_web_pubsub_hub.${label}]`),
      );
    }
    if (region.autoscale) {
      extra.push(
        blank,
        hclComment(autoscaleComment),
        block('lifecycle', [], [attribute('ignore_changes', '[body.sku.capacity]')]),
      );
    }
    items.push(
      block(
        'resource',
        ['azapi_resource', replicaLabel(replica)],
        [
          attribute('type', hclString(`${replicaType}@${apiVersion}`)),
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
  ];
  while (items.at(-1)?.kind === 'blank') items.pop();
  return hclText(items);
}
