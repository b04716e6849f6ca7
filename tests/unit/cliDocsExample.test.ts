/**
 * docs/cli.md's first example is what `signalr-sizing size team-chat.json` prints: each line of its text block is a
 * line of the CLI's output (a line cut short with "…" starts one). It showed a tier line the CLI does not print
 * ("Standard_S1 × 40 units per instance, 1 instance, in one region: 40 units in all").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../fixtures/cliRun';
import { teamChatFixture } from '../fixtures/teamChat';

const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'cli.md'), 'utf8');

/** The text block after the first `signalr-sizing size team-chat.json`. */
function example(): string[] {
  const after = page.slice(page.indexOf('signalr-sizing size team-chat.json\n'));
  const block = /```text\n([\s\S]*?)```/.exec(after)?.[1] ?? '';
  return block.split('\n').filter((line) => line.trim() !== '' && line !== '…');
}

describe('docs/cli.md: the first example', () => {
  it('shows lines the CLI prints for the team chat scenario', () => {
    const lines = example();
    expect(lines.length).toBeGreaterThan(4);
    const printed = cli(['size', 'team-chat.json'], {
      'team-chat.json': JSON.stringify(teamChatFixture),
    }).stdout.split('\n');
    for (const line of lines) {
      const cut = line.endsWith('…') ? line.slice(0, -1) : null;
      const found = cut === null ? printed.includes(line) : printed.some((p) => p.startsWith(cut));
      expect(found, line).toBe(true);
    }
  });

  it('says the CSV is ;-separated with decimal commas in German, French and Polish, as the CLI writes it', () => {
    expect(page).toMatch(/with `--lang de`, `fr` or `pl`\s+its fields are separated by `;`/);
    const file = { 'team-chat.json': JSON.stringify(teamChatFixture) };
    for (const lang of ['de', 'fr', 'pl', 'en', 'ja', 'ko']) {
      const row = cli(['size', 'team-chat.json', '-f', 'csv', '--lang', lang], file).stdout.split(
        '\n',
      )[1];
      const semicolons = ['de', 'fr', 'pl'].includes(lang);
      expect(row?.startsWith(semicolons ? 'Team chat;Free;1;' : 'Team chat,Free,1,'), lang).toBe(
        true,
      );
      expect(row, lang).toContain(semicolons ? '0,2001' : '0.2001');
    }
  });
});
