import { useEffect } from 'react';

/**
 * Renders nothing; calls `onMounted` once it is on screen. Beside a lazy part inside the same Suspense boundary,
 * it says when that part has arrived; at the root, when the page has been committed.
 */
export function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return null;
}
