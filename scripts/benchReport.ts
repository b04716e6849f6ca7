/**
 * The bench's one table: every case of `npm run bench` records its figure here, and scripts/bench.ts writes them
 * as Markdown to bench-results/ (gitignored), with the conditions a timing depends on (commit, cores, the machine's
 * load before and after), ready for an issue's closing note.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export interface BenchRow {
  measure: string;
  target: string;
  result: string;
  /** null: a figure to watch, with no target. */
  pass: boolean | null;
}

const rows: BenchRow[] = [];
const loadAtStart = loadavg();
const startedAt = new Date();

/** Records a figure (and prints it as it comes). A missed target sets a failing exit code. */
export function benchRow(row: BenchRow): void {
  rows.push(row);
  const verdict = row.pass === null ? '' : row.pass ? ' PASS' : ' FAIL';
  console.log(
    `${row.measure}: ${row.result}${row.target ? ` (target ${row.target})` : ''}${verdict}`,
  );
  if (row.pass === false) process.exitCode = 1;
}

function commit(): string {
  try {
    const hash = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table as Markdown. */
export function benchMarkdown(): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  return [
    `## npm run bench, ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Commit ${commit()}; ${cpus().length} cores; Node ${process.version}; load average (1, 5, 15 min) ` +
      `${load(loadAtStart)} at the start, ${load(loadavg())} at the end. Timings depend on that load; byte ` +
      `figures do not.`,
    '',
    '| measure | target | result | |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${cell(row.measure)} | ${cell(row.target)} | ${cell(row.result)} | ` +
        `${row.pass === null ? '' : row.pass ? 'met' : '**not met**'} |`,
    ),
    '',
  ].join('\n');
}

/** Writes bench-results/bench-<time>.md and bench-results/latest.md; returns the first's path. */
export function writeBenchReport(): string {
  const directory = new URL('../bench-results/', import.meta.url);
  mkdirSync(directory, { recursive: true });
  const stamp = startedAt.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const markdown = benchMarkdown();
  const file = new URL(`bench-${stamp}.md`, directory);
  writeFileSync(file, markdown);
  writeFileSync(new URL('latest.md', directory), markdown);
  return file.pathname;
}
