/**
 * The command line as a user installs it, with no browser: `npm pack`, then `npm install <tarball> --offline` into
 * an empty folder, then `npx signalr-sizing` on a scenario file and on a share link. Its Markdown must be the
 * page's own export of the same scenario, byte for byte: one function writes both (src/exports/report.ts), and
 * this test calls it for the expected text. Then a budget crossed (exit 1) and a refused scenario (exit 2).
 * It lives with the browser tests because it needs the built file: `npm test` runs `npm run build` (which builds
 * dist-cli/ too) before them, and after the unit tests.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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
    expect(fromFile.stdout).toContain('in each of 2 regions');
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

    // A file saved in Latin-1, not UTF-8: refused with the reason, not sized as "Caf\uFFFD".
    const latin1 = Buffer.from(scenarioFileText({ ...planChatFixture, name: 'Café' }), 'latin1');
    writeFileSync(join(folder, 'latin1.json'), latin1);
    const notText = cli(['size', 'latin1.json']);
    expect(notText.status).toBe(2);
    expect(notText.stdout).toBe('');
    expect(notText.stderr).toContain('This file is not UTF-8 text');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('the built command line on hostile files: an endless device, a file-size limit, UTF-16, its own input as --out (issue 25)', () => {
  test.setTimeout(120_000);
  const built = join(root, 'dist-cli', 'signalr-sizing.mjs');
  expect(existsSync(built), 'npm run build writes dist-cli/signalr-sizing.mjs').toBe(true);
  const folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-hostile-'));
  /** The command in a shell, so that `ulimit` can limit it. */
  const sh = (script: string) => {
    const result = spawnSync('sh', ['-c', script], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, CLI: built },
    });
    if (result.error) throw result.error;
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  try {
    writeFileSync(join(folder, 'plan.json'), scenarioFileText(planChatFixture));

    // Item 6: /dev/zero is refused once it passes the import's 1 MB, not read to the end of memory.
    const zero = sh('node "$CLI" size /dev/zero');
    expect(zero.status).toBe(2);
    expect(zero.stderr).toBe(
      'The scenario in /dev/zero could not be used.\nThis is more than 1 MB; a scenario file is at most 1 MB.\nNothing was written.\n',
    );

    // Item 4: a write the file-size limit stops leaves the earlier report whole.
    writeFileSync(join(folder, 'plan.md'), 'the earlier report\n');
    const limited = sh('ulimit -f 1; node "$CLI" size plan.json --format md --out plan.md');
    expect(limited.status).toBe(2);
    expect(limited.stderr).toContain('plan.md could not be written: EFBIG');
    expect(readFileSync(join(folder, 'plan.md'), 'utf8')).toBe('the earlier report\n');
    expect(readdirSync(folder).sort()).toEqual(['plan.json', 'plan.md']);

    // Item 4: the scenario file named as --out is refused, however it is spelled.
    const own = sh('node "$CLI" size plan.json --format md --out ./sub/../plan.json');
    expect(own.status).toBe(2);
    expect(own.stderr).toMatch(/^--out names the scenario file itself/);
    expect(readFileSync(join(folder, 'plan.json'), 'utf8')).toBe(scenarioFileText(planChatFixture));

    // Item 7: a UTF-16 file with a byte-order mark is read, as the page reads it.
    const utf16 = Buffer.from(`\uFEFF${scenarioFileText(planChatFixture)}`, 'utf16le');
    writeFileSync(join(folder, 'utf16.json'), utf16);
    const read = sh('node "$CLI" size utf16.json --format json');
    expect(read.status, read.stderr).toBe(0);
    expect((JSON.parse(read.stdout) as { scenario: unknown }).scenario).toEqual(
      JSON.parse(scenarioFileText(planChatFixture)),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
