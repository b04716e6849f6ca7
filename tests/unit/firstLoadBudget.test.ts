/**
 * The first load's budget (scripts/firstLoad.ts, run by `npm test` after the build as `npm run test:budget`): the
 * scripts are read from the build's manifest, and a first load over budget names the chunk that grew.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  chunkName,
  firstLoadKeys,
  firstLoadOf,
  type Manifest,
  type PerfBudget,
} from '../../scripts/firstLoad';

/** A build as Vite's manifest describes it: an entry, a lazily started boot, and a tab panel. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_rolldown-runtime-BBBBBBBB.js'],
    dynamicImports: ['src/boot.tsx'],
  },
  '_rolldown-runtime-BBBBBBBB.js': {
    file: 'assets/rolldown-runtime-BBBBBBBB.js',
    name: 'rolldown-runtime',
  },
  'src/boot.tsx': {
    file: 'assets/boot-CCCCCCCC.js',
    name: 'boot',
    src: 'src/boot.tsx',
    isDynamicEntry: true,
    imports: ['_first-view-DDDDDDDD.js', '_react-EEEEEEEE.js', '_rolldown-runtime-BBBBBBBB.js'],
    dynamicImports: ['src/features/plan/PlanPanel.tsx'],
  },
  '_first-view-DDDDDDDD.js': {
    file: 'assets/first-view-DDDDDDDD.js',
    name: 'first-view',
    imports: ['_react-EEEEEEEE.js'],
  },
  '_react-EEEEEEEE.js': { file: 'assets/react-EEEEEEEE.js', name: 'react' },
  'src/features/plan/PlanPanel.tsx': {
    file: 'assets/PlanPanel-FFFFFFFF.js',
    name: 'PlanPanel',
    isDynamicEntry: true,
    imports: ['_first-view-DDDDDDDD.js'],
  },
};

/** Each script's text: a number of bytes that gzip cannot shrink much. */
function scriptOfBytes(sizes: Record<string, number>) {
  return (file: string): Uint8Array => {
    const size = sizes[file] ?? 100;
    let seed = size;
    return Uint8Array.from({ length: size }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % 256;
    });
  };
}

const gzipOf = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;

describe('the first load read from the manifest', () => {
  it('is the entry with its static imports, then boot with its static imports, each once', () => {
    expect(firstLoadKeys(manifest)).toEqual([
      'index.html',
      '_rolldown-runtime-BBBBBBBB.js',
      'src/boot.tsx',
      '_first-view-DDDDDDDD.js',
      '_react-EEEEEEEE.js',
    ]);
  });

  it('leaves out what loads later (a tab panel)', () => {
    expect(firstLoadKeys(manifest)).not.toContain('src/features/plan/PlanPanel.tsx');
  });

  it('sums each script gzipped', () => {
    const read = scriptOfBytes({ 'assets/first-view-DDDDDDDD.js': 5000 });
    const firstLoad = firstLoadOf(manifest, read);
    expect(firstLoad.scripts.map((script) => script.name)).toEqual([
      'index',
      'rolldown-runtime',
      'boot',
      'first-view',
      'react',
    ]);
    const firstView = firstLoad.scripts.find((script) => script.name === 'first-view');
    expect(firstView?.gzipBytes).toBe(gzipOf(read('assets/first-view-DDDDDDDD.js')));
    expect(firstLoad.gzipBytes).toBe(
      firstLoad.scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    );
  });

  it('names a chunk without its hash where the manifest gives no name', () => {
    expect(chunkName({ file: 'assets/laterTables-DrlWYV99.js' })).toBe('laterTables');
    expect(chunkName({ file: 'assets/first-view-kPd5CoHA.js' })).toBe('first-view');
  });

  it('refuses a manifest without the start it names', () => {
    expect(() => firstLoadKeys({})).toThrow('no "index.html"');
  });
});

describe('the budget', () => {
  const read = scriptOfBytes({ 'assets/first-view-DDDDDDDD.js': 5000 });
  const firstLoad = firstLoadOf(manifest, read);
  const recorded = Object.fromEntries(
    firstLoad.scripts.map((script) => [script.name, script.gzipBytes]),
  );
  const budget = (gzipBytes: number, scripts = 12): PerfBudget => ({
    firstLoad: { gzipBytes, scripts, chunks: recorded },
  });

  it('passes a first load within it', () => {
    expect(budgetProblems(firstLoad, budget(firstLoad.gzipBytes))).toEqual([]);
  });

  it('fails a first load over it, naming the chunk that grew and by how much', () => {
    const grown = firstLoadOf(manifest, scriptOfBytes({ 'assets/first-view-DDDDDDDD.js': 5400 }));
    const problems = budgetProblems(grown, budget(firstLoad.gzipBytes));
    expect(problems[0]).toMatch(/^the first load is \d+ B gzip .* over its budget of \d+ B/);
    const grew = grown.scripts.find((script) => script.name === 'first-view');
    expect(problems).toContain(
      `first-view (assets/first-view-DDDDDDDD.js) grew by ${
        (grew?.gzipBytes ?? 0) - (recorded['first-view'] ?? 0)
      } B to ${grew?.gzipBytes} B`,
    );
  });

  it('names a chunk that joined the first load', () => {
    const joined: Manifest = {
      ...manifest,
      'src/boot.tsx': {
        ...(manifest['src/boot.tsx'] as Manifest[string]),
        imports: ['_first-view-DDDDDDDD.js', '_react-EEEEEEEE.js', '_zod-GGGGGGGG.js'],
      },
      '_zod-GGGGGGGG.js': { file: 'assets/zod-GGGGGGGG.js', name: 'zod' },
    };
    const problems = budgetProblems(firstLoadOf(joined, read), budget(firstLoad.gzipBytes));
    expect(problems).toContainEqual(
      expect.stringMatching(/^zod \(assets\/zod-GGGGGGGG.js\), \d+ B, is new in the first load$/),
    );
  });

  it('fails a first load of more scripts than it allows', () => {
    expect(budgetProblems(firstLoad, budget(firstLoad.gzipBytes, 4))).toContain(
      'the first load fetches 5 scripts, over its budget of 4',
    );
  });
});

describe('perf-budget.json', () => {
  const budget = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'perf-budget.json'), 'utf8'),
  ) as PerfBudget;

  it('stays within issue 22’s ceiling: at most 120 KiB gzip in at most 12 scripts', () => {
    expect(budget.firstLoad.gzipBytes).toBeLessThanOrEqual(120 * 1024);
    expect(budget.firstLoad.scripts).toBeLessThanOrEqual(12);
  });

  it('records the chunks it was set with, which add up to no more than the budget', () => {
    const recorded = Object.values(budget.firstLoad.chunks);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(
      budget.firstLoad.gzipBytes,
    );
  });
});
