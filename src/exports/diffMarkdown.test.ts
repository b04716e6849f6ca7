import { describe, expect, it } from 'vitest';
import { plan, scenarioOnService, type Scenario, type Workload } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { diffMarkdown, diffWorkloadRows } from './diffMarkdown';
import { planDiff } from './planDiff';
import { plateauRoomsFixture } from '../../tests/fixtures/plateauRooms';
import { teamChatFixture, teamChatTwiceTheConnections } from '../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';

const t = translatorFor('en');
const noLinks = { before: null, after: null };

function markdown(before: Scenario, after: Scenario, label: string | null = 'sizing/chat.json') {
  const diff = planDiff(plan(before), plan(after));
  return diffMarkdown({ diff, t, locale: 'en', label, links: noLinks });
}

/** The table row that starts with this label, cell by cell. */
function row(text: string, label: string): string[] {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`| ${label} |`));
  if (!line) throw new Error(`no row ${label} in\n${text}`);
  return line
    .slice(2, -2)
    .split(/ (?<!\\)\| /)
    .map((cell) => cell.trim());
}

describe('the Markdown of a change, for a pull request’s comment', () => {
  const text = markdown(teamChatFixture, teamChatTwiceTheConnections);

  it('heads it with the file and says the bill before, after and its change', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('### sizing/chat.json');
    expect(lines[2]).toBe(
      'Team chat: the monthly bill rises from \\$17,562 to \\$23,560, +\\$5,998 (+34%).',
    );
  });

  it('sets the deployment, the bill, the binding limit and the room to grow side by side', () => {
    expect(row(text, 'Service tier')).toEqual([
      'Service tier',
      'Standard\\_S1 × 40 units',
      'Standard\\_S1 × 80 units',
      '+40 units',
    ]);
    expect(row(text, 'Monthly cost')).toEqual([
      'Monthly cost',
      '\\$17,562/month: units \\$1,959, messages beyond the included ones \\$15,603',
      '\\$23,560/month: units \\$3,918, messages beyond the included ones \\$19,642',
      '+\\$5,998 (+34%)',
    ]);
    expect(row(text, 'Binding limit')).toEqual([
      'Binding limit',
      'Connections: 100% of the 40,000 connections this tier holds',
      'Connections: 100% of the 80,000 connections this tier holds',
      '',
    ]);
    expect(row(text, 'Room to grow')[1]).toBe(
      'None: any more audience needs a bigger tier than Standard\\_S1 × 40 units.',
    );
    expect(text).not.toContain('| Service |');
  });

  it('lists the workloads that moved the cost, the biggest first', () => {
    expect(text).toContain('**Workloads that moved the cost most**');
    expect(row(text, 'Presence updates')).toEqual([
      'Presence updates',
      '\\$5,855',
      '\\$11,312',
      '+\\$5,457',
    ]);
    expect(row(text, 'Chat rooms')).toEqual(['Chat rooms', '\\$11,706', '\\$12,247', '+\\$541.27']);
    expect(text.indexOf('| Presence updates |')).toBeLessThan(text.indexOf('| Chat rooms |'));
  });

  it('links to both scenarios only when it has whole links', () => {
    expect(text).not.toContain('Open the');
    const diff = planDiff(plan(teamChatFixture), plan(teamChatTwiceTheConnections));
    const links = { before: 'https://tools.example/#s=2.a', after: 'https://tools.example/#s=2.b' };
    const linked = diffMarkdown({ diff, t, locale: 'en', label: null, links });
    expect(linked.trimEnd().split('\n').at(-1)).toBe(
      '[Open the base scenario](https://tools.example/#s=2.a) · [Open the head scenario](https://tools.example/#s=2.b)',
    );
    expect(linked.split('\n')[0]).toBe('### Team chat');
  });

  it('writes the reader’s language', () => {
    const diff = planDiff(plan(teamChatFixture), plan(teamChatTwiceTheConnections));
    const german = diffMarkdown({
      diff,
      t: translatorFor('de'),
      locale: 'de',
      label: null,
      links: noLinks,
    });
    expect(german).toContain(
      // Intl writes a no-break space between the figure and its sign in German.
      'Team chat: die monatlichen Kosten steigen von 17.562\u00a0\\$ auf 23.560\u00a0\\$, +5.998\u00a0\\$ (+34\u00a0%).',
    );
  });
});

describe('what a change can hold', () => {
  it('says so when nothing fits the head, and cannot tell the change by workload', () => {
    const text = markdown(teamChatFixture, plateauRoomsFixture);
    expect(text).toContain(
      'no deployment fits the head scenario; the base cost \\$17,562 a month.',
    );
    expect(row(text, 'Service tier')[2]).toBe('No tier fits this scenario');
    expect(row(text, 'Monthly cost')[2]).toBe('—');
    expect(row(text, 'Monthly cost')[3]).toBe('—');
    expect(text).toContain(
      'With no deployment on one side, the change cannot be told workload by workload.',
    );
  });

  it('shows a file the change adds as no workloads before, every workload added', () => {
    const text = markdown({ version: 2, workloads: [] } as unknown as Scenario, teamChatFixture);
    expect(row(text, 'Service tier')[1]).toBe('No workloads.');
    expect(row(text, 'Service tier')[3]).toBe('+40 units');
    expect(text).toContain('the monthly bill rises from \\$0.00 to \\$17,562, +\\$17,562.');
    expect(row(text, 'Chat rooms (added)')).toEqual([
      'Chat rooms (added)',
      '—',
      '\\$11,706',
      '+\\$11,706',
    ]);
  });

  it('names both services when the change moves to Web PubSub', () => {
    const onSignalr = scenarioOnService(webPubSubChatFixture, 'signalr');
    if (!onSignalr.ok) throw new Error('the Web PubSub chat reads on SignalR');
    const text = markdown(onSignalr.scenario, webPubSubChatFixture);
    expect(row(text, 'Service')).toEqual([
      'Service',
      'Azure SignalR Service',
      'Azure Web PubSub',
      '',
    ]);
    expect(text).toContain(
      'The service changes from Azure SignalR Service to Azure Web PubSub: each side is sized on its own service’s guide.',
    );
  });

  it('names no service for the empty side of a Web PubSub file added', () => {
    const text = markdown(
      { version: 2, workloads: [] } as unknown as Scenario,
      webPubSubChatFixture,
    );
    expect(row(text, 'Service')).toEqual(['Service', '—', 'Azure Web PubSub', '']);
    expect(text).not.toContain('The service changes');
  });

  it('says when nothing changed', () => {
    const text = markdown(teamChatFixture, teamChatFixture);
    expect(text).toContain('Team chat: the monthly bill stays at \\$17,562.');
    expect(text).toContain('No workload’s part of the bill changed.');
    expect(row(text, 'Service tier')[3]).toBe('');
  });

  it(`lists ${diffWorkloadRows} workloads and counts the rest`, () => {
    const many = (connections: number): Scenario => ({
      version: 2,
      edition: 'current',
      targetUtilization: 0.7,
      hubs: 1,
      countServerConnections: true,
      workloads: Array.from({ length: 13 }, (_, index): Workload => ({
        name: `Room ${index + 1}`,
        pattern: 'echo',
        connections: connections + index * 100,
        senders: 100,
        messageBytes: 512,
        sendIntervalSeconds: 1,
      })),
    });
    const text = markdown(many(1_000), many(3_000));
    const rows = text.split('\n').filter((line) => /^\| Room \d/.test(line));
    expect(rows).toHaveLength(diffWorkloadRows);
    expect(text).toMatch(/^… and 3 more workloads, \+\\\$[\d,.]+ in all\.$/m);
  });

  it('keeps names and the heading as text: no table broken, no markup, no HTML', () => {
    const hostile: Scenario = {
      ...teamChatFixture,
      name: '<b>Chat</b>',
      workloads: [
        { ...(teamChatFixture.workloads[0] as Workload), name: 'Rooms | <img src=x> *now*' },
        teamChatFixture.workloads[1] as Workload,
      ],
    };
    const text = markdown(teamChatFixture, hostile, 'sizing/[x](javascript:alert(1)).json');
    expect(text.split('\n')[0]).toBe('### sizing/\\[x\\](javascript:alert(1)).json');
    expect(text).toContain('&lt;b&gt;Chat&lt;/b&gt;: the monthly bill');
    expect(row(text, 'Rooms \\| &lt;img src=x&gt; \\*now\\* (added)')).toHaveLength(4);
    expect(text).not.toMatch(/<img|<b>/);
  });
});
