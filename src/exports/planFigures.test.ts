/**
 * Every export states plan()'s figures: a Premium chat over a business day, in two regions, growing 5% a month
 * (tests/fixtures/planChat.ts). Each export is rendered and read back; each figure is compared with the plan.
 */
import { describe, expect, it } from 'vitest';
import { defaultTables, plan } from '../engine';
import { dayCosts, timelinePlan } from '../engine/planning';
import { translatorFor } from '../i18n/allCatalogs';
import { formatCurrency } from '../i18n/format';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { roomsChatFixture } from '../../tests/fixtures/roomsChat';
import { flatBroadcast, targetBelowRule } from '../../tests/fixtures/moneyScenarios';
import { parseCsv } from '../../tests/fixtures/csv';
import { tiersCsv } from './csv';
import { planDocument, planJson } from './planJson';
import { markdownReport } from './report';
import { planText } from './planText';

const t = translatorFor('en');
const shareUrl = 'https://example.com/sizing/#s=2.abc';
const planned = plan(planChatFixture);
const { deployment, monthly } = planned;
if (!deployment || !monthly) throw new Error('the fixture deploys');
const day = dayCosts(planned, defaultTables);
const year = timelinePlan(planned, defaultTables);
const usd = (amount: number) => formatCurrency('en', amount);
/** An amount as Markdown writes it: `$` escaped, so no renderer reads `$…$` as maths. */
const mdUsd = (amount: number) => usd(amount).replace('$', '\\$');

describe('the fixture', () => {
  it('plans autoscaled Premium in two regions, billed once per delivery', () => {
    expect(deployment).toMatchObject({ sku: 'Premium_P1', instances: 1, regions: [30, 30] });
    expect(deployment.autoscale).toMatchObject({ minimum: 10, maximum: 30 });
    expect(day.chosen).toBe('autoscale');
    expect(year?.months[0]?.tier?.cost.totalUsd).toBe(monthly.totalUsd);
  });
});

describe('the Markdown report', () => {
  const report = markdownReport({ plan: planned, t, locale: 'en', shareUrl });
  const line = (label: string) =>
    report.split('\n').find((text) => text.startsWith(`- **${label}`));

  it('deploys the plan’s tier, instances and regions, with its autoscale rule', () => {
    expect(line('Service tier')).toBe(
      `- **Service tier**: Premium\\_P1 × ${deployment.unitsPerInstance} units in each of 2 regions, autoscaling ${deployment.autoscale?.minimum}–${deployment.autoscale?.maximum} units`,
    );
    expect(line('Autoscale')).toContain(
      `from ${deployment.autoscale?.minimum} to ${deployment.autoscale?.maximum} units per instance`,
    );
  });

  it('states the plan’s monthly bill, and the same total as the day’s deployed cost and the year’s month 0', () => {
    expect(line('Monthly cost')).toBe(
      `- **Monthly cost**: ${mdUsd(monthly.totalUsd)}/month: units ${mdUsd(monthly.unitsUsd)}, messages beyond the included ones ${mdUsd(monthly.messagesUsd)}`,
    );
    expect(line('The day, with autoscale')).toContain(
      `${mdUsd(monthly.totalUsd)}/month (what the plan deploys)`,
    );
    expect(line('The day, fixed at the peak')).toContain(mdUsd(day.fixed?.monthlyCostUsd ?? NaN));
    expect(line('The year ahead')).toContain(`now ${mdUsd(monthly.totalUsd)} a month`);
    expect(line('The year ahead')).toContain(
      `the next 12 months cost ${mdUsd(year?.twelveMonthCostUsd ?? NaN)}`,
    );
  });

  it('bills each region its own share, adding up to the plan’s total', () => {
    for (const region of monthly.regions) {
      const name = region.region === 0 ? 'primary' : `replica ${region.region}`;
      expect(line(`Region (${name})`)).toContain(`${mdUsd(region.totalUsd)}/month`);
    }
    const sum = monthly.regions.reduce((total, region) => total + region.totalUsd, 0);
    expect(sum).toBeCloseTo(monthly.totalUsd, 6);
  });

  it('marks the deployed tier in the tiers table', () => {
    expect(report).toContain('| Premium\\_P1 × 30 units (recommended) | Fits |');
  });
});

describe('the CSV', () => {
  const rows = parseCsv(tiersCsv(planned, t, 'en', 'Plan').slice(1));
  const planRows = rows.slice(rows.findIndex((row) => row[0] === 'Plan' && row[1] === 'Value'));
  const value = (label: string) => planRows.find((row) => row[0] === label)?.[1];

  it('gives the deployment as the plan has it', () => {
    expect(value('SKU')).toBe(deployment.sku);
    expect(Number(value('Units per instance'))).toBe(deployment.unitsPerInstance);
    expect(Number(value('Instances'))).toBe(deployment.instances);
    expect(Number(value('Regions'))).toBe(deployment.regions.length);
    expect(Number(value('Units in all'))).toBe(deployment.totalUnits);
    expect(Number(value('Autoscale minimum units'))).toBe(deployment.autoscale?.minimum);
    expect(Number(value('Autoscale maximum units'))).toBe(deployment.autoscale?.maximum);
  });

  it('gives the plan’s monthly bill, each region’s, the day’s and the year’s', () => {
    expect(Number(value('Monthly cost (USD)'))).toBeCloseTo(monthly.totalUsd, 2);
    expect(Number(value('Monthly cost of the units (USD)'))).toBeCloseTo(monthly.unitsUsd, 2);
    expect(Number(value('Monthly cost of the messages (USD)'))).toBeCloseTo(monthly.messagesUsd, 2);
    expect(Number(value('Monthly cost, replica 1 (USD)'))).toBeCloseTo(
      monthly.regions[1]?.totalUsd ?? NaN,
      2,
    );
    expect(Number(value('Monthly cost with autoscale (USD)'))).toBeCloseTo(monthly.totalUsd, 2);
    expect(Number(value('Cost of the next 12 months (USD)'))).toBeCloseTo(
      year?.twelveMonthCostUsd ?? NaN,
      2,
    );
  });

  it('marks the deployed tier as the recommended row', () => {
    const marked = rows.filter((row) => row[3] === 'yes');
    expect(marked.map((row) => [row[1], row[2]])).toEqual([
      [deployment.sku, String(deployment.unitsPerInstance)],
    ]);
  });
});

describe('the JSON export', () => {
  const document = JSON.parse(planJson(planned, shareUrl)) as ReturnType<typeof planDocument>;

  it('carries the plan’s deployment whole, and its bill to the cent', () => {
    expect(document.deployment).toEqual(deployment);
    expect(document.monthly?.totalUsd).toBeCloseTo(monthly.totalUsd, 2);
    expect(document.monthly?.regions.map((region) => region.totalUsd)).toEqual(
      monthly.regions.map((region) => Math.round(region.totalUsd * 100) / 100),
    );
  });

  it('carries the day, the year and the link back', () => {
    expect(document.day).toMatchObject({ chosen: 'autoscale' });
    expect(document.day?.autoscaleUsd).toBeCloseTo(monthly.totalUsd, 2);
    expect(document.year?.months[0]?.totalUsd).toBeCloseTo(monthly.totalUsd, 2);
    expect(document.year?.twelveMonthCostUsd).toBeCloseTo(year?.twelveMonthCostUsd ?? NaN, 2);
    expect(document.link).toBe(shareUrl);
    expect(document.scenario).toMatchObject({ name: 'Plan', replicas: { count: 1 } });
  });
});

describe('data transfer between the regions (issue 23)', () => {
  // Issue 16's rooms chat forwards its group messages to the other two regions; the echo fixture above forwards none.
  const rooms = plan(roomsChatFixture);
  const bill = rooms.monthly;
  if (!bill) throw new Error('the rooms chat deploys');

  it('is in the report’s and the command line’s monthly cost, with its GB, its price per GB and its date', () => {
    const report = markdownReport({ plan: rooms, t, locale: 'en', shareUrl });
    // 41.16 GB a day x 30.42 days = 1.22 TB a month (powers of 1,024), at $0.02 per GB: $25.04.
    const expected = `${usd(bill.totalUsd)}/month: units ${usd(bill.unitsUsd)}, messages beyond the included ones ${usd(bill.messagesUsd)}, data transfer between the regions $25.04 (1.22 TB a month at $0.02 per GB, Azure’s bandwidth pricing seen in 2026)`;
    // Markdown escapes "$" (GitHub reads $…$ as maths); the plain text does not.
    expect(report).toContain(`- **Monthly cost**: ${expected.replaceAll('$', '\\$')}`);
    expect(planText(rooms, t, 'en', shareUrl)).toContain(`Monthly cost: ${expected}`);
  });

  it('is a row of the CSV, with the price per GB', () => {
    const rows = parseCsv(tiersCsv(rooms, t, 'en', 'Rooms').slice(1));
    const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
    expect(Number(value('Monthly cost of the data transfer between regions (USD)'))).toBeCloseTo(
      bill.crossRegionUsd,
      2,
    );
    expect(Number(value('Price per GB of data transfer between regions (USD)'))).toBe(0.02);
    expect(Number(value('Monthly cost (USD)'))).toBeCloseTo(bill.totalUsd, 2);
  });

  it('is in the JSON’s monthly bill, with the date of its default price', () => {
    const document = JSON.parse(planJson(rooms, shareUrl)) as ReturnType<typeof planDocument>;
    expect(document.monthly?.crossRegionUsd).toBe(25.04);
    expect(document.monthly?.crossRegionPerGbUsd).toBe(0.02);
    expect(document.crossRegionPriceSeen).toBe('2026');
  });
});

describe('the autoscale shape a plan did not choose, and a rule above its target (issue 23)', () => {
  it('are in the JSON as the plan has them', () => {
    const flat = plan(flatBroadcast);
    const flatDocument = JSON.parse(planJson(flat, shareUrl)) as ReturnType<typeof planDocument>;
    expect(flatDocument.alternatives.autoscaled).toMatchObject({
      sku: 'Premium_P2',
      minimum: 600,
      maximum: 600,
      totalUsd: 188_413.49,
    });
    const hot = JSON.parse(planJson(plan(targetBelowRule), shareUrl)) as ReturnType<
      typeof planDocument
    >;
    expect(hot.autoscaleAboveTarget).toMatchObject({ target: 0.5, peakUtilization: 0.67 });
  });
});
