/**
 * Probes too long for every test run, run by `npm run bench` after the build:
 * 1. The link decoder's fuzz tests with ten times the inputs of the test suite (80,000; FUZZ_SCALE=10).
 * 2. Every tab at phone and desktop width in all six languages, with axe and screenshots (I18N_SWEEP=all); the
 *    test suite checks German and Japanese.
 * Each is the test suite's own test file run with a larger input, so a probe and a test cannot drift apart.
 * BENCH_ONLY picks cases here too (fuzz, languages).
 */
import { spawnSync } from 'node:child_process';
import { benchRow } from './benchReport.ts';

const probes = [
  {
    name: 'fuzz',
    label: 'link decoder fuzz, 80,000 inputs',
    command: ['npx', 'vitest', 'run', 'src/state/shareLink.test.ts'],
    env: { FUZZ_SCALE: '10' },
  },
  {
    name: 'languages',
    label: 'six languages, every tab, phone and desktop',
    command: ['npx', 'playwright', 'test', 'tests/e2e/i18n.spec.ts', '--workers=1'],
    env: { I18N_SWEEP: 'all' },
  },
] as const;

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
for (const probe of probes) {
  if (only && !only.includes(probe.name)) continue;
  const started = performance.now();
  const [command, ...args] = probe.command;
  const run = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...probe.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const pass = run.status === 0;
  benchRow({ measure: `Probe: ${probe.label}`, target: 'passes', result: `${seconds} s`, pass });
}
