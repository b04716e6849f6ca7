/**
 * What the FOCUS rows (focus.ts) call the service, its resources and their regions: the names the Deploy view's
 * infrastructure code gives them by default (src/deploy/names.ts), so a forecast row and the actual cost of the
 * resource that code creates carry the same ResourceName.
 */
import type { DeployDefaults } from '../deploy/names';

/**
 * Display names (FOCUS RegionName) of the regions the Deploy view's defaults name (its placeholder regions for the
 * replicas and the spare one) and of the regions Europe's price lists are most often read for. A region not here is
 * named by its id.
 */
const displayNames: Readonly<Record<string, string>> = {
  westus2: 'West US 2',
  northeurope: 'North Europe',
  southeastasia: 'Southeast Asia',
  australiaeast: 'Australia East',
  brazilsouth: 'Brazil South',
  japaneast: 'Japan East',
  uksouth: 'UK South',
  canadacentral: 'Canada Central',
  centralindia: 'Central India',
  koreacentral: 'Korea Central',
  westeurope: 'West Europe',
  eastus: 'East US',
  germanywestcentral: 'Germany West Central',
  francecentral: 'France Central',
};

/**
 * @example regionDisplayName('westeurope') // 'West Europe'
 * @example regionDisplayName('swedencentral') // 'swedencentral'
 */
export function regionDisplayName(regionId: string): string {
  return displayNames[regionId] ?? regionId;
}

export interface FocusPlace {
  /** Azure's region id; null where the plan cannot know it (the primary's, without a price list). */
  regionId: string | null;
  /** The resource's default name; null when the row covers several instances (one resource each). */
  resourceName: string | null;
}

/**
 * Each plan region's place: the primary in the price list's region when the prices come from one (they are that
 * region's; else the scenario does not say where it runs), each replica in the Deploy view's placeholder region for
 * it (the spare one where that is the primary's, as the generated code does). Named as the generated code names
 * them: `<name>` (`<name>-<instance>` with several instances), a replica `<instance name>-<region>`.
 * @example focusNames(deployDefaults('Team chat', 1), 1, 'westeurope').regions
 *   // [{ regionId: 'westeurope', resourceName: 'team-chat' }, { regionId: 'westus2', resourceName: 'team-chat-westus2' }]
 */
export function focusNames(
  defaults: DeployDefaults,
  instances: number,
  primaryRegion: string | null,
): { regions: FocusPlace[] } {
  const instanceName = instances === 1 ? defaults.baseName : null;
  const replicas = defaults.replicaLocations.map((location) =>
    location === primaryRegion ? defaults.spareReplicaLocation : location,
  );
  return {
    regions: [
      { regionId: primaryRegion, resourceName: instanceName },
      ...replicas.map((location) => ({
        regionId: location,
        resourceName: instanceName && `${instanceName}-${location}`,
      })),
    ],
  };
}
