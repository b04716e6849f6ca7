/**
 * View parameters read from the URL fragment next to the scenario (`#s=...&view=embed&theme=dark`).
 * Everything stays in the fragment, which browsers never send to a server. Unknown or malformed values
 * fall back to the defaults: a bad link degrades, it never crashes.
 */
import { readViewParamsOf } from './parsersSlot';
import type { ViewParams } from './viewParamsSchema';

export type { ViewParams } from './viewParamsSchema';

/** The full interactive view, automatic theme, the browser's language: a fragment without view parameters. */
export const defaultViewParams: ViewParams = {
  view: 'full',
  mode: 'interactive',
  theme: 'auto',
  lang: null,
};

/**
 * The view parameters of a fragment. A fragment without any reads as the defaults at once; one with some needs the
 * boundaries' parsers (`parsersReady`, src/boot.tsx awaits them when the page opens with a fragment).
 */
export function readViewParams(hash: string): ViewParams {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  const named = ['view', 'mode', 'theme', 'lang'].some((key) => parameters.has(key));
  return named ? readViewParamsOf(hash) : defaultViewParams;
}

/** A fragment with view parameters set (defaults are left out to keep links short). */
export function fragmentWithView(hash: string, view: Partial<ViewParams>): string {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  for (const key of ['view', 'mode', 'theme', 'lang'] as const) {
    if (!(key in view)) continue;
    const value = view[key];
    if (value === null || value === undefined || value === defaultViewParams[key])
      parameters.delete(key);
    else parameters.set(key, value);
  }
  const text = parameters.toString();
  return text === '' ? '' : `#${text}`;
}
