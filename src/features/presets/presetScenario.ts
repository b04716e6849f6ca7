import { serviceOf, signalrEditionOf, webPubSubEditionOf, type Scenario } from '../../engine';
import { parseScenario } from '../../state/parsersSlot';
import type { Preset } from './presets';

/**
 * A preset as a scenario to load: its data through the format's parser (defaults filled in), named
 * with the preset's title in the user's language.
 * @example presetScenario(presets[0], 'Echo at unit 10').workloads[0].connections // 10,000
 */
export function presetScenario(preset: Preset, title: string): Scenario {
  const parsed = parseScenario({ ...preset.scenario, name: title });
  if (!parsed.ok) {
    const issues = parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new Error(`preset ${preset.id} is not a valid scenario: ${issues}`);
  }
  return parsed.scenario;
}

/**
 * The settings a preset is made for: where the guide measured it (edition, headroom target) and how its
 * connections are sized (connection target, whether server connections count against the quota).
 */
export type PresetSettings = Pick<
  Scenario,
  'edition' | 'targetUtilization' | 'connectionTarget' | 'countServerConnections'
>;

/** The settings of a scenario, with the format's defaults spelt out (no connection target means 100%). */
export function presetSettings(scenario: Scenario): Required<PresetSettings> {
  return {
    edition: scenario.edition,
    targetUtilization: scenario.targetUtilization,
    connectionTarget: scenario.connectionTarget ?? 1,
    countServerConnections: scenario.countServerConnections,
  };
}

/** Whether two scenarios size their connections differently (target or server connection counting). */
export function connectionSettingsDiffer(preset: Scenario, current: Scenario): boolean {
  const theirs = presetSettings(preset);
  const yours = presetSettings(current);
  return (
    theirs.connectionTarget !== yours.connectionTarget ||
    theirs.countServerConnections !== yours.countServerConnections
  );
}

/** A preset made for other settings than the user's: loading it must ask first. */
export function settingsDiffer(preset: Scenario, current: Scenario): boolean {
  return (
    preset.edition !== current.edition ||
    preset.targetUtilization !== current.targetUtilization ||
    connectionSettingsDiffer(preset, current)
  );
}

/**
 * The scenario that loading a preset gives: the preset's workloads on the preset's service, with the user's prices
 * and guide reading, and on SignalR the user's app server framework, hubs and server connections per hub (a preset
 * says nothing about any of them, so it must not reset them), and with `keepSettings` the user's edition (as the
 * preset's service names it), headroom target, connection target and server connection counting instead of the
 * preset's.
 * @example presetToLoad(echoAtUnit10, { edition: 'current', targetUtilization: 0.7, ... }, true).edition // 'current'
 */
export function presetToLoad(preset: Scenario, current: Scenario, keepSettings: boolean): Scenario {
  // A preset names its service; the user's hub-server settings mean something on SignalR only.
  const webPubSub = serviceOf(preset) === 'webPubSub';
  const loaded: Scenario = { ...preset };
  if (current.prices) loaded.prices = current.prices;
  if (current.guideReading !== undefined) loaded.guideReading = current.guideReading;
  if (!webPubSub) {
    loaded.hubs = current.hubs;
    if (current.appServerFramework) loaded.appServerFramework = current.appServerFramework;
    if (current.serverConnectionsPerHub !== undefined)
      loaded.serverConnectionsPerHub = current.serverConnectionsPerHub;
  }
  if (keepSettings) {
    // The user's edition, as the preset's service's guide names it (SignalR's 2019 is Web PubSub's 2021).
    loaded.edition = webPubSub
      ? webPubSubEditionOf(current.edition)
      : signalrEditionOf(current.edition);
    loaded.targetUtilization = current.targetUtilization;
    if (!webPubSub) loaded.countServerConnections = current.countServerConnections;
    if (current.connectionTarget === undefined) delete loaded.connectionTarget;
    else loaded.connectionTarget = current.connectionTarget;
  }
  return loaded;
}
