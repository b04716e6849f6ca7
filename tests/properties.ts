/**
 * Property tests (fast-check) in the test suite: each runs its `numRuns` cases, or as many as fit in three
 * seconds, whichever comes first. A loaded machine runs fewer cases and passes on them; it never fails a property
 * for being slow (compare.test.ts's 40 plans of two services once took longer than the 5 s a test then had).
 * The cases it runs must all hold: an interrupted property has still failed if any case did. The bench's probes
 * (FUZZ_SCALE) are not limited.
 */
import fc from 'fast-check';

// The bench's probes (scripts/bench-probes.ts, FUZZ_SCALE=10) run every case they ask for, however long it takes.
const probing = Number(process.env.FUZZ_SCALE ?? '1') > 1;
if (!probing) fc.configureGlobal({ interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false });
