/**
 * The English messages the first view draws: the header, workloads, settings, answer and headroom, and the few
 * words of other sections that these share (chart export). They ship with the page;
 * the words of what it shows only when something happened (notices, set-aside work: ./later) arrive after the
 * start, and the tab panels' messages (./panels) with the panels' own code.
 */
import { app } from './app';
import { common } from './common';
import { components } from './components';
import { composer } from './composer';
import { exportImportOnFirstView } from './exportImportOnFirstView';
import { headroom } from './headroom';
import { history } from './history';
import { pricesOnFirstView } from './pricesOnFirstView';
import { recommendation } from './recommendation';
import { servicesOnFirstView } from './servicesOnFirstView';
import { settingsOnFirstView } from './settingsOnFirstView';
import { summaryBar } from './summaryBar';
import { totals } from './totals';
import { warningsOnFirstView } from './warningsOnFirstView';

export const enFirstView = {
  ...common,
  ...app,
  ...components,
  ...composer,
  ...exportImportOnFirstView,
  ...headroom,
  ...history,
  ...pricesOnFirstView,
  ...recommendation,
  ...servicesOnFirstView,
  ...settingsOnFirstView,
  ...summaryBar,
  ...totals,
  ...warningsOnFirstView,
} as const;
