/**
 * The English catalog: the one message catalog every user-facing string goes through.
 * Sections live in their own files so panels can grow independently; keys are prefixed by section.
 */
import { app } from './app';
import { common } from './common';
import { components } from './components';
import { composer } from './composer';
import { embed } from './embed';
import { exportImport } from './exportImport';
import { growth } from './growth';
import { guideData } from './guideData';
import { guideTables } from './guideTables';
import { headroom } from './headroom';
import { history } from './history';
import { issues } from './issues';
import { keptAside } from './keptAside';
import { levers } from './levers';
import { library } from './library';
import { measured } from './measured';
import { notices } from './notices';
import { plan } from './plan';
import { presets } from './presets';
import { prices } from './prices';
import { settings } from './settings';
import { share } from './share';
import { summaryBar } from './summaryBar';
import { recommendation } from './recommendation';
import { reverse } from './reverse';
import { totals } from './totals';
import { warnings } from './warnings';
import { working } from './working';

export const en = {
  ...common,
  ...app,
  ...components,
  ...composer,
  ...embed,
  ...exportImport,
  ...growth,
  ...guideData,
  ...guideTables,
  ...headroom,
  ...history,
  ...issues,
  ...keptAside,
  ...levers,
  ...library,
  ...measured,
  ...notices,
  ...plan,
  ...presets,
  ...prices,
  ...settings,
  ...share,
  ...summaryBar,
  ...recommendation,
  ...reverse,
  ...totals,
  ...warnings,
  ...working,
} as const;
