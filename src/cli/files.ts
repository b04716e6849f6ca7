/**
 * The command line's files, as Node reads and writes them: a scenario read in chunks that stop at the page's
 * import limit (a 600 MB file, or /dev/zero, is refused after its first megabyte); `--out` written to a
 * temporary file beside it and renamed over it, so a write that fails (a full disk, a file-size limit) leaves the
 * previous file as it was (a device, a pipe, a hard-linked file are written into instead: writeReplacing); and
 * standard output written whole or failing (writeAll). Only main.ts calls these; run() gets them through its `io`.
 */
import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ScenarioTooLarge } from './input';

/** Bytes asked of the file at a time. */
const chunkBytes = 64 * 1024;

/** Waits `milliseconds` without a timer: a synchronous read of a non-blocking standard input must retry. */
function pause(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

/** Reads into `buffer`, retrying while a non-blocking standard input has nothing yet (EAGAIN). */
function readChunk(descriptor: number, buffer: Uint8Array, length: number): number {
  for (;;) {
    try {
      return nodeFs.readSync(descriptor, buffer, 0, length, null);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      pause(10);
    }
  }
}

/**
 * A file's bytes (standard input for `-`), at most `limitBytes` of them: a regular file larger than that is
 * refused by its size, unread; anything else (a pipe, a device) is read until it ends or passes the limit, and
 * refused there. Throws ScenarioTooLarge then, and Node's error when the file cannot be read.
 * @example readCapped('chat.json', maxImportBytes) // Uint8Array of the file
 * @example readCapped('/dev/zero', maxImportBytes) // throws ScenarioTooLarge(null) after 1 MiB + 1 byte
 */
export function readCapped(path: string, limitBytes: number): Uint8Array {
  const descriptor = path === '-' ? 0 : nodeFs.openSync(path, 'r');
  try {
    const stats = nodeFs.fstatSync(descriptor);
    if (stats.isFile() && stats.size > limitBytes) throw new ScenarioTooLarge(stats.size);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const buffer = new Uint8Array(chunkBytes);
    for (;;) {
      // One byte past the limit is enough to know it is passed.
      const read = readChunk(descriptor, buffer, Math.min(chunkBytes, limitBytes + 1 - total));
      if (read === 0) break;
      chunks.push(buffer.slice(0, read));
      total += read;
      if (total > limitBytes) throw new ScenarioTooLarge(null);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    return bytes;
  } finally {
    if (path !== '-') nodeFs.closeSync(descriptor);
  }
}

/** What writeReplacing and writeAll need of node:fs (the tests hand them one that fails half-way). */
export type WriteFileSystem = Pick<
  typeof nodeFs,
  | 'writeFileSync'
  | 'renameSync'
  | 'rmSync'
  | 'statSync'
  | 'chmodSync'
  | 'chownSync'
  | 'realpathSync'
  | 'accessSync'
  | 'openSync'
  | 'writeSync'
  | 'closeSync'
>;

/** The file a path names: through a symbolic link to the file it points to, so the link stays a link. */
function targetOf(path: string, fs: WriteFileSystem): string {
  try {
    return fs.realpathSync(path);
  } catch {
    return path;
  }
}

/** One write of `length` bytes from `offset` (node:fs writeSync): how many it took. */
export type WriteBytes = (
  descriptor: number,
  bytes: Uint8Array,
  offset: number,
  length: number,
) => number;

/**
 * Writes all of `text` to an open file, as many writes as it takes: a write may take only part of it (a pipe, a
 * file-size limit, whose next write then fails with EFBIG), and a non-blocking pipe may be full for a moment
 * (EAGAIN). Throws Node's error (ENOSPC, EFBIG, EPIPE) when a write fails.
 * @example writeAll(1, plan) // standard output holds the whole plan, or this throws
 */
export function writeAll(
  descriptor: number,
  text: string,
  write: WriteBytes = (...args) => nodeFs.writeSync(...args),
): void {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += write(descriptor, bytes, offset, bytes.length - offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      pause(10);
    }
  }
}

/** Writes the text into the file itself, as the shell's `>` does: the same file, its owner and its links kept. */
function writeInPlace(target: string, text: string, fs: WriteFileSystem): void {
  const descriptor = fs.openSync(target, 'w');
  try {
    writeAll(descriptor, text, (...args) => fs.writeSync(...args));
  } finally {
    fs.closeSync(descriptor);
  }
}

/**
 * Writes `text` to `path` as the file that is there allows:
 * - an ordinary file (or none yet) is either all the new text or all the old one: the text goes to a new file
 *   beside it (same folder, so the rename stays on one file system), which then replaces it in one rename; a
 *   failure removes the new file and throws Node's error, the old file untouched. The old file's permissions are
 *   kept, and when running as root its owner and group;
 * - a device, a named pipe or a socket is written into as a stream (a rename would replace it with a file);
 * - a file this process may not write is refused with EACCES, as the shell's `>` refuses it (a rename in a folder
 *   open to all would replace it all the same);
 * - a file with other hard links, or one another user owns, is written into in place once the whole text is
 *   made, so it stays the same file with the same owner and links (a failure then may leave part of the text).
 * A symbolic link is followed: the file it points to is written, and the link stays a link.
 * @example writeReplacing('plan.md', report) // plan.md holds the whole report, or what it held before
 * @example writeReplacing('/dev/null', report) // the device stays a device
 */
export function writeReplacing(path: string, text: string, fs: WriteFileSystem = nodeFs): void {
  const target = targetOf(path, fs);
  let stats: nodeFs.Stats | null = null;
  try {
    stats = fs.statSync(target);
  } catch {
    // A new file: the default permissions.
  }
  if (stats !== null && !stats.isFile()) {
    writeInPlace(target, text, fs);
    return;
  }
  const uid = process.getuid?.() ?? null;
  if (stats !== null) {
    fs.accessSync(target, nodeFs.constants.W_OK);
    const ownedByAnother = uid !== null && uid !== 0 && stats.uid !== uid;
    if (stats.nlink > 1 || ownedByAnother) {
      writeInPlace(target, text, fs);
      return;
    }
  }
  const temporary = join(
    dirname(target),
    `.${basename(target)}.${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`,
  );
  try {
    // `wx`: a new file of its own, never one that is already there (or a link someone put in its place).
    fs.writeFileSync(temporary, text, { encoding: 'utf8', flag: 'wx' });
    if (stats !== null) {
      // Owner first: a change of owner clears the set-user-ID bits the mode then sets again.
      if (uid === 0) fs.chownSync(temporary, stats.uid, stats.gid);
      fs.chmodSync(temporary, stats.mode & 0o7777);
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Whether two paths name the same file: the same real path (links, `./` and `..` resolved), or the same file on
 * the same device (a hard link, a case-insensitive file system). False when either is missing.
 * @example sameFile('chat.json', './sizing/../chat.json') // true
 */
export function sameFile(first: string, second: string): boolean {
  try {
    if (nodeFs.realpathSync(first) === nodeFs.realpathSync(second)) return true;
    const [a, b] = [nodeFs.statSync(first), nodeFs.statSync(second)];
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
}
