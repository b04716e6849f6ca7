/**
 * How the charts tell the limits apart: a colour from the theme's series tokens, AND a dash pattern and a
 * marker shape, so colour is never the only signal. Shared by the headroom and growth charts.
 */
import { useSyncExternalStore } from 'react';

export { limitStyles, type MarkerShape } from './limitStyles';

export interface ChartColours {
  connections: string;
  inboundBandwidth: string;
  outboundBandwidth: string;
  routing: string;
  dailyMessages: string;
  text: string;
  muted: string;
  grid: string;
  accent: string;
  danger: string;
  warn: string;
}

/** The light theme's tokens (src/styles.css): used where computed styles are not available (tests). */
const lightColours: ChartColours = {
  connections: '#0f5fc2',
  inboundBandwidth: '#1b8a4c',
  outboundBandwidth: '#c2410c',
  routing: '#7c3aed',
  dailyMessages: '#4b5563',
  text: '#1b1f24',
  muted: '#4b5563',
  grid: '#c9d0d9',
  accent: '#0f5fc2',
  danger: '#b0242f',
  warn: '#8a4b00',
};

const tokenOf: Record<keyof ChartColours, string> = {
  connections: '--series-connections',
  inboundBandwidth: '--series-inbound',
  outboundBandwidth: '--series-outbound',
  routing: '--series-routing',
  dailyMessages: '--text-muted',
  text: '--text',
  muted: '--text-muted',
  grid: '--border',
  accent: '--accent',
  danger: '--danger',
  warn: '--warn',
};

type Scheme = 'light' | 'dark';
const darkQuery = '(prefers-color-scheme: dark)';
const coloursByScheme = new Map<Scheme, ChartColours>();

function readColours(scheme: Scheme): ChartColours {
  const cached = coloursByScheme.get(scheme);
  if (cached) return cached;
  // SVG presentation attributes do not resolve var(): read the tokens once per colour scheme.
  const style = getComputedStyle(document.documentElement);
  const colours = { ...lightColours };
  for (const name of Object.keys(tokenOf) as (keyof ChartColours)[]) {
    const value = style.getPropertyValue(tokenOf[name]).trim();
    if (value) colours[name] = value;
  }
  coloursByScheme.set(scheme, colours);
  return colours;
}

let darkQueryList: MediaQueryList | null | undefined;

/** One query for the page: every chart asks for the scheme on every render, and a new query is not free. */
function darkPreference(): MediaQueryList | null {
  if (darkQueryList === undefined) {
    darkQueryList = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
  }
  return darkQueryList;
}

/** Re-reads on a change of the system preference and of a forced theme (`<html data-theme>`, embeds). */
function subscribe(onChange: () => void): () => void {
  const query = darkPreference();
  query?.addEventListener('change', onChange);
  const observer =
    typeof MutationObserver === 'function' ? new MutationObserver(() => onChange()) : null;
  observer?.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
  return () => {
    query?.removeEventListener('change', onChange);
    observer?.disconnect();
  };
}

/** A forced theme wins over the system preference, as in src/styles.css. */
function currentScheme(): Scheme {
  const forced = document.documentElement.dataset.theme;
  if (forced === 'light' || forced === 'dark') return forced;
  return darkPreference()?.matches ? 'dark' : 'light';
}

/** The theme's chart colours, following the light/dark preference or the theme forced on the page. */
export function useChartColours(): ChartColours {
  // The prerendered page (and hydrating it) draws the light defaults without reading the document; the
  // reader's scheme follows on the next render.
  const scheme = useSyncExternalStore(subscribe, currentScheme, () => 'prerendered' as const);
  return scheme === 'prerendered' ? lightColours : readColours(scheme);
}

/** The height of a headroom chart's frame: fixed, so the page does not move when the chart arrives. */
export const chartHeightPx = 300;
