/**
 * The tables the page's first view never reads (./laterTablesSlot): SignalR's 2019 guide and Azure Web PubSub's
 * guide, both editions, checked against their schemas where data files are (./checkedData).
 */
import guide2019Json from '../../../data/guide-2019.json' with { type: 'json' };
import webPubSubGuideJson from '../../../data/webpubsub-guide.json' with { type: 'json' };
import { parseGuide } from './checkedData';
import type { LaterTables } from './laterTablesSlot';
import { webPubSubGuideSchema, type WebPubSubGuide } from './webPubSubSchema';

// Checked against the schemas in development and the tests (./checkedData).
const checked = import.meta.env?.DEV ?? true;

export const guide2019 = parseGuide(guide2019Json, '2019');

/**
 * Azure Web PubSub's performance guide, both editions: the engine sizes a scenario whose `service` is
 * `webPubSub` against it. The production bundle leaves its schema out (vite.config.ts), as for the others.
 */
export const webPubSubGuide: WebPubSubGuide = checked
  ? webPubSubGuideSchema.parse(webPubSubGuideJson)
  : (webPubSubGuideJson as WebPubSubGuide);

/** Both, for ./laterTablesSlot; null where the page's build imports this statically (vite.config.ts). */
export const laterTablesHere: LaterTables | null = { guide2019, webPubSubGuide };
