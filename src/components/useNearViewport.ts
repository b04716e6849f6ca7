import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within a screen's height of the viewport, and from then on: a heavy part (a
 * chart) below the fold is drawn as the reader scrolls toward it, not while a phone is still starting the
 * page. Where IntersectionObserver is missing, true at once. Printing draws it too: a print started before the
 * chart's code has arrived leaves the frame out (src/print.css), the next one has it.
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
    const printing = () => setNear(true);
    window.addEventListener('beforeprint', printing);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [ref, near]);
  return near;
}
