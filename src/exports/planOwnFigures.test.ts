/**
 * Issue 23: every export carries the plan's own figures, rounded for reading only where a person reads them. Issue
 * 16's chat (tests/fixtures/roomsChat.ts: business hours, two replicas) bills 241,560,000 messages a day over its
 * profiled day, not the peak's 475,200,000, and costs $7,836.34 a month ($7,811.30 for the service and $25.04 of data
 * transfer between its regions, issue 23).
 */
import { describe, expect, it } from 'vitest';
import { plan, planBilledMessagesPerDay, type Plan } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { scenarioFileText } from '../state/scenarioFile';
import { cli } from '../../tests/fixtures/cliRun';
import { roomsChatFixture } from '../../tests/fixtures/roomsChat';
import { forMachines, planJson } from './planJson';
import { markdownReport } from './report';

const t = translatorFor('en');
const shareUrl = 'https://example.com/sizing/#s=2.abc';
const planned = plan(roomsChatFixture);
const files = { 'rooms.json': scenarioFileText(roomsChatFixture) };

describe('the fixture', () => {
  it('bills 241,560,000 messages over its profiled day, the peak all day being 475,200,000', () => {
    expect(planned.evaluation.totals.billedMessagesPerDay).toBe(475_200_000);
    expect(planned.monthly?.billedMessagesPerDay).toBeCloseTo(241_560_000, 4);
    expect(planBilledMessagesPerDay(planned)).toBe(planned.monthly?.billedMessagesPerDay);
    expect(planned.monthly?.totalUsd).toBeCloseTo(7836.34, 2);
  });
});

describe('the Markdown report and the command line', () => {
  it('state the messages the plan bills a day, as the page’s totals do', () => {
    const report = markdownReport({ plan: planned, t, locale: 'en', shareUrl });
    expect(report).toContain('- **Billed messages a day**: 241,560,000 messages/day');
    expect(report).not.toContain('475,200,000');
    const { stdout } = cli(['size', 'rooms.json', '-f', 'md'], files);
    expect(stdout).toContain('- **Billed messages a day**: 241,560,000 messages/day');
  });

  it('fall back to the peak all day where nothing is deployed', () => {
    const peakOnly = { ...planned, monthly: null } satisfies Plan;
    expect(planBilledMessagesPerDay(peakOnly)).toBe(475_200_000);
  });
});

describe('the budget gate', () => {
  it.each([
    [
      '7836',
      1,
      'The plan costs $7,836.34 a month, above the limit of $7,836.00 (--max-monthly-usd).\n',
    ],
    [
      '7836.33',
      1,
      'The plan costs $7,836.34 a month, above the limit of $7,836.33 (--max-monthly-usd).\n',
    ],
    ['7836.34', 0, ''],
    ['7836.35', 0, ''],
  ])(
    'compares $7,836.3426 with a limit of %s in cents, and says both to the cent',
    (limit, code, stderr) => {
      const run = cli(
        ['size', 'rooms.json', '--max-monthly-usd', limit, '--base-url', 'https://x.example/'],
        files,
      );
      expect(run.code).toBe(code);
      expect(run.stderr).toBe(stderr);
    },
  );
});

describe('the plan JSON', () => {
  const text = planJson(planned, shareUrl);
  const document = JSON.parse(text) as {
    scenario: unknown;
    monthly: {
      billedMessagesPerDay: number;
      extraMessagesPerDay: number;
      totalUsd: number;
      crossRegionBytesPerDay: number;
    };
    year: { months: { connections: number }[] };
    deployment: { regionDeployments: { clientShare: number }[] };
  };

  it('rounds for machines: counts of messages, bytes and connections whole, money to the cent', () => {
    expect(text).not.toContain('241559999.99999994');
    expect(document.monthly.billedMessagesPerDay).toBe(241_560_000);
    expect(document.monthly.extraMessagesPerDay).toBe(226_310_000);
    expect(Number.isInteger(document.monthly.crossRegionBytesPerDay)).toBe(true);
    expect(document.monthly.totalUsd).toBe(7836.34);
    expect(document.year.months.map((month) => month.connections)).toEqual(
      document.year.months.map((month) => Math.round(month.connections)),
    );
    expect(document.deployment.regionDeployments[1]?.clientShare).toBe(0.333333);
  });

  it('has no number with binary noise in it, outside the scenario', () => {
    const { scenario: _scenario, ...figures } = JSON.parse(text) as Record<string, unknown>;
    const numbers = JSON.stringify(figures).match(/-?\d+\.\d+(?:e[+-]?\d+)?/gi) ?? [];
    for (const number of numbers) {
      const digits = number
        .replace(/^-?0*\.?0*/, '')
        .replace(/e.*$/i, '')
        .replace('.', '');
      expect(digits.length, number).toBeLessThanOrEqual(12);
    }
  });

  it('keeps the scenario as set, every value exact', () => {
    expect(document.scenario).toEqual(JSON.parse(scenarioFileText(roomsChatFixture)));
  });

  it.each([
    ['billedMessagesPerDay', 241_559_999.99999994, 241_560_000],
    ['crossRegionBytesPerDay', 44_194_160_646.24294, 44_194_160_646],
    ['totalUsd', 7811.304166666666, 7811.3],
    ['clientShare', 1 / 3, 0.333333],
    ['growthHeadroom', 1.1139999999999999, 1.114],
    ['unitsPerInstance', 8, 8],
  ])('writes %s %d as %d', (key, value, expected) => {
    expect(forMachines(key, value)).toBe(expected);
  });
});
