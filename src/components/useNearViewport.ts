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
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // Never at first on the server (the prerendered page has the empty frame the browser hydrates).
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    // Synchronously: the browser lays the page out for paper as soon as this listener returns.
    const printing = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', printing);
    const cancelIdle = whenIdleAfterLoad(() => startTransition(() => setNear(true)));
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
      cancelIdle();
    };
  }, [ref, near]);
  return near;
}
