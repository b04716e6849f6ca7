/**
 * Issue 23: a field the connections cap keeps the user's value in every export, and the plan states the value it
 * used: 5,000 senders set on 2,000 connections.
 */
import { describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { scenarioFileText } from '../state/scenarioFile';
import { cli } from '../../tests/fixtures/cliRun';
import { planText } from './planText';
import { markdownReport } from './report';

const t = translatorFor('en');
const shareUrl = 'https://example.com/sizing/#s=2.abc';
const chat: Scenario = {
  version: 2,
  name: 'Chat',
  edition: 'current',
  targetUtilization: 0.7,
  connectionTarget: 0.7,
  hubs: 1,
  countServerConnections: true,
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 2000,
      senders: 5000,
      messageBytes: 200,
      sendIntervalSeconds: 10,
      groupSize: 10,
    },
  ],
};
const planned = plan(chat);
const said =
  'Chat rooms sets 5,000 senders but has 2,000 connections: it is sized with 2,000 senders. With 5,000 connections or more it is sized with the 5,000 set.';

describe('a capped field in the exports', () => {
  it('the report gives both values in its table and says which it used', () => {
    const report = markdownReport({ plan: planned, t, locale: 'en', shareUrl });
    expect(report).toContain('| Chat rooms | Send to group | 2,000 | 5,000 (used as 2,000) |');
    expect(report).toContain(said);
  });

  it('the command line’s text says it; its JSON keeps the 5,000 set and the warning with both values', () => {
    expect(planText(planned, t, 'en', shareUrl)).toContain(said);
    const { stdout } = cli(['size', 'chat.json', '-f', 'json'], {
      'chat.json': scenarioFileText(chat),
    });
    const document = JSON.parse(stdout) as {
      scenario: Scenario;
      warnings: { code: string; setValue?: number; usedValue?: number }[];
    };
    expect(document.scenario.workloads[0]?.senders).toBe(5000);
    expect(document.warnings[0]).toEqual({
      code: 'sendersCapped',
      workloads: [0],
      setValue: 5000,
      usedValue: 2000,
    });
  });
});
