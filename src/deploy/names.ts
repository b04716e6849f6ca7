/**
 * Defaults for what the user did not choose: the names and regions of the resources. Every output makes them
 * parameters (Bicep and ARM parameters, Terraform variables, shell variables) with these as defaults.
 */

/** A SignalR name is a global DNS name (`<name>.service.signalr.net`): 3-63 letters, digits and dashes. */
export const defaultBaseName = 'signalr-sizing';

/**
 * Room left in a name for the instance's number and a replica's region (`-2-southeastasia`): the base name
 * stays within 40 characters, the whole within the 63 a name may have.
 */
export const maxBaseNameCharacters = 40;

/**
 * Placeholder regions for the replicas, in the plan's order: the scenario does not say where its users are.
 * Each output says so beside them; one per replica, up to the 8 a scenario may have.
 */
export const placeholderReplicaLocations = [
  'westus2',
  'northeurope',
  'southeastasia',
  'australiaeast',
  'brazilsouth',
  'japaneast',
  'uksouth',
  'canadacentral',
  'centralindia',
  'koreacentral',
] as const;

/**
 * A default base name from the scenario's name: lower case letters, digits and single dashes, starting with a
 * letter; `signalr-sizing` when nothing of it is left.
 * @example baseNameOf('Team chat (EU)') // 'team-chat-eu'
 * @example baseNameOf('チャット') // 'signalr-sizing'
 */
export function baseNameOf(scenarioName: string | undefined): string {
  const slug = (scenarioName ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, maxBaseNameCharacters)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : defaultBaseName;
}

export interface DeployDefaults {
  baseName: string;
  replicaLocations: string[];
}

export function deployDefaults(
  scenarioName: string | undefined,
  replicaCount: number,
): DeployDefaults {
  return {
    baseName: baseNameOf(scenarioName),
    replicaLocations: placeholderReplicaLocations.slice(0, replicaCount),
  };
}
