/**
 * `signalr-sizing diff`: the change between two scenarios as the exports write it (planDiff, diffMarkdown,
 * diffJson, each from the two plans), the limits on a rise of the bill, and bad input in `size`'s own words.
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { diffJson } from '../exports/diffJson';
import { diffMarkdown } from '../exports/diffMarkdown';
import { planDiff } from '../exports/planDiff';
import { translatorFor } from '../i18n/allCatalogs';
import { supportedLocales } from '../i18n/localeList';
import { scenarioFileText } from '../state/scenarioFile';
import { shareUrlFor } from '../state/shareLink';
import { commandOf } from './diffOptions';
import { cli } from '../../tests/fixtures/cliRun';
import { plateauRoomsFixture } from '../../tests/fixtures/plateauRooms';
import { teamChatFixture, teamChatTwiceTheConnections } from '../../tests/fixtures/teamChat';

const baseUrl = 'https://tools.example/sizing/';
const t = translatorFor('en');
const files = {
  'before.json': scenarioFileText(teamChatFixture),
  'after.json': scenarioFileText(teamChatTwiceTheConnections),
  'plateau.json': scenarioFileText(plateauRoomsFixture),
  'empty.json': '{"version": 2, "workloads": []}',
};
const diff = planDiff(plan(teamChatFixture), plan(teamChatTwiceTheConnections));
const beforeUrl = shareUrlFor(teamChatFixture, new URL(baseUrl));
const afterUrl = shareUrlFor(teamChatTwiceTheConnections, new URL(baseUrl));

describe('signalr-sizing diff', () => {
  it('writes the change as the Markdown export does, headed by the head file, with links back', () => {
    const { code, stdout, stderr } = cli(
      ['diff', 'before.json', 'after.json', '--base-url', baseUrl],
      files,
    );
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const links = { before: beforeUrl, after: afterUrl };
    expect(stdout).toBe(diffMarkdown({ diff, t, locale: 'en', label: 'after.json', links }));
    expect(stdout).toContain('rises from \\$17,562 to \\$23,560, +\\$5,998 (+34%).');
  });

  it('writes --format json, every figure from the two plans', () => {
    const { code, stdout } = cli(['diff', 'before.json', 'after.json', '-f', 'json'], files);
    expect(code).toBe(0);
    // Without --base-url each link is the scenario's fragment alone, as size writes it.
    const fragment = { origin: '', pathname: '', search: '', hash: '' };
    expect(stdout).toBe(
      diffJson(diff, {
        before: shareUrlFor(teamChatFixture, fragment),
        after: shareUrlFor(teamChatTwiceTheConnections, fragment),
      }),
    );
    const document = JSON.parse(stdout) as {
      before: { monthly: { totalUsd: number }; deployment: { totalUnits: number } };
      after: { monthly: { totalUsd: number }; deployment: { totalUnits: number } };
      change: { monthlyUsd: number; monthlyShare: number; units: number };
      workloads: { name: string; changeUsd: number }[];
    };
    expect(document.before.monthly.totalUsd).toBe(17_561.63);
    expect(document.after.monthly.totalUsd).toBe(23_559.8);
    expect(document.change.monthlyUsd).toBe(5_998.17);
    // A fraction as the plan’s JSON writes one, to 6 significant digits: not 0.3415495514269705.
    expect(document.change.monthlyShare).toBe(0.34155);
    expect(document.change.units).toBe(40);
    expect(document.workloads.map((w) => [w.name, w.changeUsd])).toEqual([
      ['Presence updates', 5_456.89],
      ['Chat rooms', 541.27],
    ]);
  });

  it('reads share links on either side, and says when there is no base URL for links', () => {
    const link = shareUrlFor(teamChatTwiceTheConnections, new URL('https://wiki.example/tools/'));
    const fromLink = cli(['diff', 'before.json', link, '--label', 'Team chat'], files);
    expect(fromLink.code).toBe(0);
    expect(fromLink.stdout.split('\n')[0]).toBe('### Team chat');
    expect(fromLink.stdout).toContain(`[Open the head scenario](${link})`);
    expect(fromLink.stdout).not.toContain('Open the base scenario');
    expect(fromLink.stderr).toBe(`${t('cli.diff.note.noBaseUrl')}\n`);
    const fragment = `#s=${link.split('#s=')[1] ?? ''}`;
    expect(cli(['diff', fragment, 'before.json'], files).stdout).toContain('falls from \\$23,560');
  });

  it('reads one side from standard input', () => {
    const { code, stdout } = cli(['diff', '-', 'after.json'], {
      ...files,
      '-': files['before.json'],
    });
    expect(code).toBe(0);
    expect(stdout).toContain('rises from \\$17,562 to \\$23,560');
  });

  it('writes to --out and in the language of --lang', () => {
    const { code, stdout, stderr, written } = cli(
      ['--lang', 'ja', 'diff', 'before.json', 'after.json', '-o', 'change.md'],
      files,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toContain('change.md を書き出しました。');
    expect(written['change.md']).toBe(
      diffMarkdown({
        diff,
        t: translatorFor('ja'),
        locale: 'ja',
        label: 'after.json',
        links: { before: null, after: null },
      }),
    );
  });

  it('prints its help, and size’s help names it', () => {
    expect(cli(['diff', '--help']).stdout).toBe(`${t('cli.help.diff')}\n`);
    expect(cli(['--help']).stdout).toContain('signalr-sizing diff <base> <head> [options]');
  });
});

describe('limits on the rise of the bill', () => {
  const run = (...limits: string[]) => cli(['diff', 'before.json', 'after.json', ...limits], files);

  it('exits 1 above --max-increase-usd, naming the limit and the change', () => {
    const over = run('--max-increase-usd', '5000');
    expect(over.code).toBe(1);
    expect(over.stdout).toContain('| Monthly cost |');
    expect(over.stderr.split('\n')).toContain(
      'The monthly bill rises by $5,998, from $17,562 to $23,560, above the limit of $5,000 (--max-increase-usd).',
    );
    expect(run('--max-increase-usd', '6000').code).toBe(0);
  });

  it('says the crossed limit in the Markdown too, under the summary, for the reviewer', () => {
    const over = run('--max-increase-usd', '5000');
    const lines = over.stdout.split('\n');
    expect(lines[4]).toBe(
      '> The monthly bill rises by \\$5,998, from \\$17,562 to \\$23,560, above the limit of \\$5,000 (--max-increase-usd).',
    );
    expect(run('--max-increase-usd', '6000').stdout).not.toContain('> ');
    const json = cli(
      ['diff', 'before.json', 'after.json', '-f', 'json', '--max-increase-percent', '30'],
      files,
    );
    expect((JSON.parse(json.stdout) as { limitsCrossed: string[] }).limitsCrossed).toEqual([
      'The monthly bill rises by 34%, from $17,562 to $23,560, above the limit of 30% (--max-increase-percent).',
    ]);
  });

  it('exits 1 above --max-increase-percent, naming the limit and the change', () => {
    const over = run('--max-increase-percent', '30');
    expect(over.code).toBe(1);
    expect(over.stderr.split('\n')).toContain(
      'The monthly bill rises by 34%, from $17,562 to $23,560, above the limit of 30% (--max-increase-percent).',
    );
    expect(run('--max-increase-percent', '35').code).toBe(0);
  });

  it('names both when both are crossed, and takes 0 as “no rise at all”', () => {
    const both = run('--max-increase-usd', '0', '--max-increase-percent', '0');
    expect(both.code).toBe(1);
    expect(both.stderr.match(/above the limit of/g)).toHaveLength(2);
    expect(cli(['diff', 'after.json', 'before.json', '--max-increase-usd', '0'], files).code).toBe(
      0,
    );
    expect(
      cli(['diff', 'after.json', 'after.json', '--max-increase-percent', '0'], files).code,
    ).toBe(0);
  });

  it('counts any rise from $0 (a new scenario file) above a percentage', () => {
    const added = cli(['diff', 'empty.json', 'before.json', '--max-increase-percent', '50'], files);
    expect(added.code).toBe(1);
    expect(added.stderr.split('\n')).toContain(
      'The monthly bill rises from $0.00 to $17,562: any rise from nothing is above the limit of 50% (--max-increase-percent).',
    );
  });

  it('exits 1 when nothing fits one side and a limit is given; 0 without a limit', () => {
    const toNothing = cli(
      ['diff', 'before.json', 'plateau.json', '--max-increase-usd', '1'],
      files,
    );
    expect(toNothing.code).toBe(1);
    expect(toNothing.stderr).toContain(
      'No deployment fits the head scenario, so its bill cannot stay within the limits given.',
    );
    const fromNothing = cli(
      ['diff', 'plateau.json', 'before.json', '--max-increase-usd', '1'],
      files,
    );
    expect(fromNothing.code).toBe(1);
    expect(fromNothing.stderr).toContain('No deployment fits the base scenario');
    expect(cli(['diff', 'before.json', 'plateau.json'], files).code).toBe(0);
  });
});

describe('bad input, in size’s own words', () => {
  const broken = { ...files, 'bad.json': '{"version": 2, "workloads": [' };

  it.each(supportedLocales)('exits 2 for a file it refuses, saying what size says (%s)', (lang) => {
    const size = cli(['size', 'bad.json', '--lang', lang], broken);
    const change = cli(['diff', 'bad.json', 'after.json', '--lang', lang, '-o', 'out.md'], broken);
    expect(change.code).toBe(2);
    expect(change.stdout).toBe('');
    expect(change.written).toEqual({});
    expect(change.stderr).toBe(size.stderr);
  });

  it('names every side it could not use, then writes nothing', () => {
    const { code, stderr } = cli(['diff', 'missing.json', 'https://tools.example/#s=2.AAAA']);
    expect(code).toBe(2);
    const lines = stderr.split('\n');
    expect(lines[0]).toBe('The scenario in missing.json could not be used.');
    expect(lines).toContain('The link given as the head (after the change) could not be used.');
    expect(lines.at(-2)).toBe('Nothing was written.');
  });

  it.each([
    [['diff', 'before.json'], t('cli.diff.error.inputs')],
    [['diff', 'a', 'b', 'c'], 'diff compares two scenarios: “c” is one too many.'],
    [['diff', '-', '-'], t('cli.diff.error.bothStdin')],
    [['diff', 'a', 'b', '-f', 'svg'], '--format takes one of md, json, not “svg”.'],
    [['diff', 'a', 'b', '--lang', 'es'], '--lang takes one of en, pl, de, fr, ja, ko, not “es”.'],
    [
      ['diff', 'a', 'b', '--max-increase-usd=-5'],
      '--max-increase-usd takes a number of 0 or more, not “-5”.',
    ],
    [
      ['diff', 'a', 'b', '--max-increase-percent', 'ten'],
      '--max-increase-percent takes a number of 0 or more, not “ten”.',
    ],
    [
      ['diff', 'a', 'b', '--base-url', 'tools'],
      '--base-url takes a web address (https://…), not “tools”.',
    ],
    [['plan', 'a'], 'Unknown command “plan”: the commands are “size” and “diff”.'],
  ])('exits 2 for the arguments %j, saying what is wrong', (argv, problem) => {
    const { code, stdout, stderr } = cli([...argv], files);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${problem}\nRun “signalr-sizing --help” for the options.\n`);
  });

  it('exits 2 for an option only size takes', () => {
    const { code, stderr } = cli(['diff', 'before.json', 'after.json', '--theme', 'dark'], files);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Unknown option “--theme”\.\n/);
  });
});

describe('commandOf', () => {
  it.each([
    [['diff', 'a', 'b'], 'diff'],
    [['--lang', 'de', 'diff', 'a', 'b'], 'diff'],
    [['-f', 'md', 'size', 'a'], 'size'],
    [['--format=md', 'diff'], 'diff'],
    [['--metrics', 'm.json', 'diff', 'a', 'b'], 'diff'],
    [['--out', 'diff', 'size', 'a'], 'size'],
    [['plan', 'a'], undefined],
    [['--help'], undefined],
  ])('finds the command in %j', (argv, command) => {
    expect(commandOf(argv)).toBe(command);
  });
});
