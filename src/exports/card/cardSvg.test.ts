// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { allCatalogs, translatorFor } from '../../i18n/allCatalogs';
import { formatCurrency } from '../../i18n/format';
import { supportedLocales } from '../../i18n/localeList';
import { planChatFixture } from '../../../tests/fixtures/planChat';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { cardSvg } from './cardSvg';
import { cardColours } from './cardTheme';
import { escapeXml, wrapText } from './svgText';

const shareUrl = 'https://tools.example/sizing/#s=2.abc&view=full';
const planned = plan(planChatFixture);

/** Parses the card as a browser opening the file would: XML, so any stray `<` or `&` fails it. */
function parse(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

function cardOf(scenario: Scenario, locale: (typeof supportedLocales)[number] = 'en') {
  return cardSvg({
    plan: plan(scenario),
    t: translatorFor(locale),
    locale,
    theme: 'light',
    shareUrl,
  });
}

describe.each(supportedLocales)('the image card in %s', (locale) => {
  const t = translatorFor(locale);
  const svg = cardSvg({ plan: planned, t, locale, theme: 'light', shareUrl });
  const document = parse(svg);
  const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);

  it('is a self-contained SVG: no script, no foreign object, nothing fetched', () => {
    const root = document.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('lang')).toBe(locale);
    expect(document.querySelectorAll('script, foreignObject, image, style, use')).toHaveLength(0);
    const references = [...document.querySelectorAll('[href]')].map((node) =>
      node.getAttribute('href'),
    );
    expect(references).toEqual([shareUrl]);
  });

  it('states the plan’s monthly bill and names its deployed tier, in the language', () => {
    const cost = t('unit.perMonth', {
      value: formatCurrency(locale, planned.monthly?.totalUsd ?? NaN),
    });
    expect(texts).toContain(cost);
    expect(document.querySelector('title')?.textContent).toBe(t('card.title', { name: 'Plan' }));
    expect(texts).toContain(t('headroom.tick.Premium_P1', { units: 30 }));
    expect(texts).toContain(`${t('card.link')} ↗`);
    expect(document.querySelector('desc')?.textContent).toContain(cost);
  });
});

describe('cardSvg', () => {
  it('draws the light and the dark theme in their own colours', () => {
    const background = (theme: 'light' | 'dark') =>
      parse(cardSvg({ plan: planned, t: translatorFor('en'), locale: 'en', theme, shareUrl }))
        .querySelector('rect')
        ?.getAttribute('fill');
    expect(background('light')).toBe(cardColours.light.background);
    expect(background('dark')).toBe(cardColours.dark.background);
  });

  it('draws a line for each limit with a load, and the headroom target', () => {
    const document = parse(cardOf(teamChatFixture));
    // Team chat loads all four limits the chart draws: connections, inbound, outbound and routing.
    expect(document.querySelectorAll('polyline')).toHaveLength(4);
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Target 70%');
    expect(texts).toContain('S1 ×40');
  });

  it('keeps a hostile scenario name as text', () => {
    const svg = cardOf({ ...teamChatFixture, name: '<script>alert(1)</script> & "x"' });
    const document = parse(svg);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('title')?.textContent).toBe(
      '<script>alert(1)</script> & "x": Azure SignalR Service sizing',
    );
  });

  it('is well-formed XML with a control character in the name, which it shows as a code (issue 25)', () => {
    const document = parse(cardOf({ ...teamChatFixture, name: 'Team chat\u0001' }));
    expect(document.querySelector('title')?.textContent).toBe(
      'Team chat\\u0001: Azure SignalR Service sizing',
    );
  });

  it('drops what XML cannot hold from any text it writes', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uD800g\t\n')).toBe('abcdefg\t\n');
  });

  it('says when there is nothing to size, and links to the page even then', () => {
    const document = parse(cardOf({ ...teamChatFixture, workloads: [] }));
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain(allCatalogs.en['card.empty']);
    expect(document.querySelectorAll('polyline')).toHaveLength(0);
    expect(document.querySelector('a')?.getAttribute('href')).toBe(shareUrl);
  });

  it('shows a link that is not a web address as text only', () => {
    const svg = cardSvg({
      plan: planned,
      t: translatorFor('en'),
      locale: 'en',
      theme: 'light',
      shareUrl: 'javascript:alert(1)',
    });
    expect(parse(svg).querySelectorAll('a')).toHaveLength(0);
  });
});

describe('wrapText', () => {
  it('breaks Latin text between words, within the width', () => {
    expect(wrapText('Premium_P1 × 30 units per instance, in 2 regions', 200, 16, 3)).toEqual([
      'Premium_P1 × 30 units',
      'per instance, in 2',
      'regions',
    ]);
  });

  it('breaks Japanese anywhere, and ends a cut text with an ellipsis', () => {
    const lines = wrapText('このシナリオに収まるデプロイはありません。', 80, 16, 2);
    // 5 em a line: the cut line keeps room for its ellipsis.
    expect(lines).toEqual(['このシナリ', 'オに収ま…']);
  });
});
