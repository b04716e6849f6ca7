import { parseScenario, type Scenario } from '../../engine';
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

/** A preset made for another edition or headroom target than the user's: loading it must ask first. */
export function settingsDiffer(preset: Scenario, current: Scenario): boolean {
  return (
    preset.edition !== current.edition || preset.targetUtilization !== current.targetUtilization
  );
}

/**
 * The scenario that loading a preset gives: the preset's workloads, with the user's prices and app server
 * framework (a preset says nothing about either, so it must not reset them), and with `keepSettings` the
 * user's edition and headroom target instead of the preset's.
 * @example presetToLoad(echoAtUnit10, { edition: 'current', targetUtilization: 0.7, ... }, true).edition // 'current'
 */
export function presetToLoad(preset: Scenario, current: Scenario, keepSettings: boolean): Scenario {
  const loaded: Scenario = { ...preset };
  if (current.prices) loaded.prices = current.prices;
  if (current.appServerFramework) loaded.appServerFramework = current.appServerFramework;
  if (keepSettings) {
    loaded.edition = current.edition;
    loaded.targetUtilization = current.targetUtilization;
  }
  return loaded;
}
