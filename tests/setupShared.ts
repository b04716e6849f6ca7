/**
 * Setup of the page tests that share one environment per worker (vite.config.ts, isolate: false), after
 * tests/setup.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/**
 * Every module the page loads lazily: the targets of `import('./…')` in src, but the start's own
 * `import('./boot')`, which would start a page, and the tabs' panels (src/app/lazyPanels.ts), which load only
 * when a test opens their tab and waits for them. A test that draws the page starts some of these loads (a folded part drawn,
 * an idle preload) and may end before they finish. Sharing the environment, a load that outlives its file
 * breaks that module for every later file of the worker: 17 RecommendationPanel tests failed so now and then
 * (EnvironmentTeardownError: "Cannot load RecommendationFacts's AutoscaleTargetNote after the environment was
 * torn down"). Each file waits for them all: the first file of a worker loads them, the others find them loaded.
 */
const lazyModules = (() => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const sourceFiles = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !['main.tsx', 'app/lazyPanels.ts'].includes(file),
    )
    .map((file) => join(root, 'src', file));
  const targets = new Set<string>();
  for (const file of sourceFiles) {
    for (const [, target] of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g))
      targets.add(`/${relative(root, resolve(dirname(file), target ?? '')).replaceAll('\\', '/')}`);
  }
  return [...targets];
})();

afterAll(async () => {
  await Promise.all(lazyModules.map((module) => import(/* @vite-ignore */ module)));
});
