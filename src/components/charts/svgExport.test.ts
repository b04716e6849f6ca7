import { describe, expect, it } from 'vitest';
import { backgroundBehind, findChartSvg, standaloneSvg, type ReadStyle } from './svgExport';

/** A chart as recharts draws it: a surface with an empty title and desc, colours from CSS variables. */
function drawChart(): HTMLElement {
  const figure = document.createElement('figure');
  figure.innerHTML = `
    <ul class="chart-legend">
      <li><svg class="legend-icon" width="34" height="12" aria-hidden="true"><line x1="1" y1="6" x2="33" y2="6" stroke="var(--series-connections)"/></svg>Connections</li>
      <li><svg class="legend-icon" width="34" height="12" aria-hidden="true"><line x1="1" y1="6" x2="33" y2="6" stroke="var(--series-routing)"/></svg>Routing &amp; <b>more</b></li>
    </ul>
    <div class="chart-frame">
      <svg class="recharts-surface" width="640" height="300" viewBox="0 0 640 300" tabindex="0"
           role="application" style="width: 100%; height: 100%">
        <title></title><desc></desc>
        <g class="line"><path d="M0 0L10 10" stroke="var(--series-connections)" onclick="alert(1)"/></g>
        <text fill="var(--text-muted)">S1 ×10</text>
        <script>alert(1)</script>
        <foreignObject><div>html</div></foreignObject>
        <image href="https://tracker.example/pixel.png"/>
      </svg>
    </div>`;
  document.body.append(figure);
  return figure;
}

/** Computed styles as a browser would resolve them: the variables replaced by colours. */
const resolved: ReadStyle = (element) => ({
  getPropertyValue: (property: string) => {
    if (property === 'stroke' && ['path', 'line'].includes(element.localName))
      return 'rgb(15, 95, 194)';
    if (property === 'fill' && element.localName === 'text') return 'rgb(75, 85, 99)';
    if (property === 'font-family') return 'system-ui, "Segoe UI", sans-serif';
    return '';
  },
});

function parse(text: string): Document {
  return new DOMParser().parseFromString(text, 'image/svg+xml');
}

describe('findChartSvg', () => {
  it('picks the recharts surface, not a legend icon', () => {
    const figure = drawChart();
    expect(findChartSvg(figure)?.getAttribute('class')).toBe('recharts-surface');
    figure.remove();
  });

  it('finds nothing without a container', () => {
    expect(findChartSvg(null)).toBeNull();
  });
});

describe('standaloneSvg', () => {
  const figure = drawChart();
  const svg = findChartSvg(figure);
  if (!svg) throw new Error('no chart');
  const image = standaloneSvg(svg, {
    title: 'Headroom <by> tier & more',
    background: 'rgb(255, 255, 255)',
    legend: figure.querySelector('.chart-legend'),
    readStyle: resolved,
  });
  const doc = parse(image.text);
  const root = doc.documentElement;

  it('is well-formed XML with an <svg> root in the SVG namespace, sized', () => {
    expect(image.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(root.localName).toBe('svg');
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(image.text.match(/xmlns="http:\/\/www.w3.org\/2000\/svg"/g)).toHaveLength(1);
    // Taller than the chart by the legend: jsdom lays nothing out, so the legend takes 20 px a series.
    expect([image.width, image.height]).toEqual([640, 356]);
    expect(root.getAttribute('viewBox')).toBe('0 0 640 356');
  });

  it('has the title first, then a background rect', () => {
    const [title, backdrop] = [...root.children];
    expect(title?.localName).toBe('title');
    expect(title?.textContent).toBe('Headroom <by> tier & more');
    expect(backdrop?.localName).toBe('rect');
    expect(backdrop?.getAttribute('fill')).toBe('rgb(255, 255, 255)');
    expect(backdrop?.getAttribute('width')).toBe('100%');
    expect(root.getElementsByTagName('desc')).toHaveLength(0);
  });

  it('inlines the computed colours in place of CSS variables', () => {
    const path = root.getElementsByTagName('path')[0];
    expect(path?.getAttribute('stroke')).toBe('rgb(15, 95, 194)');
    const text = root.getElementsByTagName('text')[0];
    expect(text?.getAttribute('fill')).toBe('rgb(75, 85, 99)');
    expect(text?.getAttribute('font-family')).toBe('system-ui, "Segoe UI", sans-serif');
    // No style attributes: the page's CSP refuses them, and the file needs none.
    expect(image.text).not.toContain('style=');
    expect(image.text).not.toContain('var(--');
  });

  it('redraws the legend under the chart: each line sample and its name', () => {
    const legend = root.lastElementChild;
    expect(legend?.localName).toBe('g');
    expect(legend?.getAttribute('transform')).toBe('translate(0 308)');
    expect([...(legend?.getElementsByTagName('text') ?? [])].map((t) => t.textContent)).toEqual([
      'Connections',
      'Routing & more',
    ]);
    const samples = legend?.getElementsByTagName('svg') ?? [];
    expect(samples).toHaveLength(2);
    expect(samples[0]?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('drops scripts, HTML, external images, handlers and focus', () => {
    expect(image.text).not.toContain('alert');
    expect(image.text).not.toContain('tracker.example');
    expect(image.text).not.toContain('foreignObject');
    expect(root.hasAttribute('tabindex')).toBe(false);
    expect(root.getAttribute('role')).toBe('img');
  });

  it('leaves the chart on the page untouched', () => {
    expect(svg.getAttribute('tabindex')).toBe('0');
    expect(svg.querySelector('script')).not.toBeNull();
    expect(svg.querySelector('title')?.textContent).toBe('');
    figure.remove();
  });
});

describe('backgroundBehind', () => {
  it('takes the first ancestor background that is not transparent', () => {
    const outer = document.createElement('section');
    const inner = document.createElement('div');
    outer.append(inner);
    const colours = new Map<Element, string>([
      [inner, 'rgba(0, 0, 0, 0)'],
      [outer, 'rgb(26, 31, 38)'],
    ]);
    const read: ReadStyle = (element) => ({
      getPropertyValue: () => colours.get(element) ?? '',
    });
    expect(backgroundBehind(inner, read)).toBe('rgb(26, 31, 38)');
    expect(
      backgroundBehind(document.createElement('p'), () => ({ getPropertyValue: () => '' })),
    ).toBe('#ffffff');
  });
});
