import { describe, expect, it, vi } from 'vitest';
import {
  contentHeightPx,
  heightMessage,
  startHeightPoster,
  type PosterEnvironment,
} from './heightPoster';

/** A frame whose content height the test sets, with manual animation frames and resizes. */
function fakeFrame({ framed = true } = {}) {
  const postMessage = vi.fn();
  const parent = { postMessage } as unknown as Window;
  const self = {} as Window;
  const frames: (() => void)[] = [];
  const state = { heightPx: 480, onResize: () => {} };
  const environment: PosterEnvironment = {
    self,
    parent: framed ? parent : self,
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: (handle) => {
      frames[handle - 1] = () => {};
    },
    observe: (_element, onResize) => {
      state.onResize = onResize;
      return () => {
        state.onResize = () => {};
      };
    },
    measure: () => state.heightPx,
  };
  const runFrames = () => frames.splice(0).forEach((callback) => callback());
  return { postMessage, environment, state, runFrames };
}

const element = document.createElement('div');

describe('startHeightPoster', () => {
  it('posts the height to the parent on start, to any origin, with the protocol version', () => {
    const { postMessage, environment, runFrames } = fakeFrame();
    startHeightPoster(element, environment);
    expect(postMessage).not.toHaveBeenCalled();
    runFrames();
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'signalr-sizing:height', version: 1, height: 480 },
      '*',
    );
  });

  it('posts again only when the height changed, once per frame however many resizes', () => {
    const { postMessage, environment, state, runFrames } = fakeFrame();
    startHeightPoster(element, environment);
    runFrames();
    state.onResize();
    runFrames();
    expect(postMessage).toHaveBeenCalledTimes(1);

    state.heightPx = 612;
    state.onResize();
    state.onResize();
    state.onResize();
    runFrames();
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenLastCalledWith(heightMessage(612), '*');

    state.heightPx = 300;
    state.onResize();
    runFrames();
    expect(postMessage).toHaveBeenLastCalledWith(heightMessage(300), '*');
  });

  it('posts nothing when the page is not in a frame', () => {
    const { postMessage, environment, state, runFrames } = fakeFrame({ framed: false });
    startHeightPoster(element, environment);
    state.onResize();
    runFrames();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('stops observing and drops a pending frame when stopped', () => {
    const { postMessage, environment, state, runFrames } = fakeFrame();
    const stop = startHeightPoster(element, environment);
    stop();
    runFrames();
    state.onResize();
    runFrames();
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('contentHeightPx', () => {
  it('measures to the bottom edge of the content, margin included, rounded up', () => {
    const content = document.createElement('div');
    content.style.marginBottom = '8px';
    document.body.append(content);
    vi.spyOn(content, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 10, width: 300, height: 801.4 }),
    );
    expect(contentHeightPx(content)).toBe(820);
    content.remove();
  });
});
