// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { noticesOnThreeRegions } from '../../tests/fixtures/regionFailure';
import { freeEchoGrowing } from '../../tests/fixtures/tierChanges';
import { plan } from '../engine';
import { translatorFor } from '../i18n/allCatalogs';
import { planText } from './planText';
import { markdownReport } from './report';

const t = translatorFor('en');
const shareUrl = 'https://example.com/#s=1';

describe('the report and the command line say what a region’s failure does', () => {
  const planned = plan(noticesOnThreeRegions());

  it('the report: a section of its own, each region failing at the peak, the others’ load by hand', () => {
    const report = markdownReport({ plan: planned, t, locale: 'en', shareUrl });
    const section = report.split('## If a region fails\n\n')[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain('the DNS time-to-live of 1.5 min');
    expect(section).toContain('spread evenly over the others (our assumption)');
    expect(section).toContain(
      '- At the peak, all day: Primary fails: 10,000 clients (33% of them) reconnect to the other regions.',
    );
    // 10,000 + 10,000 / 2 = 15,000 clients on 10 units of 1,000: 150%, 5,000 refused; 5,000 at 400 a second.
    expect(section).toContain(
      '  - Replica 1: clients 10,000 → 15,000; 10 units: 100% → 150% of Connections, over the quota: 5,000 connections refused; Fixed: stays at 10 units; 20 would carry it; reconnect storm: 12.5 sec for 5,000 clients at 400 a second.',
    );
    expect(section.match(/ fails: /g)).toHaveLength(3);
    expect(section).toContain(
      'Size every region for all the traffic, so that any one can take over: Premium\\_P1 × 30 units in each of 3 regions, \\$5,475 a month, \\$3,650 more than now.',
    );
  });

  it('the command line’s text: the same lines, without markup', () => {
    const text = planText(planned, t, 'en', shareUrl);
    expect(text).toContain('\nIf a region fails\n');
    expect(text).toContain(
      '  - Replica 2: clients 10,000 → 15,000; 10 units: 100% → 150% of Connections, over the quota: 5,000 connections refused',
    );
    expect(text).toContain(
      'Premium_P1 × 30 units in each of 3 regions, $5,475 a month, $3,650 more than now.',
    );
  });

  it('one region: no such section', () => {
    const single = plan(noticesOnThreeRegions({ replicas: { count: 0, sizing: 'split' } }));
    expect(markdownReport({ plan: single, t, locale: 'en', shareUrl })).not.toContain(
      'If a region fails',
    );
    expect(planText(single, t, 'en', shareUrl)).not.toContain('If a region fails');
  });
});

describe('the report and the command line say a change of tier where the year shows it', () => {
  it('Free outgrown in month 3: 30–60 minutes unreachable', () => {
    const planned = plan(freeEchoGrowing);
    const line =
      'Change of tier: Month 3: From Free × 1 unit to Standard_S1 × 1 unit: the public IP changes, and the service may be unreachable for 30–60 minutes while DNS learns it (vendor page “How to scale an Azure SignalR Service instance?”).';
    expect(planText(planned, t, 'en', shareUrl)).toContain(line);
    expect(markdownReport({ plan: planned, t, locale: 'en', shareUrl })).toContain(
      '- **Change of tier**: Month 3: From Free × 1 unit to Standard\\_S1 × 1 unit',
    );
  });

  it('no timeline, no change: no such line', () => {
    const { timeline: _none, ...still } = freeEchoGrowing;
    expect(planText(plan(still), t, 'en', shareUrl)).not.toContain('Change of tier');
  });
});
