/**
 * The share link's compression (fflate's raw deflate, about 4 KiB gzip) is a chunk of its own: a first visit
 * without a link never needs it to start. The page loads it before it reads a link at start (src/boot.tsx),
 * in the background once started (to write the address bar, src/state/sync.ts), and with every panel
 * (src/app/lazyPanels.ts), so the panels that make links can make them as they draw.
 */
type Fflate = typeof import('fflate');

let loaded: Fflate | null = null;
let loading: Promise<void> | null = null;

/** Resolves once the codec is here (fetched once). Rejects if it cannot be fetched, and tries again next time. */
export function linkCodecReady(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import('fflate').then(
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
