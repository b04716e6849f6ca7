/**
 * A chart's HTML legend (each series' line sample and name) redrawn in SVG, at the positions it has on the
 * page, so an exported chart still says which line is which (colour is never the only signal).
 */

const svgNamespace = 'http://www.w3.org/2000/svg';
/** Space between the chart and its legend, in px. */
export const legendGapPx = 8;

export type ReadStyle = (element: Element) => Pick<CSSStyleDeclaration, 'getPropertyValue'>;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

function boxOf(element: Element): Box {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { left, top, width, height };
}

/** Where the item's own text sits: a Range around its text nodes, else right of the icon. */
function textBox(item: Element, icon: Element | null): Box {
  const itemBox = boxOf(item);
  const range = document.createRange();
  range.selectNodeContents(item);
  if (icon) range.setStartAfter(icon);
  const measured =
    typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  if (measured && measured.width > 0) {
    return {
      left: measured.left,
      top: measured.top,
      width: measured.width,
      height: measured.height,
    };
  }
  const iconBox = icon ? boxOf(icon) : itemBox;
  return { ...itemBox, left: iconBox.left + iconBox.width + 6 };
}

function labelOf(item: Element): string {
  let label = '';
  for (const node of item.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) label += node.textContent ?? '';
    else if (node instanceof HTMLElement) label += node.innerText ?? node.textContent ?? '';
  }
  return label.trim();
}

/**
 * The legend as an SVG group with its origin at the legend's top left, and its height in px, or null when
 * there is no legend. `inline` copies computed styles onto a cloned element's subtree.
 */
export function legendAsSvg(
  legend: Element | null | undefined,
  readStyle: ReadStyle,
  inline: (original: Element, copy: Element) => void,
): { group: SVGGElement; height: number } | null {
  if (!legend) return null;
  const items = [...legend.querySelectorAll('li')];
  if (items.length === 0) return null;
  const origin = boxOf(legend);
  const group = document.createElementNS(svgNamespace, 'g');
  for (const [index, item] of items.entries()) {
    const icon = item.querySelector('svg');
    const fallbackTop = index * 20;
    if (icon) {
      const copy = icon.cloneNode(true) as SVGSVGElement;
      inline(icon, copy);
      const iconBox = boxOf(icon);
      copy.setAttribute('x', String(iconBox.left - origin.left));
      copy.setAttribute('y', String(iconBox.width > 0 ? iconBox.top - origin.top : fallbackTop));
      copy.removeAttribute('aria-hidden');
      copy.removeAttribute('focusable');
      group.append(copy);
    }
    const label = labelOf(item);
    if (label === '') continue;
    const style = readStyle(item);
    const box = textBox(item, icon);
    const text = document.createElementNS(svgNamespace, 'text');
    text.textContent = label;
    text.setAttribute('x', String(Math.max(0, box.left - origin.left)));
    // Baseline about four fifths down the line box.
    const top = box.height > 0 ? box.top - origin.top : fallbackTop;
    text.setAttribute('y', String(top + (box.height > 0 ? box.height * 0.8 : 12)));
    for (const property of ['font-family', 'font-size', 'font-weight'] as const) {
      const value = style.getPropertyValue(property).trim();
      if (value) text.setAttribute(property, value);
    }
    const colour = style.getPropertyValue('color').trim();
    if (colour) text.setAttribute('fill', colour);
    group.append(text);
  }
  const height = origin.height > 0 ? origin.height : items.length * 20;
  return { group, height };
}
