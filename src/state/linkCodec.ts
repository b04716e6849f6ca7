/**
 * The share link's compression (fflate's raw deflate, about 4 KiB gzip) and its positional form (./linkPacking)
 * are a chunk of their own: a first visit without a link never needs them to start. The page loads it before it
 * reads a link at start (src/boot.tsx), with every panel (src/app/lazyPanels.ts: the panels that make links make
 * them as they draw; the print summary is one, loaded once the page has started), and before it writes the
 * address bar (src/state/sync.ts).
 */
type Fflate = typeof import('./deflate');

let loaded: Fflate | null = null;
let loading: Promise<void> | null = null;

/** Resolves once the codec is here (fetched once). Rejects if it cannot be fetched, and tries again next time. */
export function linkCodecReady(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import('./deflate').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Hands over a codec its host already holds, at once: Node tools (the browser tests, the bench) that import
 * fflate themselves and make links synchronously at load.
 */
export function linkCodecProvided(module: Fflate): void {
  loaded = module;
}

export function isLinkCodecReady(): boolean {
  return loaded !== null;
}

/** The codec, once `linkCodecReady` has resolved. Used earlier, it throws: a bug in the caller. */
export function linkCodec(): Fflate {
  if (!loaded) throw new Error('The share link codec was used before linkCodecReady() resolved');
  return loaded;
}
