/**
 * The command line as a user installs it, with no browser: `npm pack`, then `npm install <tarball> --offline` into
 * an empty folder, then `npx signalr-sizing` on a scenario file and on a share link. Its Markdown must be the
 * page's own export of the same scenario, byte for byte: one function writes both (src/exports/report.ts), and
 * this test calls it for the expected text. Then a budget crossed (exit 1) and a refused scenario (exit 2).
 * It lives with the browser tests because it needs the built file: `npm test` runs `npm run build` (which builds
 * dist-cli/ too) before them, and after the unit tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { encodeScenario } from './links';
import { plan } from '../../src/engine';
import { markdownReport } from '../../src/exports/report';
import { translatorFor } from '../../src/i18n/allCatalogs';
import { formatCurrencyCents } from '../../src/i18n/format';
import { scenarioFileText } from '../../src/state/scenarioFile';
import { shareUrlFor } from '../../src/state/shareLink';
import { planChatFixture } from '../fixtures/planChat';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface PackResult {
  filename: string;
  files: { path: string }[];
}

/** Runs a command; its exit code and both streams. Never throws on a non-zero exit. */
function command(program: string, args: string[], cwd: string) {
  // npm_config_offline: npx and npm never reach for the registry, whatever the user's npm configuration says.
  const env = { ...process.env, npm_config_offline: 'true', npm_config_update_notifier: 'false' };
  const result = spawnSync(program, args, { cwd, encoding: 'utf8', env });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('the packed command line installs offline in an empty folder and writes the page’s own report', () => {
  test.setTimeout(180_000);
  expect(
    existsSync(join(root, 'dist-cli', 'signalr-sizing.mjs')),
    'npm run build writes dist-cli/signalr-sizing.mjs',
  ).toBe(true);
  const work = mkdtempSync(join(tmpdir(), 'signalr-sizing-pack-'));
  try {
    const pack = command('npm', ['pack', '--json', '--pack-destination', work], root);
    expect(pack.status, pack.stderr).toBe(0);
    const [packed] = JSON.parse(pack.stdout) as PackResult[];
    if (!packed) throw new Error('npm pack made no tarball');
    // The built command line and what npm always ships: no source, no page, no dependency to fetch.
    expect(packed.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist-cli/signalr-sizing.mjs',
      'package.json',
    ]);

    const folder = join(work, 'empty');
    mkdirSync(folder);
    const install = command(
      'npm',
      ['install', join(work, packed.filename), '--offline', '--no-audit', '--no-fund'],
      folder,
    );
    expect(install.status, install.stderr).toBe(0);
    const cli = (args: string[]) => command('npx', ['signalr-sizing', ...args], folder);

    const baseUrl = 'https://tools.example/sizing/';
    writeFileSync(join(folder, 'plan.json'), scenarioFileText(planChatFixture));
    const link = `${baseUrl}#s=${encodeScenario(planChatFixture)}`;
    const planned = plan(planChatFixture);
    const t = translatorFor('en');
    const pageReport = (shareUrl: string) =>
      markdownReport({ plan: planned, t, locale: 'en', shareUrl });

    const fromFile = cli(['size', 'plan.json', '--format', 'md', '--base-url', baseUrl]);
    expect(fromFile.status, fromFile.stderr).toBe(0);
    expect(fromFile.stdout).toContain('in 2 regions');
    expect(fromFile.stdout).toBe(pageReport(shareUrlFor(planChatFixture, new URL(baseUrl))));

    const fromLink = cli(['size', '--link', link, '--format', 'md']);
    expect(fromLink.status, fromLink.stderr).toBe(0);
    expect(fromLink.stdout).toBe(pageReport(link));

    // A budget the plan crosses: the report is still written, the exit code fails the pipeline.
    const overBudget = cli(['size', 'plan.json', '--max-monthly-usd', '5000', '--out', 'plan.md']);
    expect(overBudget.status).toBe(1);
    const monthly = formatCurrencyCents('en', planned.monthly?.totalUsd ?? NaN);
    expect(overBudget.stderr).toContain(
      `The plan costs ${monthly} a month, above the limit of $5,000.00 (--max-monthly-usd).`,
    );
    expect(existsSync(join(folder, 'plan.md'))).toBe(true);

    // A scenario the schema refuses: the field named, exit 2, nothing written.
    writeFileSync(
      join(folder, 'bad.json'),
      JSON.stringify({ version: 2, workloads: [{ name: 'x', pattern: 'echo', connections: -5 }] }),
    );
    const refused = cli(['size', 'bad.json', '--format', 'bicep', '--out', 'bad.bicep']);
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('The scenario in bad.json could not be used.');
    expect(refused.stderr).toContain('workloads[0].connections: ');
    expect(existsSync(join(folder, 'bad.bicep'))).toBe(false);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
