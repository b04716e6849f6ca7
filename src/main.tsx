/**
 * The entry, a few hundred bytes: the prerendered first view (index.html) is painted before the page's code is
 * even requested, so on a slow network the code does not take the bandwidth the page's HTML and CSS need.
 * The code (src/boot.tsx and the modules it imports, fetched in parallel) loads once a frame has been drawn,
 * or after 100 ms in a tab the browser does not draw.
 */
import './styles.css';
import './print.css';

await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
await import('./boot.tsx');
