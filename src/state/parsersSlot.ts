/**
 * Where the boundaries' parsers are held: the scenario format's (the engine's, src/engine/scenario/formatSlot.ts)
 * and the page's own (./boundaryParsers: the kept-aside list, a link's view parameters), all zod's. In Node (tests,
 * scripts) they load at once, imported below; in the page's build that import gives null (vite.config.ts), and
 * the page fetches them before it starts when there is something to read (a link, saved work: src/boot.tsx), else
 * right after it has started. What reads a boundary later (a link pasted into the address bar, another tab's save,
 * a panel) awaits `parsersReady` first.
 */
import { formatReady, hasFormat } from '../engine';
import { boundaryParsersHere, type BoundaryParsers } from './boundaryParsers';

/** The engine's `parseScenario`, once the parsers are here. */
export { parseScenario } from '../engine/scenario/formatSlot';

let held: BoundaryParsers | null = boundaryParsersHere;
let loading: Promise<void> | null = null;

/** Resolves once the parsers are here (fetched once). Rejects if they cannot be fetched, and tries again next time. */
export function parsersReady(): Promise<void> {
  return Promise.all([formatReady(), ownParsersReady()]).then(() => undefined);
}

function ownParsersReady(): Promise<void> {
  if (held) return Promise.resolve();
  loading ??= import('./boundaryParsers').then(
    (module) => {
      held = module.boundaryParsersHere;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function isParsersReady(): boolean {
  return held !== null && hasFormat();
}

function parsers(): BoundaryParsers {
  if (!held) throw new Error('A boundary was read before parsersReady() resolved');
  return held;
}

/** The kept-aside list in a stored value (./keptAsideParse), once the parsers are here. */
export const parseKept: BoundaryParsers['parseKept'] = (raw) => parsers().parseKept(raw);

/** A fragment's view parameters (./viewParamsSchema), once the parsers are here. */
export const readViewParamsOf: BoundaryParsers['parseViewParams'] = (hash) =>
  parsers().parseViewParams(hash);
