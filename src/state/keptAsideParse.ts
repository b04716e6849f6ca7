/**
 * Reads the kept-aside list from storage (./keptAside): its schema, zod, loaded with the boundaries' parsers
 * (./parsersSlot).
 */
import * as z from 'zod/mini';
import { parseScenario } from '../engine/scenario/formatSlot';
import { scenarioFingerprint } from './fingerprint';
import type { KeptReason, KeptScenario } from './keptAsideFormat';

/** Every reason (keptAsideFormat.ts's KeptReason), here with the schema so the first load does not carry them. */
export const keptReasons = [
  'link',
  'otherTab',
  'restore',
  'preset',
  'import',
  'reload',
  'metrics',
  'library',
  'undo',
] as const satisfies readonly KeptReason[];
// Each KeptReason is in the list: a reason added to the type alone would read as unreadable.
const everyReason: readonly (typeof keptReasons)[number][] = [] as KeptReason[];
void everyReason;

const listSchema = z.object({ version: z.literal(1), items: z.array(z.unknown()) });
const itemSchema = z.object({
  scenario: z.unknown(),
  keptAt: z.optional(z.iso.datetime()),
  reason: z.enum(keptReasons),
});
/** What a link kept before lists existed: one scenario in the working scenario's envelope. */
const singleSchema = z.object({ version: z.literal(1), scenario: z.unknown() });

function itemOf(value: unknown): KeptScenario | null {
  const item = itemSchema.safeParse(value);
  if (!item.success) return null;
  const scenario = parseScenario(item.data.scenario);
  return scenario.ok ? { ...item.data, scenario: scenario.scenario } : null;
}

/**
 * `items` with each piece of work once (keptAside.ts's sameWork: the same name and content), its first copy kept:
 * the newest, as the list is written newest first. A list written outside that rule (by hand, by another version
 * of the page) may hold one twice; an exact copy is no loss, so it is neither counted as left out nor backed up.
 */
function eachOnce(items: KeptScenario[]): KeptScenario[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const work = `${item.scenario.name ?? ''}\u0000${scenarioFingerprint(item.scenario)}`;
    return !seen.has(work) && !!seen.add(work);
  });
}

/**
 * The kept scenarios in a stored value, each piece of work once, and how many items were left out (a newer
 * format, an unknown reason), or null when the value cannot be read at all.
 */
export function parseKept(raw: string): { items: KeptScenario[]; dropped: number } | null {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const list = listSchema.safeParse(json);
  if (list.success) {
    const items = list.data.items.flatMap((value) => itemOf(value) ?? []);
    return { items: eachOnce(items), dropped: list.data.items.length - items.length };
  }
  const single = singleSchema.safeParse(json);
  const scenario = single.success ? parseScenario(single.data.scenario) : null;
  if (!scenario?.ok) return null;
  return { items: [{ scenario: scenario.scenario, reason: 'link' }], dropped: 0 };
}
