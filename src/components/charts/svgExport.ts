/**
 * A chart on the page as a standalone image: the SVG cloned with its computed styles inlined (CSS variables
 * and the page's stylesheets do not travel with a file), a background matching the theme, a title, and the
 * SVG namespace; and as a PNG drawn from that SVG at twice its size. Nothing is fetched.
 */

import { legendAsSvg, legendGapPx, type ReadStyle } from './svgLegend';

const svgNamespace = 'http://www.w3.org/2000/svg';
const xmlnsNamespace = 'http://www.w3.org/2000/xmlns/';

/** The presentation properties a chart's look depends on. */
const inlinedProperties = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'visibility',
] as const;

/** Elements that could run code or fetch something when the file is opened: never exported. */
const removedElements = 'script, foreignObject, image, iframe, use[href^="http"], a';

export type { ReadStyle };

const readComputedStyle: ReadStyle = (element) => getComputedStyle(element);

/** The chart's own drawing in a figure: the recharts surface, else the largest SVG (not a legend icon). */
export function findChartSvg(container: ParentNode | null): SVGSVGElement | null {
  if (!container) return null;
  const surface = container.querySelector<SVGSVGElement>('svg.recharts-surface');
  if (surface) return surface;
  let largest: SVGSVGElement | null = null;
  let largestArea = -1;
  for (const svg of container.querySelectorAll<SVGSVGElement>('svg')) {
    const { width, height } = svg.getBoundingClientRect();
    if (width * height > largestArea) {
      largest = svg;
      largestArea = width * height;
    }
  }
  return largest;
}

function isTransparent(colour: string): boolean {
  return colour === '' || colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
}

/** The colour the element is drawn on: the first ancestor with a background, else white. */
export function backgroundBehind(
  element: Element,
  readStyle: ReadStyle = readComputedStyle,
): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = readStyle(node).getPropertyValue('background-color').trim();
    if (!isTransparent(colour)) return colour;
  }
  return '#ffffff';
}

function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = svg.getBoundingClientRect();
  return { width: Math.round(box.width) || 600, height: Math.round(box.height) || 300 };
}

/**
 * Computed styles become presentation attributes, not a style attribute: the page's Content-Security-Policy
 * (style-src 'self') refuses inline style attributes, and a file has no stylesheet they would lose to.
 */
function inlineStyles(original: Element, copy: Element, readStyle: ReadStyle): void {
  const style = readStyle(original);
  copy.removeAttribute('style');
  for (const property of inlinedProperties) {
    const value = style.getPropertyValue(property).trim();
    if (value !== '') copy.setAttribute(property, value);
  }
  if (style.getPropertyValue('display').trim() === 'none') copy.setAttribute('display', 'none');
}

function stripInteraction(element: Element): void {
  for (const { name } of [...element.attributes]) {
    if (/^on/i.test(name) || name === 'tabindex' || name === 'focusable') {
      element.removeAttribute(name);
    }
  }
}

/** Styles copied and interaction stripped on a clone and its subtree, read from the original's. */
function copyStyles(original: Element, copy: Element, readStyle: ReadStyle): void {
  const originals = [original, ...original.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((element, index) => {
    const target = copies[index];
    if (!target) return;
    inlineStyles(element, target, readStyle);
    stripInteraction(target);
  });
}

export interface StandaloneSvg {
  text: string;
  width: number;
  height: number;
}

/**
 * The SVG as a file's text (`<?xml ...?>` then `<svg xmlns=...>`): every element's computed presentation
 * styles written as its attributes, the legend redrawn under the chart, scripts, links and external
 * references removed, `<title>` set, a background rect first.
 */
export function standaloneSvg(
  svg: SVGSVGElement,
  {
    title,
    background,
    legend,
    readStyle = readComputedStyle,
  }: {
    title: string;
    background: string;
    /** The chart's HTML legend (`.chart-legend`), redrawn under the chart. */
    legend?: Element | null;
    readStyle?: ReadStyle;
  },
): StandaloneSvg {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  copyStyles(svg, clone, readStyle);

  const { width, height: chartHeight } = sizeOf(svg);
  let height = chartHeight;
  const drawnLegend = legendAsSvg(legend, readStyle, (original, copy) =>
    copyStyles(original, copy, readStyle),
  );
  if (drawnLegend && legend) {
    const left = Math.max(
      0,
      legend.getBoundingClientRect().left - svg.getBoundingClientRect().left,
    );
    drawnLegend.group.setAttribute('transform', `translate(${left} ${chartHeight + legendGapPx})`);
    clone.append(drawnLegend.group);
    height = Math.ceil(chartHeight + legendGapPx + drawnLegend.height + legendGapPx);
  }
  for (const unsafe of clone.querySelectorAll(removedElements)) unsafe.remove();

  clone.setAttributeNS(xmlnsNamespace, 'xmlns', svgNamespace);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const [minX = 0, minY = 0, viewWidth = width] = (clone.getAttribute('viewBox') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  // The legend adds to the height in the drawing's own units (recharts draws at one unit per px).
  clone.setAttribute('viewBox', `${minX} ${minY} ${viewWidth} ${(height * viewWidth) / width}`);
  clone.setAttribute('role', 'img');
  clone.removeAttribute('class');

  let titleElement = [...clone.children].find((child) => child.localName === 'title');
  if (!titleElement) {
    titleElement = document.createElementNS(svgNamespace, 'title');
    clone.prepend(titleElement);
  }
  titleElement.textContent = title;
  for (const child of [...clone.children]) {
    if (child.localName === 'desc' && !child.textContent?.trim()) child.remove();
  }

  const backdrop = document.createElementNS(svgNamespace, 'rect');
  backdrop.setAttribute('x', '0');
  backdrop.setAttribute('y', '0');
  backdrop.setAttribute('width', '100%');
  backdrop.setAttribute('height', '100%');
  backdrop.setAttribute('fill', background);
  titleElement.after(backdrop);

  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}\n`;
  return { text, width, height };
}

/** Draws the SVG text on a canvas at `scale` times its size and encodes it as PNG. */
export async function svgToPng({ text, width, height }: StandaloneSvg, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The SVG could not be drawn'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be encoded'))),
        'image/png',
      );
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
