/**
 * What reads the page's own boundaries besides the scenario format (the engine's, src/engine/format.ts): the
 * kept-aside list in storage and a link's view parameters. They are zod's, and the first view reads neither on a
 * first visit (no link, nothing saved): a chunk of their own, held by ./parsersSlot.
 */
import { parseKept } from './keptAsideParse';
import { parseViewParams } from './viewParamsSchema';

export interface BoundaryParsers {
  parseKept: typeof parseKept;
  parseViewParams: typeof parseViewParams;
}

/** For ./parsersSlot; null where the page's build imports this statically (vite.config.ts). */
export const boundaryParsersHere: BoundaryParsers | null = { parseKept, parseViewParams };
