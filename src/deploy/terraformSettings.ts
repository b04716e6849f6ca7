/**
 * The Terraform configuration's settings: the providers, the variables (names, regions, and on Web PubSub the hub
 * and the upstream's URL template), the resource group and the location every resource reads.
 */
import type { Deployment } from '../engine';
import { hubNamePattern, serviceResources } from './azureRules';
import { attribute, blank, block, hclString, type HclItem } from './hcl';
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
  if (layout.upstream) items.push(...upstreamVariables(layout.upstream, defaults));
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
