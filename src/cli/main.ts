/**
 * The `signalr-sizing` executable: Node's files and streams around `run()`. Built into one file with the engine,
 * the exports and the catalogs (vite.cli.config.ts); the share link's codec is handed over at once, as Node
 * needs no lazy chunk.
 */
import { version } from '../../package.json' with { type: 'json' };
import * as fflate from '../state/deflate';
import { linkCodecProvided } from '../state/linkCodec';
import { decodeFileBytes } from '../engine/files/fileBytes';
import { maxImportBytes } from '../state/scenarioFile';
import { readCapped, sameFile, writeAll, writeReplacing } from './files';
import { run } from './run';

linkCodecProvided(fflate);

process.exitCode = run(process.argv.slice(2), {
  // As the page's imports read a file: at most its limit, decoded by its byte-order mark (src/engine/files).
  readText: (path, limitBytes = maxImportBytes) => decodeFileBytes(readCapped(path, limitBytes)),
  writeText: (path, text) => writeReplacing(path, text),
  sameFile,
  // Written whole before the exit, synchronously: a write that fails (a full disk, `ulimit -f`, a reader that
  // closed the pipe) throws, and run() says so and exits 2; Node's stream would drop a partial write, or end in an
  // unhandled 'error' event and its stack trace.
  stdout: (text) => writeAll(1, text),
  // Written whole and at once too. When standard error is itself a closed pipe (`2>&1 | head -1`) there is nowhere
  // left to say anything: the exit code says it, and Node's stream would end in a stack trace and exit 1.
  stderr: (text) => {
    try {
      writeAll(2, text);
    } catch {
      // Nothing to do: the reader of standard error has gone.
    }
  },
  version,
});
