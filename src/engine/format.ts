/**
 * The scenario format's boundary: its schemas (zod), the parser that names every bad field, and the gate `evaluate`
 * puts every scenario from outside through. The command line, the scripts and the tests have it at once (through
 * ./index); the page reads its store's scenario without it (`evaluateValid`) and loads it as a chunk of its own
 * (./scenario/formatSlot), before it starts only when it opens with something to read (a link, saved work).
 */
import { calibrationSchema, measuredSchema } from './scenario/measuredSchema';
import { parseScenario, ScenarioError, scenarioSchema, workloadSchema } from './scenario/scenario';
import { requireValidScenario } from './scenario/validate';

export {
  calibrationSchema,
  measuredSchema,
  parseScenario,
  requireValidScenario,
  ScenarioError,
  scenarioSchema,
  workloadSchema,
};

export interface Format {
  parseScenario: typeof parseScenario;
  requireValidScenario: typeof requireValidScenario;
}

/** For ./scenario/formatSlot; null where the page's build imports this statically (vite.config.ts). */
export const formatHere: Format | null = { parseScenario, requireValidScenario };
