/**
 * The English messages of the tab panels and the embed (src/app/lazyPanels.ts), and the page's words for a start
 * that failed (written into the page at build time): a chunk of its own, loaded
 * with the first panel that needs it (src/i18n/locales.ts, `panelMessagesReady`), so the first view does not
 * wait for words it does not draw.
 */
import { card } from './card';
import { deploy } from './deploy';
import { embed } from './embed';
import { exportImport } from './exportImport';
import { exportPlan } from './exportPlan';
import { growth } from './growth';
import { guideTables } from './guideTables';
import { levers } from './levers';
import { library } from './library';
import { measured } from './measured';
import { plan } from './plan';
import { presets } from './presets';
import { pricesImport } from './pricesImport';
import { reverse } from './reverse';
import { services } from './services';
import { share } from './share';
import { startup } from './startup';
import { working } from './working';

export const enPanels = {
  ...card,
  ...deploy,
  ...embed,
  ...exportImport,
  ...exportPlan,
  ...growth,
  ...guideTables,
  ...levers,
  ...library,
  ...measured,
  ...plan,
  ...presets,
  ...pricesImport,
  ...reverse,
  ...services,
  ...share,
  ...startup,
  ...working,
} as const;
