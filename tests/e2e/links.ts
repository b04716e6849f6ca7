/**
 * The page's own share-link format, for tests that open or read links. The page loads the link codec as a
 * chunk of its own (src/state/linkCodec.ts); here in Node it is handed over at once, so links can be made
 * while a spec's table of cases is built.
 */
import * as fflate from '../../src/state/deflate';
import { linkCodecProvided } from '../../src/state/linkCodec';

linkCodecProvided(fflate);

export { decodeScenario, encodeScenario, scenarioParameter } from '../../src/state/shareLink';
