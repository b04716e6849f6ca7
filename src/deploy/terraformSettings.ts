/**
 * The Terraform configuration's settings: the providers, the variables (names, regions, and on Web PubSub the hub
 * and the upstream's URL template), the resource group and the location every resource reads.
 */
import type { Deployment } from '../engine';
import { defaultTimeZone, hubNamePattern, serviceResources } from './azureRules';
import {
  corsDescription,
  defaultCorsOrigins,
  hasCors,
  hasFailoverSchedule,
  identityDescription,
  replicaLocationsDescription,
  tagsDescription,
  timeZoneDescription,
  workspaceDescription,
} from './deployParameters';
import { attribute, blank, block, hclComment, hclString, type HclItem } from './hcl';
import type { DeploymentLayout } from './layout';
import { maxBaseNameCharacters, type DeployDefaults } from './names';
import { hubNameDescription, upstreamDescription } from './webPubSubTexts';

export const resourceGroup = 'data.azurerm_resource_group.target';

/** The hub's name (defaulted, checked) and the upstream's URL template (no default: only the user knows it). */
function upstreamVariables(
  upstream: NonNullable<Deployment['upstream']>,
  defaults: DeployDefaults,
): HclItem[] {
  return [
    block(
      'variable',
      ['hub_name'],
      [
        attribute('description', hclString(hubNameDescription)),
        attribute('type', 'string'),
        attribute('default', hclString(defaults.hubName)),
        blank,
        block(
          'validation',
          [],
          [
            attribute('condition', `can(regex(${hclString(hubNamePattern)}, var.hub_name))`),
            attribute(
              'error_message',
              hclString('A hub name is a letter, then letters, digits and underscores.'),
            ),
          ],
        ),
      ],
    ),
    blank,
    block(
      'variable',
      ['event_handler_url_template'],
      [
        attribute('description', hclString(upstreamDescription(upstream))),
        attribute('type', 'string'),
      ],
    ),
    blank,
  ];
}

export function settings(layout: DeploymentLayout, defaults: DeployDefaults): HclItem[] {
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
  const { instanceNoun, dnsName } = serviceResources[layout.service];
  const items: HclItem[] = [
    block('terraform', [], [block('required_providers', [], providers)]),
    blank,
    block(
      'provider',
      ['azurerm'],
      [
        hclComment('azurerm 4 requires the subscription to deploy into.'),
        attribute('subscription_id', 'var.subscription_id'),
        blank,
        block('features', [], []),
      ],
    ),
    blank,
    block(
      'variable',
      ['subscription_id'],
      [
        attribute(
          'description',
          hclString('ID of the subscription to deploy into (azurerm 4 requires it).'),
        ),
        attribute('type', 'string'),
        blank,
        block(
          'validation',
          [],
          [
            attribute(
              'condition',
              `can(regex(${hclString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$')}, var.subscription_id))`,
            ),
            attribute('error_message', hclString('A subscription ID is a GUID.')),
          ],
        ),
      ],
    ),
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
            `Name of the ${instanceNoun}${several ? ' (each instance adds -1, -2 ...)' : ''}: a global DNS name (${dnsName}), so choose one that is free.`,
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
              `${replicaLocationsDescription} Empty: ${defaults.replicaLocations.join(', ')}, ${defaults.spareReplicaLocation} in place of the primary's region.`,
            ),
          ),
          attribute('type', 'list(string)'),
          attribute('default', '[]'),
          blank,
          block(
            'validation',
            [],
            [
              attribute(
                'condition',
                `length(var.replica_locations) == 0 || length(var.replica_locations) >= ${layout.replicaCount}`,
              ),
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
  items.push(...optionalVariables(layout));
  if (layout.upstream) items.push(...upstreamVariables(layout.upstream, defaults));
  items.push(
    block(
      'data',
      ['azurerm_resource_group', 'target'],
      [attribute('name', 'var.resource_group_name')],
    ),
    blank,
    block('locals', [], locals(layout, defaults)),
    blank,
  );
  return items;
}

/** The primary's region, and each replica's: the operator's, or a placeholder other than the primary's. */
function locals(layout: DeploymentLayout, defaults: DeployDefaults): HclItem[] {
  const items = [attribute('location', `coalesce(var.location, ${resourceGroup}.location)`)];
  if (layout.replicaCount > 0) {
    const placeholders = defaults.replicaLocations
      .map(
        (region) =>
          `local.location == ${hclString(region)} ? ${hclString(defaults.spareReplicaLocation)} : ${hclString(region)}`,
      )
      .join(', ');
    items.push(
      attribute(
        'replica_locations',
        `length(var.replica_locations) > 0 ? var.replica_locations : [${placeholders}]`,
      ),
    );
  }
  return items;
}

/** Tags, CORS (SignalR), the workspace, the identity and the time zone of a failover schedule: safe defaults. */
function optionalVariables(layout: DeploymentLayout): HclItem[] {
  const variable = (name: string, description: string, type: string, value: string): HclItem[] => [
    block(
      'variable',
      [name],
      [
        attribute('description', hclString(description)),
        attribute('type', type),
        attribute('default', value),
      ],
    ),
    blank,
  ];
  return [
    ...variable('tags', tagsDescription, 'map(string)', '{}'),
    ...(hasCors(layout)
      ? variable(
          'cors_allowed_origins',
          corsDescription,
          'list(string)',
          `[${defaultCorsOrigins.map(hclString).join(', ')}]`,
        )
      : []),
    ...variable(
      'log_analytics_workspace_id',
      workspaceDescription.replace('Default: empty, none.', 'Default: null, none.'),
      'string',
      'null',
    ),
    ...variable('system_assigned_identity', identityDescription, 'bool', 'false'),
    ...(hasFailoverSchedule(layout)
      ? variable('time_zone', timeZoneDescription, 'string', hclString(defaultTimeZone))
      : []),
  ];
}
