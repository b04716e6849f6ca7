// @vitest-environment node
/** The FOCUS file as the tools read it: its header, machine numbers, RFC 4180 quoting, hostile names made safe. */
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { deployDefaults } from '../deploy/names';
import { focusColumns, focusRows } from './focus';
import { focusCsv } from './focusCsv';
import { focusNames } from './focusNames';
import { billingPeriodOf, comingMonth, type BillingPeriod } from './focusPeriod';
import { machineDecimal } from './machineDecimal';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { parseCsv } from '../../tests/fixtures/csv';

const december = billingPeriodOf('2026-12') as BillingPeriod;

describe('focusCsv', () => {
  const planned = plan(teamChatFixture);
  const text = focusCsv(planned, december);
  const [header, ...rows] = parseCsv(text);

  it('starts with the FOCUS column ids, the custom x_ ones last, without a byte-order mark, CRLF after each row', () => {
    expect(text.startsWith('BillingCurrency,BillingPeriodStart,BillingPeriodEnd,')).toBe(true);
    expect(header).toEqual([...focusColumns]);
    const firstCustom = focusColumns.findIndex((column) => column.startsWith('x_'));
    expect(focusColumns.slice(firstCustom).every((column) => column.startsWith('x_'))).toBe(true);
    expect(text.split('\r\n')).toHaveLength(rows.length + 2);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes each cell of the rows: numbers as machine decimals, nulls empty, the description quoted for its comma', () => {
    const cells = Object.fromEntries(
      header?.map((column, index) => [column, rows[1]?.[index]]) ?? [],
    );
    const messages = focusRows(planned, december)[1];
    expect(cells).toMatchObject({
      BillingCurrency: 'USD',
      ChargeClass: '',
      ChargeDescription:
        'Messages beyond the included 1000000 per unit-day, each 2 KB counted as one',
      BilledCost: machineDecimal(messages?.BilledCost ?? NaN, 6),
      ConsumedQuantity: machineDecimal(messages?.ConsumedQuantity ?? NaN, 6),
      ListUnitPrice: '1',
      ResourceId: '',
      x_Forecast: 'true',
    });
    expect(cells.BilledCost).toBe('15602.796133');
    expect(text).toContain(
      '"Messages beyond the included 1000000 per unit-day, each 2 KB counted as one"',
    );
  });

  it('keeps a hostile scenario name from running as a formula or moving a terminal', () => {
    const hostile = plan({
      ...teamChatFixture,
      name: '=HYPERLINK("https://evil.example","x")\u001b[2K',
    });
    const [, first] = parseCsv(focusCsv(hostile, december));
    const name = first?.[focusColumns.indexOf('x_ScenarioName')];
    expect(name).toBe('\'=HYPERLINK("https://evil.example","x")\\u001B[2K');
    // The resource name is the Deploy view's: letters, digits and dashes only.
    expect(first?.[focusColumns.indexOf('ResourceName')]).toBe('hyperlink-https-evil-example-x-2k');
  });

  it('writes only the header when nothing fits', () => {
    const none = plan({
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
    });
    expect(focusCsv(none, december)).toBe(`${focusColumns.join(',')}\r\n`);
  });
});

describe('machineDecimal', () => {
  it.each([
    [1958.8333333333333, '1958.833333'],
    [40, '40'],
    [0.02, '0.02'],
    [1e-7, '0'],
    [-1e-7, '0'],
    [15602796133.333334, '15602796133.333334'],
    [1e20, '100000000000000000000'],
  ])('%s -> %s (no grouping, no exponent)', (value, text) => {
    expect(machineDecimal(value, 6)).toBe(text);
  });
});

describe('the billing period', () => {
  it.each([
    ['2026-12', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['2027-02', '2027-02-01T00:00:00Z', '2027-03-01T00:00:00Z'],
  ])('%s runs from %s to %s', (month, start, end) => {
    expect(billingPeriodOf(month)).toEqual({ month, start, end });
  });

  it.each(['2026-13', '2026-00', '2026-1', '26-12', '2026/12', ' 2026-12', '1999-12', ''])(
    'refuses “%s”',
    (month) => {
      expect(billingPeriodOf(month)).toBeNull();
    },
  );

  it('defaults to the month after today’s, in UTC', () => {
    expect(comingMonth(new Date('2026-11-27T04:31:00Z')).month).toBe('2026-12');
    expect(comingMonth(new Date('2026-12-31T23:59:59Z')).month).toBe('2027-01');
    // Half past midnight on 1 December in Berlin is still November in UTC.
    expect(comingMonth(new Date('2026-12-01T00:30:00+01:00')).month).toBe('2026-12');
  });
});

describe('focusNames: the regions and names the Deploy view’s code gives by default', () => {
  it('moves a replica whose placeholder is the primary’s region to the spare region, as the generated code does', () => {
    const names = focusNames(deployDefaults('Team chat', 2), 1, 'westus2');
    expect(names.regions).toEqual([
      { regionId: 'westus2', resourceName: 'team-chat' },
      { regionId: 'southeastasia', resourceName: 'team-chat-southeastasia' },
      { regionId: 'northeurope', resourceName: 'team-chat-northeurope' },
    ]);
  });
});
