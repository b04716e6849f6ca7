/**
 * The command line as one file: `dist-cli/signalr-sizing.mjs`, the engine, the exports, the infrastructure
 * generators, the six catalogs, the guide's data and fflate bundled in, Node's own modules left out. Built by
 * `npm run build` (package.json), run by `signalr-sizing` (package.json's `bin`), shipped by `npm pack`.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  // No index.html, no public/ to copy: only the script.
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    // Read when something goes wrong in a pipeline: names kept, as written.
    minify: false,
    rollupOptions: {
      output: {
        entryFileNames: 'signalr-sizing.mjs',
        banner: '#!/usr/bin/env node',
        // One file: the share link's codec and the catalogs are imported statically in the command line.
        codeSplitting: false,
      },
    },
  },
});
