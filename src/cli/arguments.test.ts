/**
 * The arguments as the user gives them (src/cli/arguments.ts, options.ts, diffOptions.ts): a single-valued option
 * given twice is refused (the last one won, and could loosen a limit); the parser's own mistakes are said in the
 * command line's translated words (Node's English had a dangling quote and a literal `\u000A`); `--out -` is
 * standard output; standard input is read once; `help` is a command and `size --help` is size's help. And a price
 * list or a metrics file too large is said as one (it was called a scenario file), at the page's own limit for it.
 */
import { describe, expect, it } from 'vitest';
import { maxPriceListBytes } from '../engine/billing/retailPrices';
import { maxMetricsFileBytes } from '../engine/metrics/readMetricsFiles';
import { translatorFor } from '../i18n/allCatalogs';
import { scenarioFileText } from '../state/scenarioFile';
import { cli } from '../../tests/fixtures/cliRun';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { localeOf } from './arguments';
import { ScenarioTooLarge } from './input';
import { run } from './run';

const chat = scenarioFileText(teamChatFixture);
const files = { 'team.json': chat, 'head.json': chat, 'prices.json': '{}' };
const seeHelp = 'Run “signalr-sizing --help” for the options.\n';

describe('a single-valued option given twice', () => {
  it('refuses a budget given twice, naming the option and both values (it exited 0 on the looser one)', () => {
    const run = cli(
      ['size', 'team.json', '--max-monthly-usd', '100', '--max-monthly-usd', '20000'],
      files,
    );
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `--max-monthly-usd is given twice (“100” and “20000”): give it once.\n${seeHelp}`,
    );
  });

  it.each([
    [['--max-units', '10', '--max-units', '500'], '--max-units'],
    [['-f', 'md', '--format', 'json'], '--format'],
    [['--format=md', '-fjson'], '--format'],
    [['--lang', 'de', '--lang', 'fr'], '--lang'],
    [['--prices', 'prices.json', '--prices', 'other.json'], '--prices'],
    [
      ['--prices', 'prices.json', '--prices-region', 'a', '--prices-region', 'b'],
      '--prices-region',
    ],
    [['--theme', 'dark', '--theme', 'light'], '--theme'],
    [['--base-url', 'https://a.example/', '--base-url', 'https://b.example/'], '--base-url'],
    [['--period', '2026-12', '--period', '2027-01'], '--period'],
  ])('size refuses %j, naming %s', (options, option) => {
    const run = cli(['size', 'team.json', ...options], files);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toMatch(new RegExp(`^${option} is given twice|^${option} `));
    expect(run.stderr).toContain(option);
  });

  it.each([
    [['--max-increase-usd', '10', '--max-increase-usd', '5000'], '--max-increase-usd'],
    [['--max-increase-percent', '1', '--max-increase-percent', '50'], '--max-increase-percent'],
    [['--label', 'a', '--label', 'b'], '--label'],
    [['-f', 'md', '-f', 'json'], '--format'],
  ])('diff refuses %j, naming %s', (options, option) => {
    const run = cli(['diff', 'team.json', 'head.json', ...options], files);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(new RegExp(`^${option} is given twice`));
  });

  it('still reads --metrics several times', () => {
    const run = cli(['size', 'team.json', '--metrics', 'a.json', '--metrics', 'b.json'], files);
    // Refused for what the files hold (they are missing), not for being two.
    expect(run.stderr).not.toMatch(/given twice/);
  });
});

describe('the parser’s mistakes, in the command line’s words', () => {
  it('says an unknown option in the language of --lang (it was Node’s English with a dangling quote)', () => {
    const run = cli(['--lang', 'de', '--bogus'], files);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'Unbekannte Option „--bogus“.\nDie Optionen zeigt „signalr-sizing --help“.\n',
    );
    const after = cli(['size', 'team.json', '--bogus', '--lang=fr'], files);
    expect(after.stderr).toMatch(/^Option inconnue « --bogus »\./);
  });

  it('reads a negative limit as a value, and refuses it as a number (it was “argument is ambiguous\\u000A…”)', () => {
    const run = cli(['size', 'team.json', '--max-monthly-usd', '-5'], files);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `--max-monthly-usd takes a number above 0 in plain digits, such as 15000 or 99.50, not “-5”.\n${seeHelp}`,
    );
    expect(run.stderr).not.toMatch(/\\u000A|ambiguous/);
  });

  it('says an option given without its value, and a value given to an option that takes none', () => {
    const missing = cli(['size', 'team.json', '--out', '--lang', 'de'], files);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^--out braucht einen Wert dahinter/);
    const last = cli(['size', 'team.json', '--format'], files);
    expect(last.stderr).toMatch(/^--format needs a value after it/);
    const flag = cli(['size', 'team.json', '--help=3'], files);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/^--help takes no value, not “3”\./);
    const diff = cli(['diff', 'team.json', 'head.json', '--max-increase-usd'], files);
    expect(diff.stderr).toMatch(/^--max-increase-usd needs a value after it/);
  });

  it('finds --lang before the arguments are read', () => {
    expect(localeOf(['size', '--lang', 'ja', '--bogus'])).toBe('ja');
    expect(localeOf(['--lang=pl'])).toBe('pl');
    expect(localeOf(['--lang', 'xx'])).toBe('en');
    expect(localeOf(['--', '--lang', 'de'])).toBe('en');
  });
});

describe('help', () => {
  const t = translatorFor('en');
  it('is a command: help, help size, help diff', () => {
    expect(cli(['help'])).toMatchObject({
      code: 0,
      stdout: `${t('cli.help')}\n\n${t('cli.help.diff')}\n`,
    });
    expect(cli(['help', 'size'])).toMatchObject({ code: 0, stdout: `${t('cli.help')}\n` });
    expect(cli(['help', 'diff'])).toMatchObject({ code: 0, stdout: `${t('cli.help.diff')}\n` });
    expect(cli(['help', 'diff', '--lang', 'de']).stdout).toMatch(/^Zwei Szenarien vergleichen/);
    expect(cli(['help', 'bogus']).code).toBe(2);
  });

  it('size --help is size’s help, diff --help diff’s', () => {
    expect(cli(['size', '--help'])).toMatchObject({ code: 0, stdout: `${t('cli.help')}\n` });
    expect(cli(['size', 'team.json', '-h'], files).stdout).toBe(`${t('cli.help')}\n`);
    expect(cli(['diff', '--help']).stdout).toBe(`${t('cli.help.diff')}\n`);
  });
});

describe('--out -', () => {
  it('writes to standard output, not to a file named “-”', () => {
    const size = cli(['size', 'team.json', '--out', '-', '-f', 'json'], files);
    expect(size.code).toBe(0);
    expect(size.written).toEqual({});
    expect(JSON.parse(size.stdout)).toMatchObject({ scenario: { name: 'Team chat' } });
    expect(size.stderr).not.toMatch(/Wrote/);
    const diff = cli(['diff', 'team.json', 'head.json', '-o-', '-f', 'json'], files);
    expect(diff.code).toBe(0);
    expect(diff.written).toEqual({});
    expect(JSON.parse(diff.stdout)).toMatchObject({ format: 'signalr-sizing-diff' });
  });
});

describe('standard input, read once', () => {
  it.each([
    [['size', '-', '--prices', '-']],
    [['size', '-', '--metrics', '-']],
    [['size', 'team.json', '--prices', '-', '--metrics', '-']],
    [['size', 'team.json', '--metrics', '-', '--metrics', '-']],
  ])('refuses %j before reading (it read twice, then said “The file is empty”)', (argv) => {
    const run = cli(argv, files);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `Standard input (“-”) can be read once: give “-” to only one of the scenario file, --prices and --metrics.\n${seeHelp}`,
    );
  });
});

describe('a price list or a metrics file too large', () => {
  it('names the kind of file and its own limit (it said “a scenario file”)', () => {
    const tooLarge = { ...files, 'big.json': new ScenarioTooLarge(5 * 1024 * 1024) };
    const prices = cli(['size', 'team.json', '--prices', 'big.json'], tooLarge);
    expect(prices.code).toBe(2);
    expect(prices.stderr).toBe(
      'The prices in big.json could not be used.\nThe file is 5 MB; a price list is at most 4 MB.\nNothing was written.\n',
    );
    const metrics = cli(['size', 'team.json', '--metrics', 'big.json'], tooLarge);
    expect(metrics.code).toBe(2);
    expect(metrics.stderr).toMatch(/^The metrics in big.json could not be used.\n.*a metrics file/);
    expect(metrics.stderr).not.toMatch(/scenario/);
    const unread = { ...files, 'pipe.json': new ScenarioTooLarge(null) };
    const fromPipe = cli(['size', 'team.json', '--prices', 'pipe.json'], unread);
    expect(fromPipe.stderr).toContain('This is more than 4 MB; a price list is at most 4 MB.');
  });

  it('reads a price list and a metrics file up to the page’s limit for each, not a scenario’s 1 MB', () => {
    const limits: Record<string, number | undefined> = {};
    /** Runs `size` on team.json, recording the limit each file is read with; the other files are missing. */
    const sizeRecordingLimits = (options: string[]) =>
      run(['size', 'team.json', ...options], {
        readText: (path, limitBytes) => {
          limits[path] = limitBytes;
          if (path === 'team.json') return chat;
          throw new Error(`ENOENT: no such file or directory, open '${path}'`);
        },
        writeText: () => undefined,
        sameFile: () => false,
        stdout: () => undefined,
        stderr: () => undefined,
        version: '9.9.9',
      });
    sizeRecordingLimits(['--prices', 'prices.json', '--metrics', 'm.json']);
    expect(limits['prices.json']).toBe(maxPriceListBytes);
    sizeRecordingLimits(['--metrics', 'm.json']);
    expect(limits['m.json']).toBe(maxMetricsFileBytes);
  });
});
