/**
 * The entry, a few hundred bytes: the prerendered first view (index.html) is painted before the page's code is
 * even requested, so on a slow network the code does not take the bandwidth the page's HTML and CSS need.
 * The code (src/boot.tsx and the modules it imports, fetched in parallel) loads once a frame has been drawn,
 * or after 100 ms in a tab the browser does not draw. If it cannot be loaded or fails to start, the page says so.
 */
import './styles.css';
import './print.css';

await new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});
try {
  await import('./boot.tsx');
} catch (error) {
  // Its code could not be fetched, or stopped before the page was drawn: index.html's first script hides
  // the prerendered view (it must not stand for a link the page never read) and says why.
  console.error(error);
  document.dispatchEvent(new Event('signalr-sizing:start-failed'));
}
