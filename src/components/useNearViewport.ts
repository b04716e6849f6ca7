import { startTransition, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `task` once the page has loaded and the browser is idle (no input, frame or start-up work waiting); where
 * there are no idle callbacks, a second after the load. Returns a function that cancels it.
 */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const [request, cancel] = [requestIdleCallback, cancelIdleCallback];
      const handle = request(task);
      cancelIdle = () => cancel(handle);
    } else {
      const timer = setTimeout(task, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * True once the element has come within a screen's height of the viewport, and from then on: a heavy part (a
 * chart) below the fold is drawn as the reader scrolls toward it, not while a phone is still starting the
 * page. Also true once the page has loaded and the browser is idle (drawn in a transition, in slices where
 * React can), so a printed report has the chart whether or not the reader ever scrolled to it; and when a print
 * begins. Where IntersectionObserver is missing, true at once.
 *
 * With `latch` false, true only while the element is within a screen of the viewport (and when a print begins;
 * at first, until the observer says otherwise): a light view off screen follows the idle scenario rather than
 * every key step, and catches up as it comes near (the totals).
 */
export function useNearViewport(ref: RefObject<Element | null>, latch = true): boolean {
  // Never at first on the server (the prerendered page has the empty frame the browser hydrates).
  const [near, setNear] = useState(
    () => !latch || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  useEffect(() => {
    const element = ref.current;
    if ((latch && near) || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = !!entries.at(-1)?.isIntersecting;
        if (shown || !latch) setNear(shown);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // Synchronously: the browser lays the page out for paper as soon as this listener returns.
    const printing = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', printing);
    const cancelIdle = latch
      ? whenIdleAfterLoad(() => startTransition(() => setNear(true)))
      : () => {};
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
      cancelIdle();
    };
  }, [ref, near, latch]);
  return near;
}
