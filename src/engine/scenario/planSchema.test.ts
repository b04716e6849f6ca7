import { describe, expect, it } from 'vitest';
import { serviceRules } from '../guides/data';
import { profileOf } from '../planning/loadProfile';
import { parseScenario } from './scenario';

const base = { version: 2, workloads: [] };

function issuesOf(extra: Record<string, unknown>) {
  const result = parseScenario({ ...base, ...extra });
  return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe('the planning fields of format 2', () => {
  it('are optional: a document without them means today’s behaviour', () => {
    const result = parseScenario({ version: 1, workloads: [] });
    expect(result.ok && result.scenario.loadProfile).toBeUndefined();
    expect(result.ok && result.scenario.replicas).toBeUndefined();
    expect(result.ok && result.scenario.timeline).toBeUndefined();
  });

  it('accept a profile, replicas and a timeline', () => {
    expect(
      issuesOf({
        loadProfile: profileOf('businessHours'),
        replicas: { count: 2, sizing: 'split', shares: [0.5, 0.25, 0.25] },
        timeline: { monthlyGrowthPercent: 5 },
      }),
    ).toEqual([]);
    expect(issuesOf({ timeline: { targetConnections: 50_000, targetMonth: 6 } })).toEqual([]);
  });

  it('refuse a profile with no hours or only zeros, naming the field', () => {
    expect(issuesOf({ loadProfile: [] })).toEqual([
      'loadProfile: needs 24 hours, one level for each',
      'loadProfile: needs at least one hour above 0',
    ]);
    expect(issuesOf({ loadProfile: Array<number>(25).fill(0.5) })).toEqual([
      'loadProfile: needs 24 hours, one level for each',
    ]);
    expect(issuesOf({ loadProfile: Array(24).fill(0) })).toEqual([
      'loadProfile: needs at least one hour above 0',
    ]);
    expect(issuesOf({ loadProfile: [...Array<number>(23).fill(0.5), 1.5] })).toEqual([
      'loadProfile[23]: must be at most 1',
    ]);
  });

  it('refuse a negative growth, naming the field', () => {
    expect(issuesOf({ timeline: { monthlyGrowthPercent: -5 } })).toEqual([
      'timeline.monthlyGrowthPercent: must be at least 0',
    ]);
    expect(issuesOf({ timeline: { targetConnections: 50_000 } })).toEqual([
      'timeline: targetConnections and targetMonth go together',
    ]);
  });

  it('refuse shares that do not match the regions or do not add up to 1', () => {
    expect(issuesOf({ replicas: { count: 1, sizing: 'split', shares: [1] } })).toEqual([
      'replicas.shares: needs one share per region: the primary and each replica',
    ]);
    expect(issuesOf({ replicas: { count: 1, sizing: 'split', shares: [0.5, 0.25] } })).toEqual([
      'replicas.shares: shares must add up to 1',
    ]);
    expect(issuesOf({ replicas: { count: -1, sizing: 'allTraffic' } })).toEqual([
      'replicas.count: must be at least 0',
    ]);
  });
});

describe('the vendor rules they follow (data/service-rules.json)', () => {
  it('bill units by the seconds they run, taken from Web PubSub where SignalR is silent', () => {
    expect(serviceRules.unitBilling).toMatchObject({
      unitsBilledBy: 'seconds',
      billedPer: 'day',
      signalrPageSilent: true,
      includedMessagesPerUnitDay: 1_000_000,
    });
    expect(serviceRules.unitBilling.sourceUrl).toContain(
      'azure-web-pubsub/concept-billing-model.md',
    );
  });

  it('bill each replica for its own units and messages', () => {
    expect(serviceRules.geoReplication.source).toContain(
      'Each replica is billed separately according to its own unit and outbound traffic',
    );
  });
});
