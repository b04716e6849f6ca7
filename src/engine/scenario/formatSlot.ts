/**
 * Where the scenario format's boundary (../format: its schemas, zod) is held. In Node (the command line, scripts,
 * tests) it loads with the engine, imported below; in the page's build that import gives null (vite.config.ts),
 * and the page fetches it as a chunk of its own (`formatReady`): before it starts when it opens with something to
 * read, else right after. Until then `evaluate` and `parseScenario` throw; the page's store evaluates with
 * `evaluateValid`.
 */
import { formatHere, type Format } from '../format';
import type { ScenarioParseResult, Scenario } from './scenario';

let held: Format | null = formatHere;
let loading: Promise<void> | null = null;

/** Resolves once the format is here (fetched once). Rejects if it cannot be fetched, and tries again next time. */
export function formatReady(): Promise<void> {
  if (held) return Promise.resolve();
  loading ??= import('../format').then(
    (module) => {
      held = module.formatHere;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function hasFormat(): boolean {
  return held !== null;
}

function format(): Format {
  if (!held)
    throw new Error("The scenario format's schemas were used before formatReady() resolved");
  return held;
}

/** ./validate's gate, once the format is here. */
export function requireValidScenario(input: unknown): Scenario {
  return format().requireValidScenario(input);
}

/** ./scenario's parser, once the format is here. */
export function parseScenario(input: unknown): ScenarioParseResult {
  return format().parseScenario(input);
}
