import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { escapeMarkdown, markdownLink, markdownTable, reportTierIndices } from './markdown';

describe('escapeMarkdown', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['| pipes |', '\\| pipes \\|'],
    ['[link](javascript:alert(1))', '\\[link\\](javascript:alert(1))'],
    ['**bold** _em_ `code`', '\\*\\*bold\\*\\* \\_em\\_ \\`code\\`'],
    ['# heading', '\\# heading'],
    ['back\\slash', 'back\\\\slash'],
    ['~~strike~~', '\\~\\~strike\\~\\~'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['&lt; already', '&amp;lt; already'],
    ['two\nlines\r\nhere', 'two lines here'],
    ['Chat rooms', 'Chat rooms'],
  ])('%j -> %j', (text, expected) => {
    expect(escapeMarkdown(text)).toBe(expected);
  });
});

describe('markdownLink', () => {
  it('links http(s) and file addresses, encoding what would end the link early', () => {
    expect(markdownLink('Open', 'https://example.com/app/#s=1.abc')).toBe(
      '[Open](https://example.com/app/#s=1.abc)',
    );
    expect(markdownLink('Open', 'https://example.com/a (b)/<c>')).toBe(
      '[Open](https://example.com/a%20%28b%29/%3Cc%3E)',
    );
    expect(markdownLink('Open', 'file:///C:/app/index.html')).toBe(
      '[Open](file:///C:/app/index.html)',
    );
  });

  it('never makes another scheme clickable', () => {
    expect(markdownLink('Open [me]', 'javascript:alert(1)')).toBe('Open \\[me\\]');
    expect(markdownLink('Open', 'data:text/html,<b>')).toBe('Open');
  });
});

describe('markdownTable', () => {
  it('writes a GFM table with aligned columns', () => {
    expect(markdownTable(['Tier', 'Cost'], [['S1', '$1']], ['left', 'right'])).toBe(
      '| Tier | Cost |\n| --- | ---: |\n| S1 | $1 |',
    );
  });
});

describe('reportTierIndices', () => {
  it('shows Free, S1 × 1, the first P2, the cheapest fit of each SKU and the tiers around the recommendation', () => {
    const evaluation = evaluate(teamChatFixture);
    const shown = reportTierIndices(evaluation).map((index) => {
      const tier = evaluation.tiers[index];
      return `${tier?.sku} ${tier?.units}`;
    });
    expect(evaluation.recommended).toMatchObject({ sku: 'Standard_S1', units: 40 });
    expect(shown).toEqual([
      'Free 1',
      'Standard_S1 1',
      'Standard_S1 20',
      'Standard_S1 30',
      'Standard_S1 40',
      'Standard_S1 50',
      'Standard_S1 60',
      'Standard_S1 70',
      'Premium_P1 40',
      'Premium_P2 100',
    ]);
  });

  it('shows the closest tier when none fits', () => {
    const evaluation = evaluate({
      ...teamChatFixture,
      edition: '2019',
      workloads: [
        {
          name: 'Too many rooms',
          pattern: 'group',
          connections: 100_000,
          senders: 100_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
          groupSize: 10,
        },
      ],
    });
    expect(evaluation.recommended).toBeNull();
    const shown = reportTierIndices(evaluation).map((index) => evaluation.tiers[index]);
    expect(shown.map((tier) => `${tier?.sku} ${tier?.units}`)).toEqual([
      'Free 1',
      'Standard_S1 1',
      'Standard_S1 100',
    ]);
  });

  it('is sorted and without duplicates for a scenario Free holds', () => {
    const evaluation = evaluate({ ...teamChatFixture, workloads: [] });
    const indices = reportTierIndices(evaluation);
    expect(indices).toEqual([...new Set(indices)].sort((a, b) => a - b));
    expect(indices[0]).toBe(0);
  });
});
