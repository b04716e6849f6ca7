// `npm run bench`: builds, then runs each benchmark module in turn, and writes their figures as one Markdown table to
// bench-results/ (./benchReport.ts); any missed target sets a failing exit code.
import { writeBenchReport } from './benchReport.ts';

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

// BENCH_ONLY=engine (with others) runs the engine's figures; the other cases are read by each module.
if (!only || only.includes('engine')) await import('./bench-engine.ts');
await import('./bench-ui.ts');
await import('./bench-probes.ts');
console.log(`\nThe table: ${writeBenchReport()}`);
