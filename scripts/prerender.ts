/**
 * First checks the data the build ships against its schemas (the production bundle carries the data without
 * them: src/engine/guides/data.ts), so a malformed data file fails the build. Then renders the first view
 * (src/prerender/firstView.tsx) to static HTML and writes it into dist/index.html's #root, after `vite build`: a phone shows the example's answer before any JavaScript has run, and the page
 * hydrates it (src/boot.tsx). The server bundle is built into node_modules/.cache, used once and left there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

// Outside Vite, src/engine/guides/data.ts checks every data file against its schema as it loads: a malformed one
// throws here and fails the build.
await import('../src/engine/guides/data');

const root = fileURLToPath(new URL('..', import.meta.url));
const serverOut = `${root}node_modules/.cache/prerender`;
const page = `${root}dist/index.html`;
const emptyRoot = '<div id="root"></div>';

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/firstView.tsx', outDir: serverOut, emptyOutDir: true },
});
const { renderFirstView, renderStartFailure } = (await import(
  pathToFileURL(`${serverOut}/firstView.js`).href
)) as typeof import('../src/prerender/firstView');

const html = readFileSync(page, 'utf8');
if (!html.includes(emptyRoot)) throw new Error(`${page} has no empty ${emptyRoot} to fill`);
const firstView = renderFirstView();
// What the page says if it cannot start (src/prerender/startFailure.tsx), before the view it then hides.
const startFailure = await renderStartFailure();
// The Content-Security-Policy (style-src 'self') blocks style attributes written in HTML: styles set by
// React in the browser are allowed, prerendered ones would be dropped. Components use classes instead.
const styled = /<[^>]+\sstyle="[^"]*"/.exec(firstView + startFailure);
if (styled)
  throw new Error(`the first view has a style attribute the CSP would block: ${styled[0]}`);
// Inert until hydrated (src/boot.tsx): nothing typed or clicked before the page can take it is lost.
writeFileSync(
  page,
  html.replace(emptyRoot, `${startFailure}<div id="root" inert>${firstView}</div>`),
);
console.log(
  `prerendered the first view into dist/index.html (${(firstView.length / 1024).toFixed(1)} KiB of HTML)`,
);
