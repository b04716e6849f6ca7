/**
 * Bad input of every kind: the command line says what is wrong in the page's own words (the import's and the
 * share link's messages, field by field), exits 2, and writes nothing, neither to standard output nor to --out.
 */
import { describe, expect, it } from 'vitest';
import { importMessage } from '../exports/importMessages';
import { translatorFor } from '../i18n/allCatalogs';
import { NotText } from '../engine/files/fileBytes';
import { readScenarioText, scenarioFileText } from '../state/scenarioFile';
import { cli } from '../../tests/fixtures/cliRun';
import { ScenarioTooLarge } from './input';
import { planChatFixture } from '../../tests/fixtures/planChat';

const t = translatorFor('en');
const chatFile = { 'chat.json': scenarioFileText(planChatFixture) };

/** What the page's import says about this text, as the command line prints it. */
function pageMessageLines(text: string): string[] {
  const result = readScenarioText(text);
  if (result.ok) throw new Error('the text is a valid scenario');
  const message = importMessage(t, 'en', result);
  return [
    message.text,
    ...message.issues.map((issue) => `  ${issue}`),
    ...(message.more ? [message.more] : []),
  ];
}

describe('a file that is not text in its encoding (a Latin-1 "é", a picture)', () => {
  // Each in the words of the page's panel that reads that kind of file, which say what to do with it.
  it.each([
    [
      'the scenario',
      ['size', 'latin1.json'],
      'The scenario in latin1.json could not be used.',
      'exportImport.error.notText',
    ],
    [
      'a price list',
      ['size', 'chat.json', '--prices', 'latin1.json'],
      'The prices in latin1.json could not be used.',
      'prices.import.error.notText',
    ],
    [
      'a metrics file',
      ['size', 'chat.json', '--metrics', 'latin1.json'],
      'The metrics in latin1.json could not be used.',
      'measured.file.problem.notText',
    ],
  ] as const)(
    '%s: says so in its panel’s words, exits 2 and writes nothing',
    (_file, argv, lead, key) => {
      const { code, stdout, stderr, written } = cli([...argv, '--out', 'out.md'], {
        ...chatFile,
        'latin1.json': new NotText('UTF-8'),
      });
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(written).toEqual({});
      expect(stderr).toContain(lead);
      expect(stderr).toContain(t(key, { encoding: 'UTF-8' }));
    },
  );
});

describe('a --prices or --metrics file that is not JSON', () => {
  it.each([
    [
      '--prices',
      '{\n  "Items": [\n    {"currencyCode": "EUR", x}\n  ]\n}',
      'This is not JSON: it stops being JSON at line 3, column 29.',
    ],
    [
      '--metrics',
      '{\n  "value": [x]\n}',
      'It starts like JSON but is not: it stops being JSON at line 2, column 13.',
    ],
  ])(
    '%s: says where it stops being JSON, never quoting it or the engine’s English',
    (option, text, sentence) => {
      const { code, stderr } = cli(['size', 'chat.json', option, 'broken.json'], {
        ...chatFile,
        'broken.json': text,
      });
      expect(code).toBe(2);
      expect(stderr).toContain(sentence);
      expect(stderr).not.toMatch(/Unexpected|valid JSON|currencyCode|"value"/);
    },
  );
});

describe('standard input ("-") that cannot be used', () => {
  it.each([
    [['size', '-'], 'The scenario in standard input (“-”) could not be used.'],
    [
      ['size', 'chat.json', '--prices', '-'],
      'The prices in standard input (“-”) could not be used.',
    ],
    [
      ['size', 'chat.json', '--metrics', '-'],
      'The metrics in standard input (“-”) could not be used.',
    ],
  ])('%j names standard input, not "-"', (argv, lead) => {
    const { code, stderr } = cli(argv, { ...chatFile, '-': 'not JSON' });
    expect(code).toBe(2);
    expect(stderr.split('\n')).toContain(lead);
  });
});

describe('a scenario file the page would refuse', () => {
  const tooManyConnections = JSON.stringify({
    version: 2,
    workloads: [{ name: 'x', pattern: 'echo', connections: 2_000_000, senders: 1 }],
  });

  it('names each bad field as the page’s import does, exits 2 and writes nothing', () => {
    const { code, stdout, stderr, written } = cli(
      ['size', 'bad.json', '--out', 'out.md', '-f', 'md'],
      { 'bad.json': tooManyConnections },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr.split('\n')).toEqual([
      'The scenario in bad.json could not be used.',
      ...pageMessageLines(tooManyConnections),
      'Nothing was written.',
      '',
    ]);
    expect(stderr).toContain('workloads[0].connections: ');
  });

  it.each([
    ['invalid JSON', '{"version": 2, "workloads": ['],
    ['an empty file', ''],
    ['JSON that is not a scenario object', '[1, 2, 3]'],
    ['a scenario from a newer version', '{"version": 99, "workloads": []}'],
  ])('exits 2 for %s, in the page’s words, writing nothing', (_kind, text) => {
    const { code, stdout, stderr, written } = cli(['size', 'bad.json', '-o', 'out.bicep'], {
      'bad.json': text,
    });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr.split('\n')).toEqual([
      'The scenario in bad.json could not be used.',
      ...pageMessageLines(text),
      'Nothing was written.',
      '',
    ]);
  });

  it('exits 2 for a file it cannot read, saying why', () => {
    const { code, stdout, stderr } = cli(['size', 'missing.json']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      [
        'The scenario in missing.json could not be used.',
        "It could not be read: ENOENT: no such file or directory, open 'missing.json'",
        'Nothing was written.',
        '',
      ].join('\n'),
    );
  });
});

describe('a share link it cannot use', () => {
  it('exits 2 for a damaged link, in the page’s words', () => {
    const { code, stdout, stderr } = cli(['size', '--link', 'https://tools.example/#s=2.AAAA']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^The link could not be used\.\nThe link is damaged or cut short/);
    expect(stderr.trimEnd().endsWith('Nothing was written.')).toBe(true);
  });

  it('exits 2 for a link without a scenario in it', () => {
    const { code, stderr } = cli(['size', '--link', 'https://tools.example/#lang=de']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      'The link could not be used.\nIt holds no scenario: a share link has “#s=” in it.\nNothing was written.\n',
    );
  });
});

describe('arguments it cannot follow', () => {
  it.each([
    [
      ['size', 'chat.json', '--format', 'pdf'],
      '--format takes one of text, md, json, csv, svg, bicep, arm, tf, cli, infracost-usage, focus, not “pdf”.',
    ],
    [
      ['size', 'chat.json', '--lang', 'es'],
      '--lang takes one of en, pl, de, fr, ja, ko, not “es”.',
    ],
    [
      ['size', 'chat.json', '-f', 'svg', '--theme', 'sepia'],
      '--theme takes one of light, dark, not “sepia”.',
    ],
    [
      ['size', 'chat.json', '--max-units', 'many'],
      '--max-units takes a whole number above 0 in plain digits, such as 50, not “many”.',
    ],
    [
      ['size', 'chat.json', '--max-monthly-usd', '0'],
      '--max-monthly-usd takes a number above 0 in plain digits, such as 15000 or 99.50, not “0”.',
    ],
    [
      ['size', 'chat.json', '--base-url', 'tools.example'],
      '--base-url takes a web address (https://…), not “tools.example”.',
    ],
    [['size'], 'Give a scenario file, or a share link with --link.'],
    [
      ['size', 'chat.json', '--link', 'https://tools.example/#s=2.AAAA'],
      'Give a scenario file or --link, not both.',
    ],
    [
      ['size', 'chat.json', 'other.json'],
      'Only one scenario file at a time: “other.json” is one too many.',
    ],
    [['plan', 'chat.json'], 'Unknown command “plan”: the commands are “size” and “diff”.'],
  ])('exits 2 for the arguments %j, saying what is wrong', (argv, problem) => {
    const { code, stdout, stderr, written } = cli([...argv, '-o', 'out.txt'], chatFile);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr).toBe(`${problem}\nRun “signalr-sizing --help” for the options.\n`);
  });

  it('exits 2 for an unknown option, naming it', () => {
    const { code, stdout, stderr } = cli(['size', 'chat.json', '--fromat', 'md'], chatFile);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^Unknown option “--fromat”\.\n/);
  });

  it('says the problem in the language of --lang', () => {
    const { code, stderr } = cli(['size', 'chat.json', '-f', 'pdf', '--lang', 'de'], chatFile);
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe(
      '--format nimmt einen der Werte text, md, json, csv, svg, bicep, arm, tf, cli, infracost-usage, focus, nicht „pdf“.',
    );
  });

  it('exits 2 when --out cannot be written, and prints nothing instead', () => {
    const { code, stdout, stderr, written } = cli(
      ['size', 'chat.json', '-f', 'md', '--out', 'no/such/folder/report.md'],
      chatFile,
      ['no/such/folder/report.md'],
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr).toContain(
      "no/such/folder/report.md could not be written: ENOENT: no such file or directory, open 'no/such/folder/report.md'",
    );
  });
});

describe('issue 25: hostile arguments and paths', () => {
  const seeHelp = 'Run “signalr-sizing --help” for the options.';

  it.each([
    [['size', 'chat.json', '--out', 'chat.json']],
    [['size', 'chat.json', '-o', './chat.json']],
    [['size', 'chat.json', '--output', 'sizing/../chat.json']],
  ])('refuses %j: the report would be written over its own scenario', (argv) => {
    const { code, stdout, stderr, written } = cli([...argv, '-f', 'md'], chatFile);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr).toMatch(
      /^--out names the scenario file itself \(.*chat\.json\): writing there would replace the scenario\. Give another file\.\n/,
    );
  });

  it.each([
    [['--out', 'a.md', '--output', 'b.md'], '“a.md” and “b.md”'],
    [['-o', 'a.md', '-o', 'b.md'], '“a.md” and “b.md”'],
    [['--output', 'a.md', '--output', 'a.md'], '“a.md” and “a.md”'],
  ])('refuses two files to write, %j, instead of writing the last', (outs, named) => {
    const { code, stderr, written } = cli(['size', 'chat.json', '-f', 'md', ...outs], chatFile);
    expect(code).toBe(2);
    expect(written).toEqual({});
    expect(stderr).toBe(
      `Give one file to write, with --out or --output, not two: ${named}.\n${seeHelp}\n`,
    );
  });

  it('refuses options with no command instead of printing the help and exiting 0', () => {
    const { code, stdout, stderr } = cli(['--format', 'md']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `No command before --format: the commands are “size” and “diff” (signalr-sizing size <scenario.json> --format).\n${seeHelp}\n`,
    );
    // Alone, or with a language only, it is a request for the help.
    expect(cli([]).code).toBe(0);
    expect(cli(['--lang', 'de']).stdout).toMatch(/^signalr-sizing: ein Szenario/);
  });

  it.each(['0x10', '1e3', '0b11', '0o7', ' 12', '12 ', '+5', '2.5', 'Infinity', '１２', ''])(
    'refuses --max-units %j: plain decimal digits of a whole number only',
    (value) => {
      const { code, stderr } = cli(['size', 'chat.json', '--max-units', value], chatFile);
      expect(code).toBe(2);
      expect(stderr.split('\n')[0]).toBe(
        `--max-units takes a whole number above 0 in plain digits, such as 50, not “${value}”.`,
      );
    },
  );

  it.each(['0x10', '1e4', '.5', '5.', '-1', 'NaN'])('refuses --max-monthly-usd %j', (value) => {
    const { code } = cli(['size', 'chat.json', '--max-monthly-usd', value], chatFile);
    expect(code).toBe(2);
  });

  it('takes plain digits: --max-units 16 is 16, and --max-monthly-usd 99999.50 a budget with cents', () => {
    // The plan deploys 60 units: 16 is crossed (0x10 read as 16 would have been too, silently).
    const units = cli(['size', 'chat.json', '--max-units', '16'], chatFile);
    expect(units.code).toBe(1);
    expect(units.stderr).toContain('above the limit of 16 (--max-units)');
    expect(cli(['size', 'chat.json', '--max-monthly-usd', '99999.50'], chatFile).code).toBe(0);
  });

  it.each([
    [5 * 1024 * 1024, 'This is 5 MB; a scenario file is at most 1 MB.'],
    [null, 'This is more than 1 MB; a scenario file is at most 1 MB.'],
  ])('refuses a file of %s bytes past the limit in the page’s words', (bytes, sentence) => {
    const { code, stderr, written } = cli(['size', 'big.json', '-o', 'out.md'], {
      'big.json': new ScenarioTooLarge(bytes),
    });
    expect(code).toBe(2);
    expect(written).toEqual({});
    expect(stderr).toBe(
      `The scenario in big.json could not be used.\n${sentence}\nNothing was written.\n`,
    );
  });

  it('says where a file stops being JSON, and never quotes its bytes', () => {
    const text = '{"version": 2,\n "name": "\u001b]52;c;Y3VybA==\u0007"x}';
    const { code, stderr } = cli(['size', 'bad.json'], { 'bad.json': text });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'The scenario in bad.json could not be used.\nThis is not JSON: it stops being JSON at line 2, column 11.\nNothing was written.\n',
    );
  });

  it('shows control characters in a path, an option’s value or the system’s reason as codes', () => {
    const path = 'evil\u001b[2K\r\nMonthly cost: $12.json';
    const missing = cli(['size', path]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.split('\n')).toEqual([
      'The scenario in evil\\u001B[2K\\u000D\\u000AMonthly cost: $12.json could not be used.',
      "It could not be read: ENOENT: no such file or directory, open 'evil\\u001B[2K\\u000D\\u000AMonthly cost: $12.json'",
      'Nothing was written.',
      '',
    ]);
    const format = cli(['size', 'chat.json', '-f', 'md\u001b]52;c;eA==\u0007'], chatFile);
    expect(format.stderr.split('\n')[0]).toBe(
      '--format takes one of text, md, json, csv, svg, bicep, arm, tf, cli, infracost-usage, focus, not “md\\u001B]52;c;eA==\\u0007”.',
    );
    const written = cli(['size', 'chat.json', '-f', 'md', '-o', 'plan\u009b2K.md'], chatFile);
    expect(written.stderr.split('\n')).toContain('Wrote plan\\u009B2K.md.');
  });
});
