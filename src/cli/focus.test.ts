// @vitest-environment node
/**
 * `signalr-sizing size <file> --format focus`: the monthly forecast as FOCUS rows, the same bytes as the page's
 * "Download forecast (FOCUS CSV)" for the same scenario and month, priced by --prices as every format is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { focusCsv } from '../exports/focusCsv';
import { billingPeriodOf, type BillingPeriod } from '../exports/focusPeriod';
import { scenarioFileText } from '../state/scenarioFile';
import { cli } from '../../tests/fixtures/cliRun';
import { parseCsv } from '../../tests/fixtures/csv';
import { roomsChatFixture } from '../../tests/fixtures/roomsChat';
import { teamChatFixture } from '../../tests/fixtures/teamChat';

const files = {
  'chat.json': scenarioFileText(teamChatFixture),
  'rooms.json': scenarioFileText(roomsChatFixture),
  'prices.json': readFileSync(
    new URL(
      '../../tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
      import.meta.url,
    ),
    'utf8',
  ),
};
const period = (month: string) => billingPeriodOf(month) as BillingPeriod;

/** Each row of the file by column id. */
function recordsOf(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) =>
    Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])),
  );
}

describe('signalr-sizing size --format focus', () => {
  it('writes the plan’s forecast for the month of --period, as focusCsv writes it', () => {
    const { code, stdout, stderr } = cli(
      ['size', 'chat.json', '--format', 'focus', '--period', '2026-12'],
      files,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(focusCsv(plan(teamChatFixture), period('2026-12')));
    expect(
      recordsOf(stdout).map((row) => [row.SkuMeter, row.BilledCost, row.BillingPeriodStart]),
    ).toEqual([
      ['Standard Unit', '1958.833333', '2026-12-01T00:00:00Z'],
      ['Standard Message', '15602.796133', '2026-12-01T00:00:00Z'],
    ]);
  });

  it('without --period, forecasts the month after today’s', () => {
    const today = new Date('2026-11-27T04:31:00Z');
    const { code, stdout } = cli(['size', 'chat.json', '-f', 'focus'], files, [], today);
    expect(code).toBe(0);
    expect(stdout).toBe(focusCsv(plan(teamChatFixture), period('2026-12')));
  });

  it('prices with --prices: euros, the list’s region, and the data transfer between regions left unpriced', () => {
    const { code, stdout } = cli(
      [
        'size',
        'rooms.json',
        '-f',
        'focus',
        '--period',
        '2027-01',
        '--prices',
        'prices.json',
        '--prices-region',
        'westeurope',
      ],
      files,
    );
    expect(code).toBe(0);
    const rows = recordsOf(stdout);
    expect(new Set(rows.map((row) => row.BillingCurrency))).toEqual(new Set(['EUR']));
    expect(rows[0]).toMatchObject({
      RegionId: 'westeurope',
      x_PriceSource: 'priceList:westeurope:2025-04-01',
    });
    const transfers = rows.filter((row) => row.ServiceName === 'Bandwidth');
    expect(transfers.map((row) => [row.BilledCost, row.ListUnitPrice])).toEqual([
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    // Every cost the file holds adds up to the plan's monthly total in euros.
    const total = rows.reduce((sum, row) => sum + Number(row.BilledCost || 0), 0);
    const euros = JSON.parse(
      cli(
        [
          'size',
          'rooms.json',
          '-f',
          'json',
          '--prices',
          'prices.json',
          '--prices-region',
          'westeurope',
        ],
        files,
      ).stdout,
    ) as { currency: string; monthly: { totalUsd: number } };
    expect(euros.currency).toBe('EUR');
    expect(total).toBeCloseTo(euros.monthly.totalUsd, 2);
  });

  it('writes it to --out', () => {
    const { code, written, stderr } = cli(
      ['size', 'chat.json', '-f', 'focus', '--period', '2026-12', '--out', 'forecast.csv'],
      files,
    );
    expect(code).toBe(0);
    expect(stderr).toBe('Wrote forecast.csv.\n');
    expect(written['forecast.csv']).toBe(focusCsv(plan(teamChatFixture), period('2026-12')));
  });

  it.each(['2026-13', 'December', '2026-12-01'])(
    'refuses --period %s, naming the form it takes',
    (value) => {
      const { code, stdout, stderr } = cli(
        ['size', 'chat.json', '-f', 'focus', '--period', value],
        files,
      );
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `--period takes a month as YYYY-MM, such as 2026-12, not “${value}”.\nRun “signalr-sizing --help” for the options.\n`,
      );
    },
  );

  it('says there is nothing to write when no deployment fits, and exits 1', () => {
    const huge = {
      version: 2,
      service: 'webPubSub',
      workloads: [
        {
          name: 'Too much',
          pattern: 'restBroadcast',
          connections: 1_000_000,
          senders: 1_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    };
    const { code, stdout, stderr } = cli(['size', 'huge.json', '-f', 'focus'], {
      'huge.json': JSON.stringify(huge),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('No deployment fits this scenario, so there is no FOCUS file to write.\n');
  });

  it('lists the format and --period in --help', () => {
    const { stdout } = cli(['--help']);
    expect(stdout).toContain('focus (the monthly forecast as FOCUS rows for FinOps tools)');
    expect(stdout).toContain('--period <YYYY-MM>     the month focus forecasts');
  });
});
