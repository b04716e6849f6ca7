/**
 * The embed's height protocol: the page tells the window that frames it how tall its content is, so the
 * host can size the iframe without a scrollbar. The message carries no user data (a version and a
 * number), which is why it may go to any origin ('*'): the frame cannot know its host's origin (and a frame
 * sandboxed without allow-same-origin has an opaque one).
 */

export const heightMessageType = 'signalr-sizing:height';
export const heightProtocolVersion = 1;

export interface HeightMessage {
  type: typeof heightMessageType;
  version: typeof heightProtocolVersion;
  /** Whole CSS pixels the content needs. */
  height: number;
}

export function heightMessage(height: number): HeightMessage {
  return { type: heightMessageType, version: heightProtocolVersion, height };
}

/**
 * The content's height in whole CSS px: from the top of the document to the bottom of `element`, margin
 * included. Not `documentElement.scrollHeight`: that never drops below the frame's own height, so a frame
 * sized by it could grow but never shrink back.
 * @example contentHeightPx(root) // 812 for a root whose bottom edge is at 811.4 px
 */
export function contentHeightPx(element: Element): number {
  const view = element.ownerDocument.defaultView;
  const bottom = element.getBoundingClientRect().bottom + (view?.scrollY ?? 0);
  const marginBottom = view ? parseFloat(view.getComputedStyle(element).marginBottom) || 0 : 0;
  return Math.max(0, Math.ceil(bottom + marginBottom));
}

/** What the poster needs from the browser, so tests can stand in for it. */
export interface PosterEnvironment {
  self: Window;
  parent: Window;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
  observe: (element: Element, onResize: () => void) => () => void;
  measure: (element: Element) => number;
}

function browserEnvironment(): PosterEnvironment {
  return {
    self: window,
    parent: window.parent,
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    observe: (element, onResize) => {
      if (typeof ResizeObserver !== 'function') return () => {};
      const observer = new ResizeObserver(onResize);
      observer.observe(element);
      return () => observer.disconnect();
    },
    measure: contentHeightPx,
  };
}

/**
 * Posts `element`'s content height to the parent window now and after every resize, at most once per
 * animation frame and only when the height changed. Does nothing outside a frame. Returns the stop
 * function.
 */
export function startHeightPoster(
  element: Element,
  environment: PosterEnvironment = browserEnvironment(),
): () => void {
  const { self, parent } = environment;
  if (parent === self) return () => {};
  let lastHeight: number | null = null;
  let pending: number | null = null;

  const post = () => {
    pending = null;
    const height = environment.measure(element);
    if (height === lastHeight) return;
    lastHeight = height;
    try {
      parent.postMessage(heightMessage(height), '*');
    } catch {
      // A host that cannot receive messages only loses the automatic height.
    }
  };
  const schedule = () => {
    if (pending === null) pending = environment.requestFrame(post);
  };

  const stopObserving = environment.observe(element, schedule);
  schedule();
  return () => {
    stopObserving();
    if (pending !== null) environment.cancelFrame(pending);
  };
}
