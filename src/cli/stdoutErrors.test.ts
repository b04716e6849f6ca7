/**
 * QA (branch qa-cli): failing tests that prove a defect. Needs `npm run build` first (runs dist-cli/signalr-sizing.mjs).
 * A write to standard output that fails is not reported as the documented "exit 2, nothing written": under a file-size
 * limit the redirected file is left truncated and the exit is 0; on a full device (or a closed pipe) Node prints a
 * stack trace ("Unhandled 'error' event") and exits 1, the code that means "written, but over budget".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const cli = resolve('dist-cli/signalr-sizing.mjs');
const scenario = JSON.stringify({
  version: 2,
  name: 'Rooms chat',
  workloads: [
    { name: 'Chat rooms', pattern: 'group', connections: 5000, senders: 500, messageBytes: 1024, sendIntervalSeconds: 1, groupSize: 10 },
  ],
  loadProfile: [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 0.9, 1, 1, 1, 1, 1, 1, 1, 0.9, 0.6, 0.3, 0.2, 0.1, 0.1, 0.1, 0.1],
  replicas: { count: 2, sizing: 'allTraffic' },
});

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'qa-stdout-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('QA defect: a failed write to standard output', () => {
  it('does not exit 0 with a truncated file under a file-size limit', () => {
    const input = join(folder, 'rooms.json');
    const output = join(folder, 'main.json');
    writeFileSync(input, scenario);
    const run = spawnSync('bash', ['-c', `ulimit -f 2; node "${cli}" size "${input}" --format arm > "${output}"`], {
      encoding: 'utf8',
    });
    const written = readFileSync(output, 'utf8');
    let parses = true;
    try {
      JSON.parse(written);
    } catch {
      parses = false;
    }
    // Either the whole template was written, or the command failed (exit 2) and said so.
    expect(parses || run.status === 2).toBe(true);
  });

  it('exits 2 without a stack trace when standard output is /dev/full', () => {
    const input = join(folder, 'rooms.json');
    writeFileSync(input, scenario);
    const run = spawnSync('bash', ['-c', `node "${cli}" size "${input}" --format arm > /dev/full`], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Unhandled 'error' event|at .*\(node:/);
    expect(run.status).toBe(2);
  });
});

