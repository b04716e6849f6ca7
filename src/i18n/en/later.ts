/**
 * The English messages of what the first view shows only when something happened or when asked: the notices about
 * links and storage (with the words for a scenario's bad fields), the scenarios set aside, a warning's folded text
 * (with the words of the guide's data it quotes), the answer's folded facts and a scenario nothing fits, the
 * settings' fields, and the prices' editor and the whole sentence said with a total about them. A chunk of their
 * own, loaded once the page has started and before any of these is drawn (src/i18n/locales.ts,
 * `laterMessagesReady`; src/components/lazyAfterStart.ts).
 */
import { guideData } from './guideData';
import { issues } from './issues';
import { keptAside } from './keptAside';
import { notices } from './notices';
import { prices } from './prices';
import { recommendationFacts } from './recommendationFacts';
import { settings } from './settings';
import { warnings } from './warnings';

export const enLater = {
  ...guideData,
  ...issues,
  ...keptAside,
  ...notices,
  ...prices,
  ...recommendationFacts,
  ...settings,
  ...warnings,
} as const;
