/**
 * View parameters read from the URL fragment next to the scenario (`#s=...&view=embed&theme=dark`).
 * Everything stays in the fragment, which browsers never send to a server. Unknown or malformed values
 * fall back to the defaults: a bad link degrades, it never crashes.
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

export function readViewParams(hash: string): ViewParams {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  return viewParamsSchema.parse({
    view: parameters.get('view') ?? undefined,
    mode: parameters.get('mode') ?? undefined,
    theme: parameters.get('theme') ?? undefined,
    lang: parameters.get('lang'),
  });
}

/** A fragment with view parameters set (defaults are left out to keep links short). */
export function fragmentWithView(hash: string, view: Partial<ViewParams>): string {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  const defaults: ViewParams = { view: 'full', mode: 'interactive', theme: 'auto', lang: null };
  for (const key of ['view', 'mode', 'theme', 'lang'] as const) {
    if (!(key in view)) continue;
    const value = view[key];
    if (value === null || value === undefined || value === defaults[key]) parameters.delete(key);
    else parameters.set(key, value);
  }
  const text = parameters.toString();
  return text === '' ? '' : `#${text}`;
}
