/**
 * The working key's raw value, as stored: read only by what the page shows once something went wrong (the
 * notices about an unreadable scenario or another tab's save), so it stays out of the first load.
 */
import { workingKey } from './persistence';

/** The working key's raw value, for a download of what could not be read; null when there is none. */
export function readRawScenario(storage: Storage): string | null {
  try {
    return storage.getItem(workingKey);
  } catch {
    return null;
  }
}
