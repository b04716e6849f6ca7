/**
 * What a kept-aside scenario is (./keptAside): its reasons and its shape, without the schema that reads them from
 * storage (./keptAsideParse, which holds the reasons' list), so the page's first load holds them without zod.
 */
import type { Scenario } from '../engine';

/**
 * What replaced the scenario: a shared link, another tab's version, a restore of another one, a preset, an
 * imported file or paste, (for a scenario left in the address bar) a reload that opened the saved work, a
 * re-size from measured metrics that replaced what was typed in "What you measured" or the day's profile, a
 * saved scenario opened from the library, or an undo or redo of any of these (it took the scenario off again).
 */
export type KeptReason =
  'link' | 'otherTab' | 'restore' | 'preset' | 'import' | 'reload' | 'metrics' | 'library' | 'undo';

export interface KeptScenario {
  scenario: Scenario;
  /** ISO 8601, e.g. "2026-01-05T10:00:00.000Z"; missing for what a link kept before lists existed. */
  keptAt?: string;
  reason: KeptReason;
}
