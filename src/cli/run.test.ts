import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { deployTexts } from '../deploy/deployTexts';
import { cardSvg } from '../exports/card/cardSvg';
import { tiersCsv } from '../exports/csv';
import { planJson } from '../exports/planJson';
import { planText } from '../exports/planText';
import { markdownReport } from '../exports/report';
import { translatorFor } from '../i18n/allCatalogs';
import { scenarioFileText } from '../state/scenarioFile';
import { shareUrlFor } from '../state/shareLink';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { plateauRoomsFixture } from '../../tests/fixtures/plateauRooms';
import { cli } from '../../tests/fixtures/cliRun';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';

const baseUrl = 'https://tools.example/sizing/';
const t = translatorFor('en');

const chatFile = { 'chat.json': scenarioFileText(planChatFixture) };
const planned = plan(planChatFixture);
const shareUrl = shareUrlFor(planChatFixture, new URL(baseUrl));

describe('signalr-sizing size', () => {
  it('prints the plan: what to deploy, its binding limit and the monthly bill, from plan()', () => {
    const { code, stdout, stderr } = cli(['size', 'chat.json', '--base-url', baseUrl], chatFile);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.split('\n')).toContain(
      'Service tier: Premium_P1 × 30 units in each of 2 regions, autoscaling 10–30 units',
    );
    expect(stdout).toContain(`Monthly cost: $6,535/month`);
    expect(planned.monthly?.totalUsd).toBeCloseTo(6534.92, 2);
    // 20,000 clients and the app servers' connections on 30 units of 1,000: two thirds of the quota.
    expect(planned.peak?.binding).toBe('connections');
    expect(stdout.split('\n')).toContain(
      'Binding limit: Connections: 67% of the 30,000 connections this tier holds, server connections included',
    );
    expect(stdout.trimEnd().endsWith(`Open this scenario: ${shareUrl}`)).toBe(true);
  });

  it.each([
    ['text', () => planText(planned, t, 'en', shareUrl)],
    ['md', () => markdownReport({ plan: planned, t, locale: 'en', shareUrl })],
    ['json', () => planJson(planned, shareUrl)],
    ['csv', () => tiersCsv(planned, t, 'en', 'Plan')],
    ['svg', () => cardSvg({ plan: planned, t, locale: 'en', theme: 'light', shareUrl })],
  ])('writes --format %s as the page does, with the same function', (format, expected) => {
    const { code, stdout } = cli(
      ['size', 'chat.json', '-f', format, '--base-url', baseUrl],
      chatFile,
    );
    expect(code).toBe(0);
    expect(stdout).toBe(expected());
  });

  it.each([
    ['bicep', 'bicep'],
    ['arm', 'arm'],
    ['tf', 'terraform'],
    ['cli', 'cli'],
  ] as const)('writes --format %s as the Deploy view does', (format, deployFormat) => {
    const result = planned.deployment && deployTexts(planned.deployment, 'Plan');
    if (!result?.ok) throw new Error('the fixture deploys');
    const { code, stdout } = cli(['size', 'chat.json', '--format', format], chatFile);
    expect(code).toBe(0);
    expect(stdout).toBe(result.texts[deployFormat]);
  });

  it('reads a share link with the page’s codec, and links back to the same page', () => {
    const link = shareUrlFor(teamChatFixture, new URL('https://wiki.example/tools/#lang=de'));
    const { code, stdout } = cli(['size', '--link', link, '--format', 'md']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      markdownReport({ plan: plan(teamChatFixture), t, locale: 'en', shareUrl: link }),
    );
  });

  it('writes to --out, and in the language of --lang, dark for --theme dark', () => {
    const { code, stdout, stderr, written } = cli(
      [
        'size',
        'chat.json',
        '-f',
        'svg',
        '--lang',
        'ja',
        '--theme',
        'dark',
        '-o',
        'card.svg',
        '--base-url',
        baseUrl,
      ],
      chatFile,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('card.svg を書き出しました。\n');
    expect(written['card.svg']).toBe(
      cardSvg({ plan: planned, t: translatorFor('ja'), locale: 'ja', theme: 'dark', shareUrl }),
    );
  });

  it('takes --output as the long form of --out, and prints nothing to standard output', () => {
    const { code, stdout, written } = cli(
      ['size', 'chat.json', '--format', 'json', '--output', 'plan.json', '--base-url', baseUrl],
      chatFile,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(written).toEqual({ 'plan.json': planJson(planned, shareUrl) });
  });

  it('says when the link back is the fragment alone, without a base URL', () => {
    const { code, stderr } = cli(['size', 'chat.json'], chatFile);
    expect(code).toBe(0);
    expect(stderr).toContain('No --base-url');
  });

  it.each(['bicep', 'csv'])('says nothing of links for --format %s, which has none', (format) => {
    const { code, stderr } = cli(['size', 'chat.json', '-f', format], chatFile);
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('signalr-sizing size on Azure Web PubSub', () => {
  const files = { 'rooms.json': scenarioFileText(webPubSubChatFixture) };
  const onWebPubSub = plan(webPubSubChatFixture);
  const url = shareUrlFor(webPubSubChatFixture, new URL(baseUrl));

  it('names the service and the upstream’s requests a second, with the plan’s bill', () => {
    const { code, stdout } = cli(['size', 'rooms.json', '--base-url', baseUrl], files);
    expect(code).toBe(0);
    expect(stdout).toBe(planText(onWebPubSub, t, 'en', url));
    const lines = stdout.split('\n');
    expect(lines).toContain('Service: Azure Web PubSub');
    const rate = onWebPubSub.deployment?.upstream?.requestsPerSecond;
    expect(lines.some((line) => line.startsWith(`Upstream: About ${rate} requests`))).toBe(true);
    expect(stdout).not.toMatch(/SignalR/);
  });

  it('writes the Markdown report of the Web PubSub plan', () => {
    const { stdout } = cli(['size', 'rooms.json', '-f', 'md', '--base-url', baseUrl], files);
    expect(stdout).toBe(markdownReport({ plan: onWebPubSub, t, locale: 'en', shareUrl: url }));
    expect(stdout).toContain('Azure Web PubSub sizing against');
  });
});

describe('limits for pipelines', () => {
  it('exits 1, saying by how much, when the plan costs more than --max-monthly-usd', () => {
    const over = cli(
      ['size', 'chat.json', '--max-monthly-usd', '5000', '--base-url', baseUrl],
      chatFile,
    );
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      'The plan costs $6,534.92 a month, above the limit of $5,000.00 (--max-monthly-usd).\n',
    );
    expect(over.stdout).toContain('Monthly cost');
    const within = cli(
      ['size', 'chat.json', '--max-monthly-usd', '7000', '--base-url', baseUrl],
      chatFile,
    );
    expect(within.code).toBe(0);
  });

  it('exits 1 when the plan deploys more units in all than --max-units', () => {
    const over = cli(['size', 'chat.json', '--max-units', '59', '--base-url', baseUrl], chatFile);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      'The plan deploys 60 units in all, above the limit of 59 (--max-units).\n',
    );
    expect(
      cli(['size', 'chat.json', '--max-units', '60', '--base-url', baseUrl], chatFile).code,
    ).toBe(0);
  });

  it('exits 1 with no infrastructure code when nothing fits', () => {
    const files = { 'plateau.json': scenarioFileText(plateauRoomsFixture) };
    const { code, stdout, stderr } = cli(['size', 'plateau.json', '-f', 'bicep'], files);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('No deployment fits this scenario, so there is no Bicep to write.');
  });
});

describe('help and version', () => {
  it('prints the help, in the language asked for', () => {
    expect(cli(['--help']).stdout).toMatch(
      /^signalr-sizing: size an Azure SignalR Service scenario/,
    );
    expect(cli(['--help', '--lang', 'de']).stdout).toMatch(/^signalr-sizing: ein Szenario/);
    expect(cli([]).code).toBe(0);
  });

  it('prints the version', () => {
    expect(cli(['--version']).stdout).toBe('9.9.9\n');
  });
});
