/**
 * The card's two colour sets, the page's own light and dark tokens (src/styles.css): a file shown as an image
 * carries no stylesheet, so every colour is written into the SVG. Colours meet WCAG AA on their background, as
 * the page's do.
 */
import type { ChartedLimit } from '../../components/charts/headroomSeries';

export const cardThemes = ['light', 'dark'] as const;
export type CardTheme = (typeof cardThemes)[number];

export interface CardColours {
  background: string;
  border: string;
  text: string;
  muted: string;
  grid: string;
  accent: string;
  danger: string;
  series: Record<ChartedLimit, string>;
}

export const cardColours: Record<CardTheme, CardColours> = {
  light: {
    background: '#ffffff',
    border: '#c9d0d9',
    text: '#1b1f24',
    muted: '#4b5563',
    grid: '#c9d0d9',
    accent: '#0f5fc2',
    danger: '#b0242f',
    series: {
      connections: '#0f5fc2',
      inboundBandwidth: '#1b8a4c',
      outboundBandwidth: '#c2410c',
      routing: '#7c3aed',
    },
  },
  dark: {
    background: '#1a1f26',
    border: '#3a4451',
    text: '#e8ebef',
    muted: '#aab3bf',
    grid: '#3a4451',
    accent: '#6aa7ff',
    danger: '#ff8a93',
    series: {
      connections: '#6aa7ff',
      inboundBandwidth: '#5fd08f',
      outboundBandwidth: '#ff9a5c',
      routing: '#b794ff',
    },
  },
};

export function isCardTheme(value: unknown): value is CardTheme {
  return typeof value === 'string' && (cardThemes as readonly string[]).includes(value);
}
