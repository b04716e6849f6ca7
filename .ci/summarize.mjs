// Reads the log of `npm ci && npm test` and prints "N passed, N failed" over every suite.
// Usage: node .ci/summarize.mjs LOG_FILE EXIT_STATUS
//
// `npm test` runs these npm scripts in order, each only if the previous one succeeded:
// typecheck, lint and format:check and build count as one test each; test:unit (Vitest)
// and test:e2e (Playwright) count their own tests.
import { readFileSync } from 'node:fs';

const STAGES = ['typecheck', 'lint', 'format:check', 'test:unit', 'build', 'test:e2e'];

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** Counts in Vitest's "Tests  1 failed | 2 passed (3)" line. */
function vitestCounts(text) {
  const line = text.match(/^\s*Tests\s+(.*\(\d+\))\s*$/m);
  if (!line?.[1]) return undefined;
  const count = (word) => Number(line[1].match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

/** Counts in Playwright's closing lines: "  2 passed (3.1s)", "  1 failed", "  1 flaky". */
function playwrightCounts(text) {
  const counts = { passed: 0, failed: 0 };
  let found = false;
  const re = /^\s+(\d+) (passed|failed|flaky|interrupted|did not run)\b/gm;
  for (const match of text.matchAll(re)) {
    found = true;
    const n = Number(match[1]);
    if (match[2] === 'passed' || match[2] === 'flaky') counts.passed += n;
    else if (match[2] === 'failed' || match[2] === 'interrupted') counts.failed += n;
  }
  return found ? counts : undefined;
}

export function summarize(rawLog, exitStatus) {
  const log = rawLog.replace(ANSI, '').replace(/\r/g, '');
  const headerAt = (script) => {
    const escaped = script.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return log.search(new RegExp(`^> \\S+ ${escaped}$`, 'm'));
  };

  let passed = 0;
  let failed = 0;

  if (headerAt('test') < 0) {
    // npm ci (or something before the tests) failed.
    return { passed, failed: exitStatus === 0 ? 0 : 1 };
  }

  STAGES.forEach((stage, i) => {
    const start = headerAt(stage);
    if (start < 0) return; // not reached
    const nextStage = STAGES[i + 1];
    const next = nextStage === undefined ? -1 : headerAt(nextStage);
    const succeeded = nextStage === undefined ? exitStatus === 0 : next >= 0;
    const section = log.slice(start, next >= 0 ? next : undefined);

    const counts =
      stage === 'test:unit'
        ? vitestCounts(section)
        : stage === 'test:e2e'
          ? playwrightCounts(section)
          : undefined;

    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      if (!succeeded && counts.failed === 0) failed += 1;
    } else if (succeeded) {
      passed += 1;
    } else {
      failed += 1;
    }
  });

  return { passed, failed };
}

const [logFile, status] = process.argv.slice(2);
if (logFile) {
  const { passed, failed } = summarize(readFileSync(logFile, 'utf8'), Number(status ?? 0));
  console.log(`${passed} passed, ${failed} failed`);
}
