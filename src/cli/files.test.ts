/**
 * The command line's files on the real file system (issue 25, items 4 and 6): a scenario read stops at the page's
 * import limit, even on an endless device; `--out` replaces the file whole or not at all.
 */
import {
  chmodSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as nodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maxImportBytes } from '../state/scenarioFile';
import { readCapped, sameFile, writeReplacing, type WriteFileSystem } from './files';
import { ScenarioTooLarge } from './input';

let folder = '';

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'signalr-sizing-files-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const tooLarge = (read: () => unknown): ScenarioTooLarge => {
  try {
    read();
  } catch (error) {
    if (error instanceof ScenarioTooLarge) return error;
    throw error;
  }
  throw new Error('it was read whole');
};

describe('readCapped', () => {
  it('reads a file within the limit whole', () => {
    const path = join(folder, 'chat.json');
    writeFileSync(path, 'x'.repeat(maxImportBytes));
    expect(readCapped(path, maxImportBytes)).toHaveLength(maxImportBytes);
  });

  it('refuses a regular file over the limit by its size, with the size', () => {
    const path = join(folder, 'big.json');
    writeFileSync(path, '');
    nodeFs.truncateSync(path, 600 * 1024 * 1024);
    expect(tooLarge(() => readCapped(path, maxImportBytes)).bytes).toBe(600 * 1024 * 1024);
  });

  it('stops reading /dev/zero one byte past the limit (issue 25: it grew past 586 MB)', () => {
    expect(tooLarge(() => readCapped('/dev/zero', maxImportBytes)).bytes).toBeNull();
  });

  it('throws Node’s error for a file that cannot be read', () => {
    expect(() => readCapped(join(folder, 'missing.json'), maxImportBytes)).toThrow(/ENOENT/);
  });
});

/** node:fs, but a write that stops after 1,024 bytes with EFBIG, as `ulimit -f 1` makes it. */
const fileSizeLimited: WriteFileSystem = {
  ...nodeFs,
  writeFileSync: (path, text, options) => {
    nodeFs.writeFileSync(path, (text as string).slice(0, 1024), options);
    throw Object.assign(new Error('EFBIG: file too large, write'), { code: 'EFBIG' });
  },
};

describe('writeReplacing', () => {
  it('replaces the file with the new text, and leaves nothing else behind', () => {
    const path = join(folder, 'plan.md');
    writeFileSync(path, 'the earlier report');
    writeReplacing(path, 'the new report');
    expect(readFileSync(path, 'utf8')).toBe('the new report');
    expect(readdirSync(folder)).toEqual(['plan.md']);
  });

  it('leaves the earlier file whole when the write fails half-way (issue 25: EFBIG left 1,024 bytes)', () => {
    const path = join(folder, 'plan.md');
    writeFileSync(path, 'the earlier report');
    expect(() => writeReplacing(path, 'n'.repeat(5000), fileSizeLimited)).toThrow(/EFBIG/);
    expect(readFileSync(path, 'utf8')).toBe('the earlier report');
    expect(readdirSync(folder)).toEqual(['plan.md']);
  });

  it('creates a new file, and keeps an existing file’s permissions', () => {
    const fresh = join(folder, 'new.md');
    writeReplacing(fresh, 'new');
    expect(readFileSync(fresh, 'utf8')).toBe('new');
    const kept = join(folder, 'kept.md');
    writeFileSync(kept, 'old');
    chmodSync(kept, 0o640);
    writeReplacing(kept, 'new');
    expect(statSync(kept).mode & 0o777).toBe(0o640);
  });

  it('writes through a symbolic link, which stays a link', () => {
    const real = join(folder, 'real.md');
    const link = join(folder, 'link.md');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    writeReplacing(link, 'new');
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(nodeFs.lstatSync(link).isSymbolicLink()).toBe(true);
  });
});

describe('sameFile', () => {
  it('knows a file by any path to it: relative parts, a symbolic link, a hard link', () => {
    const path = join(folder, 'chat.json');
    writeFileSync(path, '{}');
    symlinkSync(path, join(folder, 'soft.json'));
    linkSync(path, join(folder, 'hard.json'));
    expect(sameFile(path, join(folder, 'sub', '..', 'chat.json'))).toBe(true);
    expect(sameFile(path, join(folder, 'soft.json'))).toBe(true);
    expect(sameFile(path, join(folder, 'hard.json'))).toBe(true);
  });

  it('tells two files apart, and a missing one from any', () => {
    writeFileSync(join(folder, 'a.json'), '{}');
    writeFileSync(join(folder, 'b.json'), '{}');
    expect(sameFile(join(folder, 'a.json'), join(folder, 'b.json'))).toBe(false);
    expect(sameFile(join(folder, 'a.json'), join(folder, 'missing.md'))).toBe(false);
  });
});
