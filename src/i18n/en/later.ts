/**
 * The English messages of what the first view shows only when something happened or when asked: the notices about
 * links and storage (with the words for a scenario's bad fields), the scenarios set aside, a warning's folded text
 * (with the words of the guide's data it quotes), the answer's folded facts and a scenario nothing fits, the
 * settings' fields, the prices' editor and the whole sentence said with a total about them, the headroom chart's and
 * its table's words, and the other service's line under the answer. A chunk of their own, loaded once the page has
 * started and before any of these is drawn (src/i18n/locales.ts, `laterMessagesReady`;
 * src/components/lazyAfterStart.ts).
 */
import { commonLater } from './commonLater';
import { guideData } from './guideData';
import { guideTablesShared } from './guideTablesShared';
import { headroomChart } from './headroomChart';
import { issues } from './issues';
import { keptAside } from './keptAside';
import { notices } from './notices';
import { prices } from './prices';
import { recommendationFacts } from './recommendationFacts';
import { servicesStatus } from './servicesStatus';
import { settings } from './settings';
import { warnings } from './warnings';
import { workingShared } from './workingShared';

export const enLater = {
  ...commonLater,
  ...guideData,
  ...guideTablesShared,
  ...headroomChart,
  ...issues,
  ...keptAside,
  ...notices,
  ...prices,
  ...recommendationFacts,
  ...servicesStatus,
  ...settings,
  ...warnings,
  ...workingShared,
} as const;
