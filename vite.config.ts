/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
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
 * Page tests that need modules of their own: a module mocked for the file (vi.mock), a module-level cache (the
 * chart colours read once per scheme) that must start empty, fresh modules per test (vi.resetModules).
 */
const freshModuleTests = [
  'src/features/composer/Composer.renders.test.tsx',
  'src/features/embed/themeColours.test.tsx',
  'src/state/sync.codec.test.ts',
  'src/state/sync.race.test.ts',
  'src/state/persistence.embed.test.ts',
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
  plugins: [react(), contentSecurityPolicyMeta(), stylesheetWithoutCors()],
  // One stylesheet for the whole page, linked from index.html: the prerendered view is styled in full from
  // its first paint (no panel's CSS arrives later with its code), in one request instead of five.
  build: {
    cssCodeSplit: false,
    rollupOptions: {
      // A data file's schema only builds zod objects: where nothing but data.ts's development check uses one
      // (that branch is dead in production), the bundle leaves the schema out, and unread data with it.
      treeshake: { moduleSideEffects: (id) => !/\/src\/engine\/guides\/\w+Schema\.ts$/.test(id) },
    },
  },
  // A frame sandboxed with allow-scripts only (embed snippets from before allow-same-origin) has an opaque
  // origin ("null"): it loads even this page's own modules as cross-origin requests. The embed snippet now
  // keeps the frame's origin; these servers still answer such frames (docs/embedding.md).
  server: { cors: true },
  preview: { cors: true },
  test: {
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
          setupFiles: ['./tests/setup.ts'],
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
