/**
 * The scenario as a `<name>.signalr-sizing.json` file, the same one "Download scenario" saves: the export
 * panel and the notices that offer a way out when storage fails both hand out this one file.
 */
import type { Scenario } from '../engine';
import { scenarioFileText } from '../state/scenarioFileText';
import { downloadText } from './download';
import { scenarioFileName } from './fileNames';

/** Saves the scenario file and returns its name, e.g. "Team-chat.signalr-sizing.json". */
export function downloadScenario(scenario: Scenario): string {
  const fileName = scenarioFileName(scenario.name);
  downloadText(scenarioFileText(scenario), fileName, 'application/json');
  return fileName;
}
