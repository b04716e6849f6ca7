/**
 * The English messages the first view draws: the header, workloads, settings, answer and headroom, the
 * notices, and the few words of other sections that these share (workload and table names, chart export).
 * They ship with the page; the tab panels' messages (./panels) arrive with the panels' own code.
 */
import { app } from './app';
import { common } from './common';
import { components } from './components';
import { composer } from './composer';
import { exportImportOnFirstView } from './exportImportOnFirstView';
import { guideData } from './guideData';
import { guideTablesOnFirstView } from './guideTablesOnFirstView';
import { headroom } from './headroom';
import { history } from './history';
import { issues } from './issues';
import { keptAside } from './keptAside';
import { notices } from './notices';
import { prices } from './prices';
import { recommendation } from './recommendation';
import { servicesOnFirstView } from './servicesOnFirstView';
import { settings } from './settings';
import { summaryBar } from './summaryBar';
import { totals } from './totals';
import { warnings } from './warnings';
import { workingOnFirstView } from './workingOnFirstView';

export const enFirstView = {
  ...common,
  ...app,
  ...components,
  ...composer,
  ...exportImportOnFirstView,
  ...guideData,
  ...guideTablesOnFirstView,
  ...headroom,
  ...history,
  ...issues,
  ...keptAside,
  ...notices,
  ...prices,
  ...recommendation,
  ...servicesOnFirstView,
  ...settings,
  ...summaryBar,
  ...totals,
  ...warnings,
  ...workingOnFirstView,
} as const;
