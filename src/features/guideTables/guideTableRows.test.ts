import { describe, expect, it } from 'vitest';
import { guides } from '../../engine';
import { editionSource } from './guideSource';
import {
  appServerRows,
  caseStudyTables,
  slipsOfTable,
  throughputRows,
  type GuideRow,
} from './guideTableRows';

function table(edition: '2019' | 'current', id: string) {
  const found = guides[edition].tables.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
}

function row(rows: GuideRow[], name: string): GuideRow {
  const found = rows.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
}

describe('throughputRows', () => {
  it('keeps the 2019 big group’s rows as printed, with its slips on their cells', () => {
    const bigGroup = table('2019', 'bigGroup');
    const rows = throughputRows(bigGroup, guides['2019'].slips);
    expect(rows.map((candidate) => candidate.name)).toEqual([
      'connections',
      'groupMemberCount',
      'groupCount',
      'inboundMessagesPerSecond',
      'outboundMessagesPerSecond',
      'inboundBytesPerSecond',
      'outboundBytesPerSecond',
    ]);
    const inbound = row(rows, 'inboundBytesPerSecond');
    expect(inbound.kind).toBe('bytesPerSecond');
    expect(inbound.cells[0]).toMatchObject({
      units: 1,
      value: 81_920,
      slip: { id: '2019-bigGroup-inbound-unit1', printed: 81_920, formula: 40_960 },
    });
    expect(inbound.cells[3]?.slip?.id).toBe('2019-bigGroup-inbound-unit10');
    expect(inbound.cells.filter((cell) => cell.slip)).toHaveLength(2);
    expect(row(rows, 'outboundBytesPerSecond').cells[0]?.slip?.id).toBe(
      '2019-bigGroup-outbound-unit1',
    );
    expect(row(rows, 'connections').cells.every((cell) => cell.slip === null)).toBe(true);
    expect(slipsOfTable(rows).map((slip) => slip.id)).toEqual([
      '2019-bigGroup-inbound-unit1',
      '2019-bigGroup-inbound-unit10',
      '2019-bigGroup-outbound-unit1',
    ]);
  });

  it('flags the current big group’s member counts', () => {
    const rows = throughputRows(table('current', 'bigGroup'), guides.current.slips);
    const members = row(rows, 'groupMemberCount');
    expect(members.kind).toBe('count');
    expect(members.cells.map((cell) => cell.slip?.formula ?? null)).toEqual([
      null,
      null,
      1_000,
      5_000,
      10_000,
      20_000,
      50_000,
      100_000,
    ]);
  });

  it('prints identical inbound and outbound rows once, as the guide does', () => {
    const rows = throughputRows(table('2019', 'echo'), guides['2019'].slips);
    expect(rows.map((candidate) => candidate.name)).toEqual([
      'connections',
      'messagesPerSecond',
      'bytesPerSecond',
    ]);
    expect(row(rows, 'messagesPerSecond').cells.at(-1)).toEqual({
      units: 100,
      value: 100_000,
      slip: null,
    });
  });

  it('reads the current send-to-connection table’s unit 20 column', () => {
    const rows = throughputRows(table('current', 'connection'), guides.current.slips);
    expect(row(rows, 'connections').cells.map((cell) => cell.units)).toEqual([
      1, 2, 20, 50, 100, 200, 500, 1000,
    ]);
  });
});

describe('caseStudyTables', () => {
  it('leaves out the Quick evaluation tables', () => {
    expect(caseStudyTables(guides.current).map((candidate) => candidate.id)).toEqual([
      'echo',
      'broadcast',
      'smallGroup',
      'bigGroup',
      'connection',
      'restBroadcast',
      'restUser',
    ]);
  });
});

describe('appServerRows', () => {
  it('gives connections and app servers per unit', () => {
    const aspnetEcho = guides['2019'].appServerTables.find(
      (candidate) => candidate.id === 'aspnetEchoAppServers',
    );
    if (!aspnetEcho) throw new Error('aspnetEchoAppServers');
    const rows = appServerRows(aspnetEcho);
    expect(rows.map((candidate) => candidate.name)).toEqual(['connections', 'appServers']);
    expect(row(rows, 'appServers').cells.map((cell) => cell.value)).toEqual([
      2, 2, 4, 4, 8, 32, 40,
    ]);
  });
});

describe('editionSource', () => {
  it('names the 2019 translations and their dates', () => {
    expect(editionSource(guides['2019'], 'en')).toEqual({
      languages: 'Polish, German, French, and Korean',
      translationCount: 4,
      dates: 'April 8, 2019 and November 13, 2019',
    });
  });

  it('has no dates for the current edition', () => {
    expect(editionSource(guides.current, 'en')).toEqual({
      languages: 'Japanese',
      translationCount: 1,
      dates: null,
    });
  });
});
