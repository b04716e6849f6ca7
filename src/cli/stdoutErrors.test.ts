/**
 * A write to standard output that fails is "exit 2, said in one line", never "exit 0" or "exit 1" (which means
 * written, but over budget). Under a file-size limit Node's stream dropped the rest of the text and exited 0 with a
 * truncated file; on a full device or a closed pipe it printed a stack trace ("Unhandled 'error' event") and exited
 * 1. The executable is run from its source (src/cli/main.ts, through tsx), so no build is needed; a full device is a
 * test double (a standard output that throws ENOSPC), never the real /dev/full.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from './run';
import { cli } from '../../tests/fixtures/cliRun';

const main = resolve('src/cli/main.ts');
const scenario = JSON.stringify({
  version: 2,
  name: 'Rooms chat',
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 5000,
      senders: 500,
      messageBytes: 1024,
      sendIntervalSeconds: 1,
      groupSize: 10,
    },
  ],
  loadProfile: [
    0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 0.9, 1, 1, 1, 1, 1, 1, 1, 0.9, 0.6, 0.3, 0.2, 0.1, 0.1,
    0.1, 0.1,
  ],
  replicas: { count: 2, sizing: 'allTraffic' },
});

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-stdout-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const stackTrace = /Unhandled 'error' event|\n\s+at .*\(node:|node:internal/;

/** The command line in memory, its standard output failing as a full device fails (ENOSPC). */
function withFullStdout(argv: string[]) {
  let stderr = '';
  const code = run(argv, {
    readText: () => scenario,
    writeText: () => undefined,
    sameFile: () => false,
    stdout: () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
      });
    },
    stderr: (text) => (stderr += text),
    version: '9.9.9',
  });
  return { code, stderr };
}

describe('a failed write to standard output', () => {
  it('exits 2 under a file-size limit, instead of 0 with a truncated file', () => {
    const input = join(folder, 'rooms.json');
    const output = join(folder, 'main.json');
    writeFileSync(input, scenario);
    const command = `ulimit -f 2; exec node --import tsx "${main}" size "${input}" --format arm > "${output}"`;
    const result = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
    const written = readFileSync(output, 'utf8');
    // The template is larger than the limit's 2,048 bytes: it cannot all be written.
    expect(written.length).toBeLessThanOrEqual(2048);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^Standard output could not be written: EFBIG/m);
    expect(result.stderr).not.toMatch(stackTrace);
  });

  it('exits 2 with one line, no stack trace, when the reader closed the pipe (EPIPE)', async () => {
    const input = join(folder, 'rooms.json');
    writeFileSync(input, scenario);
    const child = spawn('node', ['--import', 'tsx', main, 'size', input, '--format', 'arm'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reader goes away before the command writes: its first write finds the pipe closed.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Standard output could not be written: EPIPE/m);
    expect(stderr).not.toMatch(stackTrace);
  });

  it('exits 2, not 1, when standard error is a closed pipe too (`2>&1 | head -1`)', async () => {
    const input = join(folder, 'rooms.json');
    writeFileSync(input, scenario);
    const child = spawn('node', ['--import', 'tsx', main, 'size', input, '--format', 'arm'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Both streams' reader went away: the line saying standard output failed meets a closed pipe as well.
    child.stdout.destroy();
    child.stderr.destroy();
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(2);
  });

  it('exits 2 with one line in the language asked for on a full device (a test double: ENOSPC)', () => {
    const english = withFullStdout(['size', 'rooms.json', '--format', 'arm']);
    expect(english.code).toBe(2);
    expect(english.stderr).toBe(
      'Standard output could not be written: ENOSPC: no space left on device, write\n',
    );
    const german = withFullStdout(['size', 'rooms.json', '--lang', 'de', '-f', 'arm']);
    expect(german.code).toBe(2);
    expect(german.stderr).toMatch(/^Die Standardausgabe konnte nicht geschrieben werden: ENOSPC/);
  });

  it('exits 2, not 1, when the plan also crosses a limit, and for diff, --help and --version', () => {
    const over = withFullStdout(['size', 'rooms.json', '--max-units', '1']);
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(/Standard output could not be written/);
    expect(withFullStdout(['diff', 'a.json', 'b.json']).code).toBe(2);
    expect(withFullStdout(['--help']).code).toBe(2);
    expect(withFullStdout(['--version']).code).toBe(2);
  });

  it('leaves a standard output that works as it was', () => {
    expect(cli(['--version']).code).toBe(0);
  });
});
