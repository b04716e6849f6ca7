/**
 * `npm run test:budget` (part of `npm test`, after the build): fails when the first load passes its budget in
 * perf-budget.json, naming the chunk that grew. Bytes only, from the build's own manifest: deterministic, so it
 * can run on any machine; the timings live in `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { budgetProblems, firstLoadOf, kib, type Manifest, type PerfBudget } from './firstLoad.ts';

const dist = new URL('../dist/', import.meta.url);
let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Manifest;
} catch (error) {
  console.error(`No build to check: run \`npm run build\` first (${String(error)})`);
  process.exit(1);
}
const budget = JSON.parse(
  readFileSync(new URL('../perf-budget.json', import.meta.url), 'utf8'),
) as PerfBudget;
const firstLoad = firstLoadOf(manifest, (file) => readFileSync(new URL(file, dist)));
const problems = budgetProblems(firstLoad, budget);
const scripts = firstLoad.scripts
  .map((script) => `  ${kib(script.gzipBytes).padStart(10)}  ${script.name} (${script.file})`)
  .join('\n');
const summary =
  `first load: ${kib(firstLoad.gzipBytes)} gzip in ${firstLoad.scripts.length} scripts ` +
  `(budget ${kib(budget.firstLoad.gzipBytes)} in ${budget.firstLoad.scripts})`;
if (problems.length > 0) {
  console.error(
    `${summary}\n${scripts}\n\nOver budget (perf-budget.json):\n- ${problems.join('\n- ')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`${summary}\n${scripts}`);
}
