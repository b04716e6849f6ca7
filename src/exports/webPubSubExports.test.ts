/**
 * A scenario on Azure Web PubSub leaves the page naming that service, with plan()'s own figures: chats in groups of
 * 10 and a help bot whose questions the upstream answers (tests/fixtures/webPubSubChat.ts). The report, the CSV, the
 * JSON, the plain text and the image card say "Azure Web PubSub", the upstream where SignalR has app servers, and
 * no word of SignalR; the same exports of a SignalR plan keep naming Azure SignalR Service.
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { formatCount, formatCurrency } from '../i18n/format';
import { parseCsv } from '../../tests/fixtures/csv';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';
import { cardSvg } from './card/cardSvg';
import { tiersCsv } from './csv';
import { planDocument, planJson } from './planJson';
import { planText } from './planText';
import { markdownReport } from './report';

const t = translatorFor('en');
const shareUrl = 'https://example.com/sizing/#s=2.abc';
const planned = plan(webPubSubChatFixture);
const { deployment, monthly } = planned;
if (!deployment?.upstream || !monthly) throw new Error('the fixture deploys, with an upstream');
const upstreamRate = deployment.upstream.requestsPerSecond;
const untitled = plan({ ...webPubSubChatFixture, name: undefined });
const cost = `${formatCurrency('en', monthly.totalUsd)}/month`;

describe('the fixture', () => {
  it('plans Web PubSub, its upstream answering the help bot: 100 questions every 2 s', () => {
    expect(planned.service).toBe('webPubSub');
    expect(upstreamRate).toBe(50);
    expect(planned.reconnect).toBeNull();
  });
});

describe('the Markdown report', () => {
  const report = markdownReport({ plan: planned, t, locale: 'en', shareUrl });
  const line = (label: string) =>
    report.split('\n').find((text) => text.startsWith(`- **${label}**`));

  it('names Azure Web PubSub, its guide, and never SignalR', () => {
    expect(report).toContain('\n\nAzure Web PubSub sizing against the Current guide tables');
    expect(report).toContain('Computed from Microsoft’s Azure Web PubSub performance guide.');
    expect(report).not.toMatch(/SignalR/);
    const title = markdownReport({ plan: untitled, t, locale: 'en', shareUrl }).split('\n')[0];
    expect(title).toBe('# Azure Web PubSub sizing');
  });

  it('gives the upstream’s requests a second where SignalR has app servers, and no reconnect line', () => {
    expect(line('Upstream')).toMatch(
      new RegExp(`^- \\*\\*Upstream\\*\\*: About ${formatCount('en', upstreamRate)} requests`),
    );
    expect(line('App servers')).toBeUndefined();
    expect(line('Everyone reconnecting')).toBeUndefined();
    expect(report).not.toMatch(/server connection/i);
  });

  it('states the plan’s monthly bill', () => {
    // Markdown escapes the `$`, so no renderer reads `$…$` as maths.
    expect(line('Monthly cost')).toMatch(new RegExp(`^- \\*\\*Monthly cost\\*\\*: \\\\\\${cost}`));
  });
});

describe('the CSV', () => {
  const rows = (text: string) => {
    const all = parseCsv(text.slice(1));
    return all.slice(all.findIndex((row) => row[0] === 'Plan' && row[1] === 'Value'));
  };
  const value = (text: string, label: string) => rows(text).find((row) => row[0] === label)?.[1];
  const csv = tiersCsv(planned, t, 'en', 'Rooms');

  it('has the service as a row, and the upstream’s requests a second for the app servers', () => {
    expect(value(csv, 'Service')).toBe('Azure Web PubSub');
    expect(Number(value(csv, 'Upstream requests a second'))).toBe(upstreamRate);
    expect(value(csv, 'App servers')).toBeUndefined();
    expect(Number(value(csv, 'Monthly cost (USD)'))).toBeCloseTo(monthly.totalUsd, 2);
  });

  it('names Azure SignalR Service for a SignalR plan, its app servers kept', () => {
    const signalr = tiersCsv(plan(planChatFixture), t, 'en', 'Plan');
    expect(value(signalr, 'Service')).toBe('Azure SignalR Service');
    expect(Number(value(signalr, 'App servers'))).toBe(
      plan(planChatFixture).deployment?.appServers,
    );
  });
});

describe('the JSON export', () => {
  const document = JSON.parse(planJson(planned, shareUrl)) as ReturnType<typeof planDocument>;

  it('names the service, and carries the plan’s deployment with its upstream', () => {
    expect(document.service).toBe('webPubSub');
    expect(document.deployment).toEqual(deployment);
    expect(document.deployment?.upstream?.requestsPerSecond).toBe(upstreamRate);
    expect(document.monthly?.totalUsd).toBeCloseTo(monthly.totalUsd, 2);
    expect(planDocument(plan(planChatFixture), shareUrl).service).toBe('signalr');
  });
});

describe('the plain text (the command line)', () => {
  const text = planText(untitled, t, 'en', shareUrl);
  const lines = text.split('\n');

  it('names Azure Web PubSub, its upstream and the plan’s bill, and never SignalR', () => {
    expect(lines[0]).toBe('Azure Web PubSub sizing');
    expect(lines).toContain('Service: Azure Web PubSub');
    expect(lines.some((line) => line.startsWith(`Upstream: About ${upstreamRate} requests`))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith(`Monthly cost: ${cost}`))).toBe(true);
    expect(text).not.toMatch(/SignalR/);
  });

  it('leaves a SignalR plan’s text without a service line (the tool’s default)', () => {
    expect(planText(plan(planChatFixture), t, 'en', shareUrl)).not.toMatch(/^Service: /m);
  });
});

describe('the image card', () => {
  const svg = cardSvg({ plan: planned, t, locale: 'en', theme: 'light', shareUrl });

  it('is titled for Azure Web PubSub, cites its guide, and shows the plan’s bill', () => {
    expect(svg).toContain(
      '<title id="card-title">Rooms on Web PubSub: Azure Web PubSub sizing</title>',
    );
    expect(svg).toContain('From Microsoft’s Azure Web PubSub performance guide.');
    expect(svg).toContain(`>${cost}<`);
    expect(svg).not.toMatch(/SignalR/);
  });
});
