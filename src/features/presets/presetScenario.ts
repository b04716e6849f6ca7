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
