import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Frame() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'chart drawn' : 'frame only'}</div>;
}

/** A stand-in observer the test drives: the page scrolls when the test says so. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  const scrolled = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, scrolled };
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('draws a part below the fold once the reader scrolls within a screen of it, and keeps it', () => {
    const { observers, scrolled } = stubObserver();
    render(<Frame />);
    expect(screen.getByText('frame only')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');

    scrolled(false);
    expect(screen.getByText('frame only')).toBeInTheDocument();
    scrolled(true);
    expect(screen.getByText('chart drawn')).toBeInTheDocument();
    // Drawn for good: scrolling away neither removes it nor keeps watching.
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('draws it when the page is printed, wherever the reader is', () => {
    stubObserver();
    render(<Frame />);
    expect(screen.getByText('frame only')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('chart drawn')).toBeInTheDocument();
  });

  it('draws it once the page has loaded and the browser is idle, never scrolled to, so a printed report has it', () => {
    stubObserver();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Frame />);
    expect(screen.getByText('frame only')).toBeInTheDocument();
    expect(idle).toHaveLength(1);
    act(() => {
      idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    });
    expect(screen.getByText('chart drawn')).toBeInTheDocument();
  });

  it('waits for the page’s load before it looks for an idle moment', () => {
    stubObserver();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<Frame />);
    expect(idle).toHaveLength(0);
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(idle).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it('draws at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Frame />);
    expect(screen.getByText('chart drawn')).toBeInTheDocument();
  });
});
