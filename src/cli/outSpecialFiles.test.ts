/**
 * `--out` to what is not an ordinary file (src/cli/files.ts writeReplacing). The temporary file renamed over the
 * target replaced a named pipe (its reader hung) and, as root, /dev/null and /dev/full with regular files; it
 * replaced a read-only file another user owns in a folder open to all, and split a hard link. Devices are never
 * written here by their real path: a named pipe is made in a temporary folder, and a device is a test double of
 * node:fs (or, as root, a node made with mknod in the temporary folder).
 */
import { execFileSync, spawn } from 'node:child_process';
import * as nodeFs from 'node:fs';
import {
  chmodSync,
  chownSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeAll, writeReplacing, type WriteBytes, type WriteFileSystem } from './files';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-out-special-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const isRoot = process.getuid?.() === 0;

/** node:fs with every call recorded; `overrides` stand in for some of them. */
function recorded(overrides: Partial<WriteFileSystem> = {}) {
  const calls: string[] = [];
  const fs = new Proxy(
    { ...nodeFs, ...overrides },
    {
      get(target, name: string) {
        const value = target[name as keyof WriteFileSystem];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(name);
          return (value as (...a: unknown[]) => unknown)(...args);
        };
      },
    },
  );
  return { fs, calls };
}

/** A stat of a character device (as /dev/null's), for a path that is a regular file underneath. */
const characterDevice = (path: nodeFs.PathLike) => {
  const real = nodeFs.statSync(path);
  return Object.assign(Object.create(Object.getPrototypeOf(real) as object) as nodeFs.Stats, real, {
    isFile: () => false,
    isCharacterDevice: () => true,
  });
};

describe('--out to a special file', () => {
  it('keeps a named pipe a pipe and writes the text into it (a reader gets it)', async () => {
    const fifo = join(folder, 'plan.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = spawn('cat', [fifo]);
    let received = '';
    reader.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => reader.on('close', resolve));
    writeReplacing(fifo, 'the plan\n');
    expect(statSync(fifo).isFIFO()).toBe(true);
    // The reader ends when the writer closes the pipe: no waiting on a clock.
    await ended;
    expect(received).toBe('the plan\n');
    expect(readdirSync(folder)).toEqual(['plan.fifo']);
  });

  it('writes into a device as a stream: no temporary file, no rename (a test double of a device)', () => {
    const path = join(folder, 'device');
    writeFileSync(path, '');
    const { fs, calls } = recorded({ statSync: characterDevice as WriteFileSystem['statSync'] });
    writeReplacing(path, 'the plan\n', fs);
    expect(calls).not.toContain('renameSync');
    expect(calls).not.toContain('writeFileSync');
    expect(calls).toContain('openSync');
    expect(readFileSync(path, 'utf8')).toBe('the plan\n');
    expect(readdirSync(folder)).toEqual(['device']);
  });

  it('does not turn a character device into a regular file (as root: a null device made with mknod in the temporary folder)', () => {
    if (!isRoot) return;
    const device = join(folder, 'null');
    execFileSync('mknod', ['-m', '666', device, 'c', '1', '3']);
    writeReplacing(device, 'the plan\n');
    expect(statSync(device).isCharacterDevice()).toBe(true);
    expect(readFileSync(device, 'utf8')).toBe('');
  });

  it('refuses a file this process may not write (EACCES, as the shell’s > does), leaving it as it was', () => {
    const path = join(folder, 'readonly.md');
    writeFileSync(path, 'the earlier report');
    const denied = () => {
      throw Object.assign(new Error(`EACCES: permission denied, access '${path}'`), {
        code: 'EACCES',
      });
    };
    const { fs, calls } = recorded({ accessSync: denied });
    expect(() => writeReplacing(path, 'the new report', fs)).toThrow(/EACCES/);
    expect(calls).not.toContain('renameSync');
    expect(readFileSync(path, 'utf8')).toBe('the earlier report');
    expect(readdirSync(folder)).toEqual(['readonly.md']);
  });

  it('writes a hard-linked file in place: the same file, every link sees the new text', () => {
    const path = join(folder, 'plan.md');
    const other = join(folder, 'plan-link.md');
    writeFileSync(path, 'the earlier report');
    linkSync(path, other);
    const inode = statSync(path).ino;
    writeReplacing(path, 'the new report');
    expect(statSync(path).ino).toBe(inode);
    expect(statSync(path).nlink).toBe(2);
    expect(readFileSync(other, 'utf8')).toBe('the new report');
  });

  it('writes through a symbolic link to a named pipe, which stays a link to a pipe', async () => {
    const fifo = join(folder, 'plan.fifo');
    const link = join(folder, 'plan.link');
    execFileSync('mkfifo', [fifo]);
    symlinkSync(fifo, link);
    const reader = spawn('cat', [fifo]);
    let received = '';
    reader.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => reader.on('close', resolve));
    writeReplacing(link, 'the plan\n');
    await ended;
    expect(nodeFs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(statSync(fifo).isFIFO()).toBe(true);
    expect(received).toBe('the plan\n');
  });

  it('keeps an ordinary file’s owner and group when run as root (the rename would make them root’s)', () => {
    if (!isRoot) return;
    const path = join(folder, 'plan.md');
    writeFileSync(path, 'the earlier report');
    chownSync(path, 65534, 65534);
    chmodSync(path, 0o640);
    const inode = statSync(path).ino;
    writeReplacing(path, 'the new report');
    const after = statSync(path);
    expect([after.uid, after.gid, after.mode & 0o777]).toEqual([65534, 65534, 0o640]);
    // Still the atomic replacement: a new file took the old one's place.
    expect(after.ino).not.toBe(inode);
    expect(readFileSync(path, 'utf8')).toBe('the new report');
  });
});

describe('writeAll', () => {
  it('writes again after a partial write, and retries a full non-blocking pipe (EAGAIN)', () => {
    const chunks: string[] = [];
    let calls = 0;
    const write: WriteBytes = (_fd, bytes, offset, length) => {
      calls += 1;
      if (calls === 2) throw Object.assign(new Error('EAGAIN'), { code: 'EAGAIN' });
      const taken = Math.min(length, 3);
      chunks.push(Buffer.from(bytes.subarray(offset, offset + taken)).toString());
      return taken;
    };
    writeAll(1, 'the plan', write);
    expect(chunks.join('')).toBe('the plan');
  });

  it('throws the error of a write that fails after a partial one (a file-size limit: EFBIG)', () => {
    let calls = 0;
    const write: WriteBytes = (_fd, _bytes, _offset, length) => {
      calls += 1;
      if (calls > 1) {
        throw Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' });
      }
      return Math.min(length, 2048);
    };
    expect(() => writeAll(1, 'x'.repeat(5000), write)).toThrow(/EFBIG/);
  });
});
