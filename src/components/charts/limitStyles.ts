/**
 * How the charts tell the limits apart besides colour: a dash pattern and a marker shape. Plain data, so the
 * page's charts (./chartStyle) and the image card drawn without a page (src/exports/card) share it.
 */
import type { LimitName } from '../../engine';

export type MarkerShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'cross';

export const limitStyles: Record<LimitName, { dash: string | undefined; marker: MarkerShape }> = {
  connections: { dash: undefined, marker: 'circle' },
  inboundBandwidth: { dash: '8 4', marker: 'square' },
  outboundBandwidth: { dash: '2 3', marker: 'diamond' },
  routing: { dash: '10 3 2 3', marker: 'triangle' },
  dailyMessages: { dash: '4 2 1 2', marker: 'cross' },
};
