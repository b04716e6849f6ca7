/**
 * The `signalr-sizing` executable: Node's files and streams around `run()`. Built into one file with the engine,
 * the exports and the catalogs (vite.cli.config.ts); the share link's codec is handed over at once, as Node
 * needs no lazy chunk.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { version } from '../../package.json' with { type: 'json' };
import * as fflate from '../state/deflate';
import { linkCodecProvided } from '../state/linkCodec';
import { run } from './run';

linkCodecProvided(fflate);

process.exitCode = run(process.argv.slice(2), {
  readText: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
  writeText: (path, text) => writeFileSync(path, text, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  version,
});
