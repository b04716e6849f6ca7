import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { deployTexts } from '../deploy/deployTexts';
import { cardSvg } from '../exports/card/cardSvg';
import { tiersCsv } from '../exports/csv';
import { importMessage } from '../exports/importMessages';
import { planJson } from '../exports/planJson';
import { markdownReport } from '../exports/report';
import { translatorFor } from '../i18n/allCatalogs';
import * as fflate from '../state/deflate';
import { linkCodecProvided } from '../state/linkCodec';
import { readScenarioText, scenarioFileText } from '../state/scenarioFile';
import { shareUrlFor } from '../state/shareLink';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { plateauRoomsFixture } from '../../tests/fixtures/plateauRooms';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { run } from './run';

// Handed over at load, as the executable does (./main.ts): the module's own links below need it.
linkCodecProvided(fflate);

const baseUrl = 'https://tools.example/sizing/';
const t = translatorFor('en');

/** Runs the command line on files held in memory; returns what it printed, wrote and exited with. */
function cli(argv: string[], files: Record<string, string> = {}) {
  const out = { stdout: '', stderr: '', written: {} as Record<string, string>, code: -1 };
  out.code = run(argv, {
    readText: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    writeText: (path, text) => {
      out.written[path] = text;
    },
    stdout: (text) => {
      out.stdout += text;
    },
    stderr: (text) => {
      out.stderr += text;
    },
    version: '9.9.9',
  });
  return out;
}

const chatFile = { 'chat.json': scenarioFileText(planChatFixture) };
const planned = plan(planChatFixture);
const shareUrl = shareUrlFor(planChatFixture, new URL(baseUrl));

describe('signalr-sizing size', () => {
  it('prints the plan: what to deploy and the monthly bill, from plan()', () => {
    const { code, stdout, stderr } = cli(['size', 'chat.json', '--base-url', baseUrl], chatFile);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.split('\n')).toContain(
      'Service tier: Premium_P1 × 30 units per instance, 1 instance, in 2 regions (primary 30 units and replica 1 30 units): 60 units in all',
    );
    expect(stdout).toContain(`Monthly cost: $6,535/month`);
    expect(planned.monthly?.totalUsd).toBeCloseTo(6534.92, 2);
    expect(stdout.trimEnd().endsWith(`Open this scenario: ${shareUrl}`)).toBe(true);
  });

  it.each([
    ['md', () => markdownReport({ plan: planned, t, locale: 'en', shareUrl })],
    ['json', () => planJson(planned, shareUrl)],
    ['csv', () => tiersCsv(planned, t, 'en', 'Plan')],
    ['svg', () => cardSvg({ plan: planned, t, locale: 'en', theme: 'light', shareUrl })],
  ])('writes --format %s as the page does, with the same function', (format, expected) => {
    const { code, stdout } = cli(
      ['size', 'chat.json', '-f', format, '--base-url', baseUrl],
      chatFile,
    );
    expect(code).toBe(0);
    expect(stdout).toBe(expected());
  });

  it.each([
    ['bicep', 'bicep'],
    ['arm', 'arm'],
    ['tf', 'terraform'],
    ['cli', 'cli'],
  ] as const)('writes --format %s as the Deploy view does', (format, deployFormat) => {
    const result = planned.deployment && deployTexts(planned.deployment, 'Plan');
    if (!result?.ok) throw new Error('the fixture deploys');
    const { code, stdout } = cli(['size', 'chat.json', '--format', format], chatFile);
    expect(code).toBe(0);
    expect(stdout).toBe(result.texts[deployFormat]);
  });

  it('reads a share link with the page’s codec, and links back to the same page', () => {
    const link = shareUrlFor(teamChatFixture, new URL('https://wiki.example/tools/#lang=de'));
    const { code, stdout } = cli(['size', '--link', link, '--format', 'md']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      markdownReport({ plan: plan(teamChatFixture), t, locale: 'en', shareUrl: link }),
    );
  });

  it('writes to --output, and in the language of --lang, dark for --theme dark', () => {
    const { code, stdout, stderr, written } = cli(
      [
        'size',
        'chat.json',
        '-f',
        'svg',
        '--lang',
        'ja',
        '--theme',
        'dark',
        '-o',
        'card.svg',
        '--base-url',
        baseUrl,
      ],
      chatFile,
    );
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('card.svg を書き出しました。\n');
    expect(written['card.svg']).toBe(
      cardSvg({ plan: planned, t: translatorFor('ja'), locale: 'ja', theme: 'dark', shareUrl }),
    );
  });

  it('says when the link back is the fragment alone, without a base URL', () => {
    const { code, stderr } = cli(['size', 'chat.json'], chatFile);
    expect(code).toBe(0);
    expect(stderr).toContain('No --base-url');
  });
});

describe('limits for pipelines', () => {
  it('exits 1, saying by how much, when the plan costs more than --max-monthly-usd', () => {
    const over = cli(
      ['size', 'chat.json', '--max-monthly-usd', '5000', '--base-url', baseUrl],
      chatFile,
    );
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      'The plan costs $6,535 a month, above the limit of $5,000 (--max-monthly-usd).\n',
    );
    expect(over.stdout).toContain('Monthly cost');
    const within = cli(
      ['size', 'chat.json', '--max-monthly-usd', '7000', '--base-url', baseUrl],
      chatFile,
    );
    expect(within.code).toBe(0);
  });

  it('exits 1 when the plan deploys more units in all than --max-units', () => {
    const over = cli(['size', 'chat.json', '--max-units', '59', '--base-url', baseUrl], chatFile);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe(
      'The plan deploys 60 units in all, above the limit of 59 (--max-units).\n',
    );
    expect(
      cli(['size', 'chat.json', '--max-units', '60', '--base-url', baseUrl], chatFile).code,
    ).toBe(0);
  });

  it('exits 1 with no infrastructure code when nothing fits', () => {
    const files = { 'plateau.json': scenarioFileText(plateauRoomsFixture) };
    const { code, stdout, stderr } = cli(['size', 'plateau.json', '-f', 'bicep'], files);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('No deployment fits this scenario, so there is no Bicep to write.');
  });
});

describe('bad input', () => {
  const bad = JSON.stringify({
    version: 2,
    workloads: [{ name: 'x', pattern: 'echo', connections: 2_000_000, senders: 1 }],
  });

  it('names each bad field as the page’s import does, exits 2 and writes nothing', () => {
    const { code, stdout, stderr, written } = cli(
      ['size', 'bad.json', '-o', 'out.md', '-f', 'md'],
      {
        'bad.json': bad,
      },
    );
    const result = readScenarioText(bad);
    if (result.ok) throw new Error('the file is bad');
    const page = importMessage(t, 'en', result);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(written).toEqual({});
    expect(stderr.split('\n')).toEqual([
      'The scenario in bad.json could not be used.',
      page.text,
      ...page.issues.map((issue) => `  ${issue}`),
      'Nothing was written.',
      '',
    ]);
    expect(stderr).toContain('workloads[0].connections: ');
  });

  it('exits 2 for a file it cannot read, a damaged link, or a link without a scenario', () => {
    expect(cli(['size', 'missing.json']).stderr).toContain('ENOENT');
    expect(cli(['size', 'missing.json']).code).toBe(2);
    const damaged = cli(['size', '--link', 'https://tools.example/#s=2.AAAA']);
    expect(damaged.code).toBe(2);
    expect(damaged.stderr).toContain('The link is damaged or cut short');
    expect(cli(['size', '--link', 'https://tools.example/#lang=de']).stderr).toContain(
      'It holds no scenario',
    );
  });

  it.each([
    [
      ['size', 'chat.json', '--format', 'pdf'],
      '--format takes one of text, md, json, csv, svg, bicep, arm, tf, cli, not “pdf”.',
    ],
    [
      ['size', 'chat.json', '--lang', 'es'],
      '--lang takes one of en, pl, de, fr, ja, ko, not “es”.',
    ],
    [
      ['size', 'chat.json', '--max-units', 'many'],
      '--max-units takes a number above 0, not “many”.',
    ],
    [
      ['size', 'chat.json', '--base-url', 'tools.example'],
      '--base-url takes a web address (https://…), not “tools.example”.',
    ],
    [['size'], 'Give a scenario file, or a share link with --link.'],
    [['plan', 'chat.json'], 'Unknown command “plan”: the command is “size”.'],
  ])('exits 2 for the arguments %j, saying what is wrong', (argv, problem) => {
    const { code, stdout, stderr } = cli(argv, chatFile);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${problem}\nRun “signalr-sizing --help” for the options.\n`);
  });

  it('exits 2 for an unknown option', () => {
    const { code, stderr } = cli(['size', 'chat.json', '--fromat', 'md'], chatFile);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^The arguments could not be read: Unknown option '--fromat'/);
  });
});

describe('help and version', () => {
  it('prints the help, in the language asked for', () => {
    expect(cli(['--help']).stdout).toMatch(
      /^signalr-sizing: size an Azure SignalR Service scenario/,
    );
    expect(cli(['--help', '--lang', 'de']).stdout).toMatch(/^signalr-sizing: ein Szenario/);
    expect(cli([]).code).toBe(0);
  });

  it('prints the version', () => {
    expect(cli(['--version']).stdout).toBe('9.9.9\n');
  });
});
