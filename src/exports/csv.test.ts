import { describe, expect, it } from 'vitest';
import { limitNames, plan } from '../engine';
import { en } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { byteOrderMark, csvCell, csvDialect, csvText, tiersCsv } from './csv';
import { parseCsv } from '../../tests/fixtures/csv';

const t: Translate = (key, params) => translate('en', en[key], params);

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Standard_S1', ',')).toBe('Standard_S1');
    expect(csvCell('0.6843', ',')).toBe('0.6843');
    expect(csvCell('', ',')).toBe('');
  });

  it('quotes a delimiter, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a, b', ',')).toBe('"a, b"');
    expect(csvCell('a; b', ';')).toBe('"a; b"');
    expect(csvCell('a; b', ',')).toBe('a; b');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere', ',')).toBe('"cr\rhere"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindent', "'\tindent"],
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['\r=cmd', `"'\r=cmd"`],
  ])('neutralises a formula: %j -> %j', (value, expected) => {
    expect(csvCell(value, ',')).toBe(expected);
  });

  it('neutralises a formula behind invisible direction marks too', () => {
    expect(csvCell('\u2068=1+1\u2069', ',')).toBe("'\u2068=1+1\u2069");
    expect(csvCell('\u202E=HYPERLINK("x")', ',')).toBe(`"'\u202E=HYPERLINK(""x"")"`);
  });

  it.each([
    [' =1+1', "' =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\u00a0\uff0b1', "'\u00a0\uff0b1"],
    ['\uff0d1', "'\uff0d1"],
    ['\uff20SUM(A1)', "'\uff20SUM(A1)"],
  ])(
    'neutralises what a spreadsheet reads as a formula once trimmed: %j -> %j',
    (value, expected) => {
      expect(csvCell(value, ',')).toBe(expected);
    },
  );

  it('leaves a formula character that is not first alone', () => {
    expect(csvCell('a=b', ',')).toBe('a=b');
  });
});

describe('csvText', () => {
  it('starts with a UTF-8 byte-order mark and ends every record with CRLF', () => {
    const text = csvText(
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      ',',
    );
    expect(text).toBe(`${byteOrderMark}a,b\r\n1,2\r\n`);
  });
});

describe('csvDialect', () => {
  it('uses commas and a decimal point in English', () => {
    const { delimiter, number } = csvDialect('en');
    expect(delimiter).toBe(',');
    expect(number(1234.56789, 4)).toBe('1234.5679');
  });

  it('uses semicolons where the decimal separator is a comma, as Excel does there', () => {
    const { delimiter, number } = csvDialect('de');
    expect(delimiter).toBe(';');
    expect(number(1234.5, 2)).toBe('1234,5');
  });

  it('keeps Latin digits whatever the locale', () => {
    expect(csvDialect('ar-EG').number(12.5, 2)).toMatch(/^12.5$/);
  });
});

/** The tier rows of a CSV (with its header): everything before the empty row that starts the plan. */
function tierRows(rows: string[][]): string[][] {
  const blank = rows.findIndex((row) => row.every((cell) => cell === ''));
  return blank < 0 ? rows : rows.slice(0, blank);
}

describe('tiersCsv', () => {
  // Server connections counted, so their column holds the plan's 2 app servers x 40.
  const planned = plan({ ...teamChatFixture, countServerConnections: true });
  const evaluation = planned.instanceEvaluation;
  const text = tiersCsv(planned, t, 'en', 'Team chat');
  const rows = tierRows(parseCsv(text.slice(1)));

  it('has a translated header row and one row per tier', () => {
    expect(text.startsWith(byteOrderMark)).toBe(true);
    expect(rows[0]).toEqual([
      'Scenario',
      'SKU',
      'Units',
      'Recommended',
      'Fits',
      'Within capacity',
      'Interpolated',
      'Binding limit',
      'Connections utilization (share)',
      'Inbound bandwidth utilization (share)',
      'Outbound bandwidth utilization (share)',
      'Routing utilization (share)',
      'Daily messages utilization (share)',
      'Server connections',
      'Fits (most favourable reading)',
      'Fits (least favourable reading)',
      'One instance at the peak all day, a month (USD)',
      'Growth headroom (factor)',
    ]);
    expect(rows).toHaveLength(evaluation.tiers.length + 1);
  });

  it('writes each tier’s figures as plain numbers that parse back, marking the plan’s deployed tier', () => {
    const deployment = planned.deployment;
    if (!deployment) throw new Error('the fixture deploys');
    const index = evaluation.tiers.findIndex(
      (tier) => tier.sku === deployment.sku && tier.units === deployment.unitsPerInstance,
    );
    const tier = evaluation.tiers[index];
    const row = rows[index + 1];
    if (!tier || !row) throw new Error('missing row');
    expect(row.slice(0, 8)).toEqual([
      'Team chat',
      tier.sku,
      String(tier.units),
      'yes',
      'yes',
      'yes',
      tier.capacity.interpolated ? 'yes' : 'no',
      en[`limit.${tier.binding}`],
    ]);
    limitNames.forEach((limit, index) => {
      const share = tier.utilization[limit];
      const cell = row[8 + index] ?? '';
      if (share === null) expect(cell).toBe('');
      else expect(Number(cell)).toBeCloseTo(share, 4);
    });
    expect(Number(row[13])).toBe(tier.serverConnections);
    expect(row.slice(14, 16)).toEqual([
      tier.readings.fitsOptimistic ? 'yes' : 'no',
      tier.readings.fitsConservative ? 'yes' : 'no',
    ]);
    expect(Number(row[16])).toBeCloseTo(tier.cost.totalUsd, 2);
    expect(Number(row[17])).toBeCloseTo(tier.growthHeadroom ?? NaN, 2);
    expect(rows.filter((r) => r[3] === 'yes')).toHaveLength(1);
  });

  it('gives Free its daily-messages utilization and the paid tiers none', () => {
    const free = rows[1];
    const s1 = rows[2];
    expect(free?.[1]).toBe('Free');
    expect(free?.[12]).not.toBe('');
    expect(s1?.[1]).toBe('Standard_S1');
    expect(s1?.[12]).toBe('');
  });

  it('escapes a scenario name that is a formula or holds quotes and commas, its line break shown as a code', () => {
    const name = '=HYPERLINK("http://evil.example","Team, chat")\nline 2';
    const parsed = tierRows(parseCsv(tiersCsv(planned, t, 'en', name).slice(1)));
    expect(parsed).toHaveLength(evaluation.tiers.length + 1);
    for (const row of parsed.slice(1)) {
      expect(row).toHaveLength(18);
      expect(row[0]).toBe(`'=HYPERLINK("http://evil.example","Team, chat")\\u000Aline 2`);
    }
  });

  it('leaves growth headroom empty for an empty scenario', () => {
    const empty = tiersCsv(plan({ ...teamChatFixture, workloads: [] }), t, 'en');
    const parsed = tierRows(parseCsv(empty.slice(1)));
    expect(parsed.slice(1).every((row) => row[17] === '')).toBe(true);
  });

  it('uses the semicolon dialect for a comma-decimal locale', () => {
    const german = tiersCsv(planned, t, 'de', 'Team chat');
    const parsed = parseCsv(german.slice(1), ';');
    expect(parsed[0]).toHaveLength(18);
    expect(parsed[1]?.[8]).toMatch(/^\d+(,\d+)?$/);
  });
});

describe('the scenario name in tiersCsv', () => {
  const planned = plan(teamChatFixture);
  const nameCell = (name: string) => parseCsv(tiersCsv(planned, t, 'en', name))[1]?.[0];

  it('is isolated when it holds right-to-left text, so it cannot reorder the row', () => {
    expect(nameCell('צ׳אט')).toBe('\u2068צ׳אט\u2069');
  });

  it('shows a direction override or a control character as its code (issue 25)', () => {
    expect(nameCell('Chat \u202E(puorg ot dneS)')).toBe('Chat \\u202E(puorg ot dneS)');
    expect(nameCell('Team chat\u001b]52;c;eA==\u0007')).toBe('Team chat\\u001B]52;c;eA==\\u0007');
  });

  it('keeps its formula protection when isolated', () => {
    expect(nameCell('=HYPERLINK("http://evil.example") שיחה')).toBe(
      '\'\u2068=HYPERLINK("http://evil.example") שיחה\u2069',
    );
  });

  it('stays as typed when it is left-to-right only', () => {
    expect(nameCell('Team chat')).toBe('Team chat');
  });
});
