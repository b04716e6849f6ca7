/**
 * Defaults for what the user did not choose: the names and regions of the resources, and a Web PubSub hub's name.
 * Every output makes them parameters (Bicep and ARM parameters, Terraform variables, shell variables) with these
 * as defaults. The upstream's URL has no default: only the user knows it.
 */

/**
 * A SignalR or Web PubSub name is a global DNS name (`<name>.service.signalr.net`, `<name>.webpubsub.azure.com`):
 * 3-63 letters, digits and dashes.
 */
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

/** Latin letters that NFKD does not take apart into a base letter and an accent, as they are usually spelled. */
const latinOf: Readonly<Record<string, string>> = {
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/**
 * A default base name from the scenario's name: lower case letters, digits and single dashes, starting with a
 * letter; `signalr-sizing` when nothing of it is left. A word with a letter a name cannot hold (another script's)
 * is left out whole, never cut to a fragment that reads as another word ("Ωmega" is not "mega").
 * @example baseNameOf('Team chat (EU)') // 'team-chat-eu'
 * @example baseNameOf('Łódź Zürich') // 'lodz-zurich'
 * @example baseNameOf('Ωmega live') // 'live'
 * @example baseNameOf('チャット') // 'signalr-sizing'
 */
export function baseNameOf(scenarioName: string | undefined): string {
  const words = (scenarioName ?? '')
    .normalize('NFKD')
    // The accents NFKD split off ("u" + U+0308 for "ü") go: "Zürich" is "zurich", not "zu-rich".
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łßæœøđıþ]/g, (letter) => latinOf[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => /^[a-z0-9]+$/.test(word));
  const slug = words
    .join('-')
    .replace(/^[^a-z]+/, '')
    .slice(0, maxBaseNameCharacters)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : defaultBaseName;
}

/**
 * A Web PubSub hub's default name from the base name: a hub name holds letters, digits and underscores and starts
 * with a letter (azureRules.hubNamePattern), so the base name's dashes become underscores.
 * @example hubNameOf('team-chat-eu') // 'team_chat_eu'
 */
export function hubNameOf(baseName: string): string {
  return baseName.replace(/-/g, '_');
}

export interface DeployDefaults {
  baseName: string;
  /** The placeholder regions, one per replica, in the plan's order. */
  replicaLocations: string[];
  /**
   * The region a replica takes instead of its placeholder when the placeholder is the primary's region: the next
   * placeholder, so the defaults are always regions other than the primary's (a replica cannot sit in its
   * primary's region) and no two replicas share one.
   */
  spareReplicaLocation: string;
  /** Web PubSub: the hub whose event handler calls the upstream. */
  hubName: string;
}

export function deployDefaults(
  scenarioName: string | undefined,
  replicaCount: number,
): DeployDefaults {
  const baseName = baseNameOf(scenarioName);
  return {
    baseName,
    replicaLocations: placeholderReplicaLocations.slice(0, replicaCount),
    spareReplicaLocation: placeholderReplicaLocations[replicaCount] ?? 'westeurope',
    hubName: hubNameOf(baseName),
  };
}
