/**
 * Panels the first screen does not need, each its own chunk, requested when first drawn: the tabs below the
 * answer (planning, deploying, presets, the working, saved scenarios, export and import, the guide's tables
 * and its reverse formula) and the embed. The first paint needs only the settings, the workloads and the answer.
 * Each waits for the tab panels' English messages (src/i18n/locales.ts) and the link codec too.
 */
import { lazy } from 'react';
import { laterTablesReady } from '../engine';
import { laterMessagesReady, panelMessagesReady } from '../i18n/locales';
import { linkCodecReady } from '../state/linkCodec';
import { parsersReady } from '../state/parsersSlot';

/**
 * A panel's code, its English messages (with those of the first view's folded parts, which panels and exports
 * share), the share link's codec (panels show and export links), the later tables
 * (the guide's 2019 edition, Web PubSub's guide: panels show either) and the boundaries' parsers (panels import
 * files, restore and compare saved scenarios, plan with the engine's gate), all before it renders.
 */
function lazyPanel<Panel extends Parameters<typeof lazy>[0]>(load: Panel) {
  return lazy(() =>
    Promise.all([
      load(),
      panelMessagesReady(),
      laterMessagesReady(),
      linkCodecReady(),
      laterTablesReady(),
      parsersReady(),
    ]).then(([module]) => module),
  );
}

export const GrowthPanel = lazyPanel(() => import('../features/growth/GrowthPanel'));
export const PlanPanel = lazyPanel(() => import('../features/plan/PlanPanel'));
export const GuideTablesPanel = lazyPanel(() => import('../features/guideTables/GuideTablesPanel'));
export const WorkingPanel = lazyPanel(() =>
  import('../features/working/WorkingPanel').then((module) => ({ default: module.WorkingPanel })),
);
export const LeversPanel = lazyPanel(() => import('../features/levers/LeversPanel'));
/** SignalR or Web PubSub: the scenario sized on both services, and the switch. */
export const ServicesPanel = lazyPanel(() => import('../features/services/ServicesPanel'));
/** The plan as infrastructure code: with it come the four generators of src/deploy, in this chunk only. */
export const DeployPanel = lazyPanel(() => import('../features/deploy/DeployPanel'));
export const MeasuredPanel = lazyPanel(() =>
  import('../features/measured/MeasuredPanel').then((module) => ({
    default: module.MeasuredPanel,
  })),
);
export const SharePanel = lazyPanel(() =>
  import('../features/share/SharePanel').then((module) => ({ default: module.SharePanel })),
);
export const EmbedDialog = lazyPanel(() =>
  import('../features/share/EmbedDialog').then((module) => ({ default: module.EmbedDialog })),
);
export const LibraryPanel = lazyPanel(() =>
  import('../features/library/LibraryPanel').then((module) => ({ default: module.LibraryPanel })),
);
export const ExportImportPanel = lazyPanel(() =>
  import('../features/exportImport/ExportImportPanel').then((module) => ({
    default: module.ExportImportPanel,
  })),
);
export const PresetsPanel = lazyPanel(() =>
  import('../features/presets/PresetsPanel').then((module) => ({ default: module.PresetsPanel })),
);

/** The guide's reverse formula, beside its tables. */
export const ReversePanel = lazyPanel(() =>
  import('../features/reverse/ReversePanel').then((module) => ({ default: module.ReversePanel })),
);

/** The embed view is its own small page: the dashboard's code is not needed in a frame, and vice versa. */
export const EmbedView = lazyPanel(() =>
  import('../features/embed/EmbedView').then((module) => ({ default: module.EmbedView })),
);

/** The scenario summary printed on paper: mounted with the page, whichever tabs were opened. */
export const PrintSummary = lazyPanel(() =>
  import('../features/exportImport/PrintSummary').then((module) => ({
    default: module.PrintSummary,
  })),
);
