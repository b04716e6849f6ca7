/**
 * Where the tables the page's first view never reads are held: SignalR's 2019 guide and Azure Web PubSub's guide
 * (./laterTables). In Node (the command line, scripts, tests) they load with the engine, imported below; in the
 * page's build that import gives null (vite.config.ts), and the page fetches them as a chunk of their own right
 * after it has started (`laterTablesReady`), before it takes any input.
 */
import type { GuideEdition } from './guideSchema';
import { laterTablesHere } from './laterTables';
import type { WebPubSubGuide } from './webPubSubSchema';

export interface LaterTables {
  guide2019: GuideEdition;
  webPubSubGuide: WebPubSubGuide;
}

/** In Node, here at once; in the page's build null (vite.config.ts), until `laterTablesReady` has fetched them. */
let held: LaterTables | null = laterTablesHere;
let loading: Promise<void> | null = null;

export function hasLaterTables(): boolean {
  return held !== null;
}

/** The later tables; read before they are here, it throws, naming what the caller should have awaited. */
export function laterTables(): LaterTables {
  if (!held) {
    throw new Error(
      "SignalR's 2019 guide and Web PubSub's guide were read before laterTablesReady() resolved",
    );
  }
  return held;
}

/** Resolves once the later tables are here (fetched once). Rejects if they cannot be fetched, and tries again next time. */
export function laterTablesReady(): Promise<void> {
  if (held) return Promise.resolve();
  loading ??= import('./laterTables').then(
    (module) => {
      held = module.laterTablesHere;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether sizing this scenario reads a later table: a Web PubSub scenario, or SignalR's 2019 edition.
 * @example needsLaterTables({ service: 'webPubSub', edition: 'current' }) // true
 */
export function needsLaterTables(scenario: { service?: string; edition?: string }): boolean {
  return scenario.service === 'webPubSub' || scenario.edition === '2019';
}
