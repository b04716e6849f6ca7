/**
 * What two scenarios have in common when they size the same: shared by the library (one saved copy is
 * enough) and the scenarios set aside (the page's first view), without either loading the other.
 */
import type { Scenario } from '../engine';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, field]) => [key, canonical(field)]));
}

/**
 * The scenario's content as a string that ignores its name and the order of its fields: two scenarios
 * with the same fingerprint size the same, so one saved copy is enough.
 */
export function scenarioFingerprint(scenario: Scenario): string {
  return JSON.stringify(canonical({ ...scenario, name: undefined }));
}
