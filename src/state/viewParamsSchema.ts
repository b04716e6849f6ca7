/**
 * The view parameters' schema (./viewParams): zod, loaded with the boundaries' parsers (./parsersSlot), so a first
 * visit without a link starts without it.
 */
import * as z from 'zod/mini';

export const viewParamsSchema = z.object({
  /** `embed`: the compact view for iframes (recommendation, totals, headroom chart). */
  view: z.catch(z.enum(['full', 'embed']), 'full'),
  /** Embed only: whether the reader may edit the scenario. */
  mode: z.catch(z.enum(['interactive', 'readonly']), 'interactive'),
  /** `auto` follows prefers-color-scheme. */
  theme: z.catch(z.enum(['auto', 'light', 'dark']), 'auto'),
  /** A language chosen in the link, or null to follow the reader's browser. */
  lang: z.catch(z.nullable(z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/))), null),
});
export type ViewParams = z.infer<typeof viewParamsSchema>;

/** The view parameters of a fragment; unknown or malformed values read as the defaults. */
export function parseViewParams(hash: string): ViewParams {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  return viewParamsSchema.parse({
    view: parameters.get('view') ?? undefined,
    mode: parameters.get('mode') ?? undefined,
    theme: parameters.get('theme') ?? undefined,
    lang: parameters.get('lang'),
  });
}
