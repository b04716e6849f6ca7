/**
 * QA (branch qa-cli): failing tests that prove a defect of `--out` (src/cli/files.ts writeReplacing).
 * writeReplacing writes a temporary file beside the target and renames it over the target, whatever the target is.
 * For a named pipe (and, as root, for a device such as /dev/null or /dev/full) the rename REPLACES the special
 * file with a regular file: the pipe's reader hangs forever and never gets the text, and as root the CLI turned
 * the machine's /dev/null and /dev/full into regular files (`signalr-sizing size x.json --out /dev/null`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeReplacing } from './files';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'qa-out-special-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('QA defect: --out to a special file', () => {
  it('keeps a named pipe a pipe and writes the text into it (a reader gets it)', async () => {
    const fifo = join(folder, 'plan.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let received = '';
    reader.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
    try {
      writeReplacing(fifo, 'the plan\n');
    } catch {
      // A clear refusal would also be acceptable; replacing the pipe is not.
    }
    const stillAPipe = statSync(fifo).isFIFO();
    if (!stillAPipe) reader.kill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    reader.kill();
    expect(stillAPipe).toBe(true);
    expect(received).toBe('the plan\n');
  });

  it('does not turn a character device into a regular file (root only: mknod)', () => {
    if (process.getuid?.() !== 0) return;
    const device = join(folder, 'null');
    execFileSync('mknod', ['-m', '666', device, 'c', '1', '3']);
    try {
      writeReplacing(device, 'the plan\n');
    } catch {
      // refusing is acceptable
    }
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(readFileSync(device, 'utf8')).toBe('');
  });
});
