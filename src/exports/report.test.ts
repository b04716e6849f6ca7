import { describe, expect, it } from 'vitest';
import { plan, type Scenario, type Workload } from '../engine';
import { en } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { markdownReport } from './report';
import { roomsOf200Workload } from '../../tests/fixtures/roomsOf200';

const t: Translate = (key, params) => translate('en', en[key], params);
const shareUrl = 'https://example.com/sizing/#s=1.abc';

function reportOf(scenario: Scenario): string {
  return markdownReport({ plan: plan(scenario), t, locale: 'en', shareUrl });
}

/** The lines of one `## heading` section. */
function section(report: string, heading: string): string[] {
  const lines = report.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((line) => line !== '');
}

describe('markdownReport', () => {
  const report = reportOf(teamChatFixture);

  it('opens with the scenario name, the edition and the target', () => {
    expect(report.split('\n').slice(0, 3)).toEqual([
      '# Team chat',
      '',
      'Azure SignalR Service sizing against the Current guide tables, with a 70% headroom target, a 100% connection target and the reading “Interpolated (default)”.',
    ]);
  });

  it('lists the workloads as a table', () => {
    expect(section(report, 'Workloads')).toEqual([
      '| Name | Pattern | Connections | Senders | Message size | Send interval | Group size | Transport | As the audience grows |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      '| Chat rooms | Send to group | 20,000 | 2,000 | 1 KB | 5 sec | 10 | WebSocket | Connections and senders grow |',
      '| Presence updates | Broadcast | 20,000 | 1 | 256 byte | 10 sec | — | WebSocket | Connections grow, senders stay |',
    ]);
  });

  it('gives the totals', () => {
    expect(section(report, 'Totals')).toEqual([
      '- **Connections**: 40,000',
      '- **Inbound messages**: 400 msg/s',
      '- **Outbound messages**: 6,000 msg/s',
      '- **Inbound bandwidth**: 400 KB/s',
      '- **Outbound bandwidth**: 4.39 MB/s',
      '- **Billed messages a day**: 552,968,640 messages/day',
    ]);
  });

  it('gives the plan: what to deploy, its monthly bill, app servers, binding limit in words, reconnect, growth', () => {
    expect(section(report, 'Recommendation')).toEqual([
      '- **Service tier**: Standard\\_S1 × 40 units',
      '- **Monthly cost**: \\$17,562/month: units \\$1,959, messages beyond the included ones \\$15,603',
      '- **Prices**: The catalog’s defaults in USD, from third-party copies of the vendor’s price list seen in 2026; they vary by region.',
      '- **App servers**: 3 app servers, each with 40 server connections per hub. Server connections are not counted against the connection quota, as the guide’s benchmarks ran; the service counts them.',
      '- **Binding limit**: Connections: 100% of the 40,000 connections this tier holds',
      '- **Reconnecting everyone**: 26.1 sec for 40,000 clients at about 1,533 per second',
      '- **Room to grow**: None: any more audience needs a bigger tier than Standard\\_S1 × 40 units.',
    ]);
  });

  it('counts server connections and gives the range where the guide is silent, each end with its cost', () => {
    const counted = reportOf({
      ...teamChatFixture,
      countServerConnections: true,
      workloads: [roomsOf200Workload],
      edition: '2019',
    });
    const facts = section(counted, 'Recommendation');
    expect(facts).toContain(
      '- **Range**: Between Standard\\_S1 × 60 units (\\$159,582/month) and Standard\\_S1 × 100 units (\\$160,324/month), because groups of 200 lie between the group sizes the guide measured (10 and 6,000 members) and unit 60 lies between the guide’s columns 50 and 100.',
    );
    // 300 msg/s is faster than the big-group benchmark's 20: its clients read the small groups' bound (2019: 20,000
    // / 3 an app server), 50,000 / 6,667 = 7.5, so 8 app servers x 40 server connections.
    expect(facts.find((line) => line.startsWith('- **App servers**'))).toContain(
      '320 server connections in all (1 hub), counted with the clients against the connection quota.',
    );
  });

  it('gives the warnings in words', () => {
    expect(section(report, 'Check before you commit')).toEqual([
      '- **Close to the connection quota**: This tier uses 100% of its connection quota. The service refuses connections beyond the quota (HTTP 429, “Connection count reaches limit”), so a reconnect wave or a busy hour will fail connections: set a connection target, or plan autoscale.',
      '- **Small messages**: Presence updates sends messages under 1 KB. The service is loaded by each of them as if it were 1,024 B, so it is sized that way.',
      "- **Interpolated**: Unit 40 is not a column of the guide's tables: its capacities are interpolated between units 10 and 50.",
      '- **App servers: text 2, tables 1**: The guide contradicts itself about the broadcast app-server and big group app-server tables at units 1, 2, and 10, where the app servers are read.',
      '- **Server connections vs quota**: The guide’s benchmarks put a full quota of clients on each unit beside their server connections, but the service counts server connections against the same quota. You chose to size as the benchmarks ran, so this tier may refuse connections.',
    ]);
  });

  it('tabulates Free, S1, P2 and the tiers around the recommendation, marking it', () => {
    const rows = section(report, 'Tiers').filter((line) => line.startsWith('| '));
    expect(rows[0]).toBe(
      '| Tier | Verdict | Binding limit | Connections | Inbound bandwidth | Outbound bandwidth | Routing | Daily messages | One instance at the peak all day | Room to grow |',
    );
    const tiers = rows.slice(2).map((row) => row.split(' | ')[0]);
    expect(tiers).toContain('| Free × 1 unit');
    expect(tiers).toContain('| Standard\\_S1 × 1 unit');
    expect(tiers).toContain('| Premium\\_P2 × 100 units');
    expect(rows).toContain(
      '| Standard\\_S1 × 40 units (recommended) | Fits | Connections | 100% | 0.5% | 3.8% | 5% | — | \\$17,562 | ×1 |',
    );
  });

  it('links back to the scenario and ends with a newline', () => {
    expect(report).toContain(
      '[Open this scenario in the sizing dashboard](https://example.com/sizing/#s=1.abc)',
    );
    expect(report.endsWith('region._\n')).toBe(true);
  });

  it('says what the prices are beside the bill and at the end: the catalog’s, the user’s, or a price list’s', () => {
    expect(report).toContain(
      '_Computed from Microsoft’s Azure SignalR Service performance guide. Prices: The catalog’s defaults in USD, from third-party copies of the vendor’s price list seen in 2026; they vary by region._',
    );
    const edited = reportOf({ ...teamChatFixture, prices: { Standard_S1: 1.2 } });
    expect(section(edited, 'Recommendation')).toContain(
      '- **Prices**: 1 of your own (Standard\\_S1’s unit), in USD; the others are the catalog’s defaults seen in 2026.',
    );
    const listed = reportOf({
      ...teamChatFixture,
      prices: {
        Standard_S1: 1.5517,
        Premium_P1: 1.9276,
        perMillionExtraMessages: 0.9638,
        currency: 'EUR',
        priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
      },
    });
    expect(section(listed, 'Recommendation')).toEqual(
      expect.arrayContaining([
        '- **Monthly cost**: €16,926/month: units €1,888, messages beyond the included ones €15,038',
        '- **Prices**: Azure’s retail prices for westeurope, in EUR, effective April 1, 2025.',
      ]),
    );
    expect(listed).toContain(
      '| Standard\\_S1 × 40 units (recommended) | Fits | Connections | 100% | 0.5% | 3.8% | 5% | — | €16,926 | ×1 |',
    );
  });

  it('shows hostile names as literal text', () => {
    const hostile = reportOf({
      ...teamChatFixture,
      name: '<img src=x onerror=alert(1)>',
      workloads: [
        { ...(teamChatFixture.workloads[0] as Scenario['workloads'][number]), name: '| pipes |' },
        {
          ...(teamChatFixture.workloads[1] as Scenario['workloads'][number]),
          name: '[link](javascript:alert(1))',
        },
      ],
    });
    expect(hostile.startsWith('# &lt;img src=x onerror=alert(1)&gt;\n')).toBe(true);
    expect(hostile).not.toMatch(/<img/);
    expect(hostile).toContain('| \\| pipes \\| | Send to group |');
    expect(hostile).toContain('| \\[link\\](javascript:alert(1)) | Broadcast |');
    expect(hostile).toContain('- **Small messages**: \\[link\\](javascript:alert(1)) sends');
    expect(hostile).not.toMatch(/[^\\]\[link/);
  });

  it('titles an unnamed scenario and says when there are no workloads', () => {
    const empty = reportOf({ ...teamChatFixture, name: undefined, workloads: [] });
    expect(empty.startsWith('# Azure SignalR Service sizing\n')).toBe(true);
    expect(section(empty, 'Workloads')).toEqual(['No workloads.']);
    expect(section(empty, 'Recommendation')[0]).toBe(
      'Add a workload to see the tier, app servers and monthly cost it needs.',
    );
    expect(empty).not.toContain('## Check before you commit');
    expect(empty).not.toContain('## Tiers');
  });

  it('explains a scenario no tier fits: the closest tier and the limits it breaks', () => {
    const noFit = reportOf({
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
    const lines = section(noFit, 'Recommendation');
    expect(lines[0]).toBe('No tier fits this scenario');
    expect(lines[1]).toBe('Even the closest tier, Standard\\_S1 × 100 units, breaks 3 limits:');
    expect(lines.slice(2).map((line) => line.split(':')[0])).toEqual([
      '- Inbound bandwidth',
      '- Outbound bandwidth',
      '- Routing',
    ]);
  });

  it('formats numbers for the locale', () => {
    const german = markdownReport({ plan: plan(teamChatFixture), t, locale: 'de', shareUrl });
    expect(section(german, 'Totals')[0]).toBe('- **Connections**: 40.000');
  });
});

describe('names that look like links or formulas', () => {
  const [rooms, presence] = teamChatFixture.workloads as [Workload, Workload];
  const report = reportOf({
    ...teamChatFixture,
    name: 'https://evil.example/login',
    workloads: [
      { ...rooms, name: 'www.evil.example' },
      { ...presence, name: '=HYPERLINK("http://evil.example","Open") ops@evil.example' },
    ],
  });
  // Everything but the report's own link back to the page, which is meant to be a link.
  const userLines = report.split('\n').filter((line) => !line.startsWith('[Open'));

  it('stay text in GitHub-flavoured Markdown: no address, www. name or e-mail for it to autolink', () => {
    const text = userLines.join('\n');
    expect(text).not.toMatch(/(https?|ftp):\/\//i);
    expect(text).not.toMatch(/www\./i);
    expect(text).not.toMatch(/[\w.+-]@[\w-]+\./);
  });

  it('still read as typed, through escapes that render as the characters themselves', () => {
    expect(userLines[0]).toBe('# https\\://evil.example/login');
    expect(section(report, 'Workloads')[2]).toMatch(/^\| www\\\.evil\.example \|/);
  });
});

describe('right-to-left text and direction marks in names', () => {
  const override = '\u202E';
  const [rooms, presence] = teamChatFixture.workloads as [Workload, Workload];
  const report = reportOf({
    ...teamChatFixture,
    name: `Team ${override}chat`,
    workloads: [
      { ...rooms, name: `Chat ${override}rooms` },
      { ...presence, name: 'נוכחות' },
    ],
  });

  it('show a direction override as its code, so it can reorder nothing (issue 25)', () => {
    // `\u202E` in the text; Markdown escapes its backslash, so it renders as written.
    expect(report.split('\n')[0]).toBe('# Team \\\\u202Echat');
    expect(section(report, 'Workloads')[2]).toMatch(/^\| Chat \\\\u202Erooms \| Send to group \|/);
    expect(report).not.toContain(override);
  });

  it('isolate right-to-left names (U+2068 … U+2069), so they cannot reorder the report’s own words', () => {
    const rows = section(report, 'Workloads');
    expect(rows[3]).toMatch(/^\| \u2068נוכחות\u2069 \| Broadcast \|/);
    // The warnings name workloads too: the presence updates send messages under 1 KB.
    expect(section(report, 'Check before you commit').join('\n')).toContain(
      '\u2068נוכחות\u2069 sends messages under 1 KB',
    );
  });
});

describe('markdownReport: levers and calibration', () => {
  it('lists what cuts the bill, biggest saving first, and says when the answer is calibrated', () => {
    const echo: Scenario = {
      ...teamChatFixture,
      workloads: [
        {
          name: 'Echo',
          pattern: 'echo',
          connections: 1000,
          senders: 1000,
          messageBytes: 2049,
          sendIntervalSeconds: 1,
        },
      ],
      calibration: { outbound: 1.25 },
    };
    const text = reportOf(echo);
    expect(text).toContain('## What cuts the bill\n\n- **2,048 bytes or less**');
    expect(text).toContain(
      'Calibrated with what you measured: the predicted load is multiplied by outbound ×1.25.',
    );
  });
});

describe('markdownReport: autoscale thresholds', () => {
  it('says each threshold as set, so 70.04% out and 70% in read apart (issue 25)', () => {
    const text = reportOf({
      ...planChatFixture,
      autoscale: { scaleOutAbove: 0.7004, scaleInBelow: 0.7 },
    });
    const line = text.split('\n').find((row) => row.startsWith('- **Autoscale**'));
    expect(line).toContain('above 70.04%');
    expect(line).toContain('below 70%');
  });
});
