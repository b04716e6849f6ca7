/**
 * The first load, read from the build's own manifest (`dist/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts): the scripts a first visit fetches before the page marks itself started, and their gzip bytes.
 * Deterministic (no browser, no timing), so `npm test` can hold it to a budget (perf-budget.json) and
 * `npm run bench` can print it.
 *
 * The page starts in two steps (src/main.tsx): index.html's entry and its static imports, then, once the
 * prerendered view is painted, src/boot.tsx and its static imports. Both sets count; what either loads with a
 * dynamic import() (the tab panels, the link codec, the other languages, Web PubSub's guide) does not.
 */
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's manifest (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where the page's start begins: the HTML's entry, then the module it imports after the first paint. */
export const startModules = ['index.html', 'src/boot.tsx'] as const;

export interface FirstLoadScript {
  /** The chunk's name without its hash (`first-view`, `react`, `index`): what the budget names. */
  name: string;
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  scripts: FirstLoadScript[];
  gzipBytes: number;
}

/** The chunk's stable name: the manifest's `name`, else its file name without the hash. */
export function chunkName(chunk: ManifestChunk): string {
  return chunk.name ?? chunk.file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
}

/**
 * The manifest keys of every script loaded before the page starts, in load order: each start module and
 * its static imports, depth first, each once.
 * @example firstLoadKeys({ 'index.html': { file: 'a.js', imports: ['_r.js'] }, '_r.js': { file: 'r.js' } }, ['index.html'])
 * // ['index.html', '_r.js']
 */
export function firstLoadKeys(
  manifest: Manifest,
  starts: readonly string[] = startModules,
): string[] {
  const keys: string[] = [];
  const visit = (key: string) => {
    if (keys.includes(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no "${key}"`);
    keys.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return keys;
}

/** The first load's scripts with their gzip bytes (level 9, as a static host's gzip would send them). */
export function firstLoadOf(
  manifest: Manifest,
  readScript: (file: string) => Uint8Array,
  starts: readonly string[] = startModules,
): FirstLoad {
  const scripts = firstLoadKeys(manifest, starts).map((key) => {
    const chunk = manifest[key] as ManifestChunk;
    return {
      name: chunkName(chunk),
      file: chunk.file,
      gzipBytes: gzipSync(readScript(chunk.file), { level: 9 }).length,
    };
  });
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/** perf-budget.json: the most the first load may weigh. */
export interface PerfBudget {
  firstLoad: {
    gzipBytes: number;
    scripts: number;
    /** Each first-load chunk's gzip bytes when the budget was last lowered: to name the one that grew. */
    chunks: Record<string, number>;
  };
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** What grew against the chunks recorded with the budget, largest growth first. */
function growth(firstLoad: FirstLoad, recorded: Record<string, number>): string[] {
  return firstLoad.scripts
    .map((script) => ({ script, grew: script.gzipBytes - (recorded[script.name] ?? 0) }))
    .filter(({ grew }) => grew > 0)
    .sort((a, b) => b.grew - a.grew)
    .map(({ script, grew }) =>
      script.name in recorded
        ? `${script.name} (${script.file}) grew by ${grew} B to ${script.gzipBytes} B`
        : `${script.name} (${script.file}), ${script.gzipBytes} B, is new in the first load`,
    );
}

/**
 * Why the first load passes its budget: nothing when it fits; otherwise the total or the count over, and the
 * chunks that grew against those recorded with the budget.
 */
export function budgetProblems(firstLoad: FirstLoad, budget: PerfBudget): string[] {
  const { gzipBytes, scripts, chunks } = budget.firstLoad;
  const problems: string[] = [];
  if (firstLoad.gzipBytes > gzipBytes) {
    problems.push(
      `the first load is ${firstLoad.gzipBytes} B gzip (${kib(firstLoad.gzipBytes)}), over its budget of ` +
        `${gzipBytes} B (${kib(gzipBytes)}) by ${firstLoad.gzipBytes - gzipBytes} B`,
    );
  }
  if (firstLoad.scripts.length > scripts) {
    problems.push(
      `the first load fetches ${firstLoad.scripts.length} scripts, over its budget of ${scripts}`,
    );
  }
  if (problems.length === 0) return [];
  const grown = growth(firstLoad, chunks);
  return [
    ...problems,
    ...(grown.length > 0
      ? grown
      : ['no chunk grew against perf-budget.json: was the budget lowered below them?']),
  ];
}
