/** Work that waits for the page to be idle: no input or frame waiting. */

/**
 * Runs `task` once the page is idle, or after `timeoutMilliseconds` if it is not idle by then (Chrome may not start
 * an idle period for a while after input); after the current task where there are no idle callbacks. Returns a
 * function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMilliseconds: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMilliseconds });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Resolves once the page is idle (at the latest after `timeoutMilliseconds`). */
export function idle(timeoutMilliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve, timeoutMilliseconds);
  });
}
