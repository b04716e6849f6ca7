/**
 * The first view as static HTML, rendered at build time (scripts/prerender.ts) from the same tree the
 * browser hydrates in src/boot.tsx: the example scenario, in English, with the system theme. A reader who
 * opens the page for the first time sees it before any JavaScript has run.
 */
import { renderToString } from 'react-dom/server';
import { Root } from '../app/Root';

export { renderStartFailure } from './startFailure';

export function renderFirstView(): string {
  return renderToString(<Root />);
}
