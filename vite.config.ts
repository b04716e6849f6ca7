/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Only the page's own origin: no CDNs, fonts, analytics or any other host. Images may also be data:/blob:
 * URLs (the PNG chart export draws an SVG through one). The one inline script, index.html's first-paint
 * script (theme and prerendered view), is allowed by its hash, computed from the built page. Added to the
 * production build only: the dev server's hot-reload preamble is an inline script this policy would rightly
 * block.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[] = []): string {
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** The text of each classic inline `<script>` in a page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
}

/**
 * The stylesheet link without `crossorigin`: Vite adds it, which makes the browser fetch the stylesheet in CORS
 * mode. A frame sandboxed without allow-same-origin (an opaque origin) then needs Access-Control-Allow-Origin
 * from the server even for the page's CSS, and on a host that sends none it shows the page unstyled, the
 * <noscript> message hidden among it. Fetched without CORS, a stylesheet loads from any host.
 */
export function withoutStylesheetCors(html: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin /g, '<link rel="stylesheet" ');
}

function stylesheetWithoutCors(): Plugin {
  return {
    name: 'stylesheet-without-cors',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withoutStylesheetCors },
  };
}

function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(inlineScriptsOf(html)),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/**
 * Modules that only build zod schemas (and re-export the names and limits they are built from): the data files'
 * schemas, and the scenario format's. Where nothing uses a schema, the page's build leaves the module out.
 */
const schemaModule =
  /\/src\/engine\/(guides\/\w+Schema|scenario\/(scenario|planSchema|measuredSchema|pricesSchema|validate))\.ts$/;

/**
 * Modules Node loads at once and the page only after it has started, each held by a slot that imports it
 * statically (for Node) and dynamically (for the page): the later tables (SignalR's 2019 guide, Web PubSub's guide:
 * src/engine/guides/laterTablesSlot.ts), the scenario format's boundary (its schemas, zod:
 * src/engine/scenario/formatSlot.ts) and the page's own parsers (src/state/parsersSlot.ts). In the page's build
 * every static import of one resolves to a stub whose exports are null, so it stays a chunk of its own, fetched by
 * the dynamic import; its exports are read through the slot (eslint.config.js keeps the page's code to that).
 */
export const afterStartModules = [
  '/src/engine/guides/laterTables.ts',
  '/src/engine/format.ts',
  '/src/state/boundaryParsers.ts',
];

/** The names a module exports (not its types), for its stub. */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export\s+(?:const|let|function|class)\s+(\w+)/gm)].map(
    (match) => match[1] as string,
  );
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/).pop() as string),
  );
  return [...new Set([...declared, ...listed])];
}

function afterStart(): Plugin {
  const stubPrefix = '\0after-start:';
  const names = afterStartModules.map((path) => basename(path, '.ts'));
  return {
    name: 'after-start',
    // The page's build only: the prerender's server build (scripts/prerender.ts) runs in Node, with everything.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options.kind !== 'import-statement') return null;
      if (!names.includes(basename(source, '.ts'))) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const id = resolved?.id;
      return id && afterStartModules.some((path) => id.endsWith(path)) ? stubPrefix + id : null;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const names = exportedNames(readFileSync(id.slice(stubPrefix.length), 'utf8'));
      return names.map((name) => `export const ${name} = null;`).join('\n');
    },
  };
}

/*
 * The data files' provenance: where each rule and price was read (a vendor page, an issue thread, a quote), kept
 * beside the figures for the reader of data/ and checked by the schemas, but read by no code. The page's build
 * leaves it out (it was a sixth of the first load's data); the tests, the prerender and the command line read the
 * files whole. tests/unit/provenance.test.ts checks that the engine plans the same without it.
 */

/** The data files the first load carries whose provenance is left out of the page's build. */
export const provenanceFiles = ['/data/service-rules.json', '/data/skus.json'] as const;

/**
 * A field that says where a figure comes from, or notes it for the reader: `source`, `sourceUrl`, `note`,
 * `…Source`, `…Note`, and a rule's or a slip's words (`engineRule`, `beyondLargestPoint`, `printed`, `formula`).
 * Not `sourceDate` or `…SourceDate`: the page prints those dates beside the prices.
 */
const provenanceKey =
  /^(source|sourceUrl|note|printed|formula|engineRule|beyondLargestPoint)$|(Source|Note)$/;

/**
 * The value with every provenance string emptied (the field stays, a string, as its type says); numbers, names,
 * dates and structured notes (objects) kept.
 * @example withoutProvenance({ unitsPerSubscriptionPerRegion: 150, source: 'Vendor page …' })
 *   // { unitsPerSubscriptionPerRegion: 150, source: '' }
 */
export function withoutProvenance(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProvenance);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' && provenanceKey.test(key) ? '' : withoutProvenance(field),
    ]),
  );
}

function provenanceOutOfThePage(): Plugin {
  return {
    name: 'provenance-out-of-the-page',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    transform(code, id) {
      if (!provenanceFiles.some((file) => id.endsWith(file))) return null;
      return { code: JSON.stringify(withoutProvenance(JSON.parse(code))), map: null };
    },
  };
}

/**
 * The modules the page needs before it starts: src/boot.tsx and everything it imports statically (src/main.tsx
 * imports it after the first paint). Read from the module graph once it is built, for the chunk groups below.
 */
const startModules = new Set<string>();

function startModuleGraph(): Plugin {
  return {
    name: 'start-module-graph',
    apply: 'build',
    buildEnd() {
      startModules.clear();
      const visit = (id: string) => {
        // A schema module is left out of the page's build where only dead development checks use it.
        if (startModules.has(id) || schemaModule.test(id)) return;
        startModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (id.endsWith('/src/boot.tsx')) visit(id);
      // src/boot.tsx itself stays a chunk of its own: it awaits chunks (the link codec, a language, the later
      // tables) that import from the first view's, which must have finished loading by then.
      for (const id of startModules) if (id.endsWith('/src/boot.tsx')) startModules.delete(id);
    },
  };
}

/**
 * Page tests that need modules of their own: a module mocked for the file (vi.mock), a module-level cache (the
 * chart colours read once per scheme) that must start empty, fresh modules per test (vi.resetModules).
 */
const freshModuleTests = [
  'src/app/App.plans.test.tsx',
  'src/features/composer/Composer.renders.test.tsx',
  'src/features/recommendation/WarningList.renders.test.tsx',
  'src/features/embed/themeColours.test.tsx',
  'src/state/sync.codec.test.ts',
  'src/state/sync.race.test.ts',
  'src/state/persistence.embed.test.ts',
  // vi.resetModules() in a shared environment gave every later file of that worker a second copy of the modules
  // it imports (another store, another React context than the setup's): 17 RecommendationPanel tests failed and
  // an import outlived the environment (EnvironmentTeardownError), now and then, in full runs only.
  'src/features/exportImport/downloadFocus.test.tsx',
  'src/state/shareLink.test.ts',
];

/** The code that runs without a page (src/engine, src/deploy, src/exports, src/cli): tested on Node. */
const nodeOnlyTests = [
  'src/engine/**/*.test.ts',
  'src/deploy/**/*.test.ts',
  'src/exports/**/*.test.ts',
  'src/cli/**/*.test.ts',
];

export default defineConfig({
  // Relative asset URLs so dist/ works from any sub-path of a static host.
  base: './',
  plugins: [
    react(),
    contentSecurityPolicyMeta(),
    stylesheetWithoutCors(),
    afterStart(),
    provenanceOutOfThePage(),
    startModuleGraph(),
  ],
  // One stylesheet for the whole page, linked from index.html: the prerendered view is styled in full from
  // its first paint (no panel's CSS arrives later with its code), in one request instead of five.
  build: {
    cssCodeSplit: false,
    // dist/.vite/manifest.json: `npm test` reads the first load's scripts from it (scripts/check-budget.ts).
    manifest: true,
    // Every browser the page supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): the polyfill
    // would be 0.4 KiB of the first load for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A data file's schema only builds zod objects: where nothing but data.ts's development check uses one
      // (that branch is dead in production), the bundle leaves the schema out, and unread data with it; so too
      // the scenario format's schemas where only the boundaries' parsers, loaded after the start, use them.
      treeshake: { moduleSideEffects: (id) => !schemaModule.test(id) },
      output: {
        // The first load in a few scripts, not one per shared module: left to itself the bundler gives every
        // first-view module that a lazy panel also imports a file of its own (43 scripts). React in one chunk
        // (it changes with React's version only, so it stays cached across our releases), the rest of what the
        // page needs before it starts in another; what loads later is split as the bundler sees fit.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'first-view', test: (id) => startModules.has(id), priority: 1 },
            // How a chosen file becomes text (src/engine/files), with the scenario import it came from: the three
            // file imports share it, and a chunk of its own would add its name to the first view's table of what
            // each lazy panel loads.
            {
              name: 'importMessages',
              test: /[\\/]src[\\/](engine[\\/]files[\\/]|exports[\\/]importMessages\.ts$|state[\\/]scenarioFile\.ts$)/,
            },
          ],
        },
      },
    },
  },
  // A frame sandboxed with allow-scripts only (embed snippets from before allow-same-origin) has an opaque
  // origin ("null"): it loads even this page's own modules as cross-origin requests. The embed snippet now
  // keeps the frame's origin; these servers still answer such frames (docs/embedding.md).
  server: { cors: true },
  preview: { cors: true },
  test: {
    // A limit against a hang, not a timing (speed is measured by `npm run bench`): a property test stops making
    // cases after 3 s (tests/properties.ts), and a page test can take several seconds on a loaded 2-core machine.
    testTimeout: 30_000,
    projects: [
      {
        // The sizing engine, the infrastructure generators, the exports and the command line know nothing of the
        // page: their tests need no DOM, so they skip jsdom's start-up (and the Terraform parser's WebAssembly
        // runs as on Node), and run as the command line does.
        extends: true,
        test: {
          name: 'engine',
          environment: 'node',
          include: nodeOnlyTests,
          setupFiles: ['./tests/properties.ts'],
          // Pure functions: one module graph per worker, not per file, so the guide's data is read and checked
          // against its schemas once per worker instead of once per test file.
          isolate: false,
        },
      },
      {
        // One jsdom per worker, not per file: its start-up was a third of the suite's time. tests/setup.ts
        // clears what a test leaves behind (storage, the document, the stores).
        extends: true,
        test: {
          name: 'page',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...nodeOnlyTests, ...freshModuleTests],
          setupFiles: ['./tests/setup.ts', './tests/setupShared.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'page (fresh modules)',
          environment: 'jsdom',
          include: freshModuleTests,
          setupFiles: ['./tests/setup.ts'],
        },
      },
    ],
  },
});
