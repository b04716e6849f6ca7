/**
 * Panels the first screen does not need, each its own chunk, requested as soon as the page renders:
 * the charts (recharts), the guide's tables, the working, and the panels below the workloads (share,
 * saved scenarios, export and import, presets). The first paint needs only the settings, the workloads
 * and the answer; everything here fills in below the fold a moment later.
 */
import { lazy } from 'react';

export const GrowthPanel = lazy(() => import('../features/growth/GrowthPanel'));
export const PlanPanel = lazy(() => import('../features/plan/PlanPanel'));
export const GuideTablesPanel = lazy(() => import('../features/guideTables/GuideTablesPanel'));
export const WorkingPanel = lazy(() =>
  import('../features/working/WorkingPanel').then((module) => ({ default: module.WorkingPanel })),
);
export const LeversPanel = lazy(() => import('../features/levers/LeversPanel'));
export const MeasuredPanel = lazy(() =>
  import('../features/measured/MeasuredPanel').then((module) => ({
    default: module.MeasuredPanel,
  })),
);
export const SharePanel = lazy(() =>
  import('../features/share/SharePanel').then((module) => ({ default: module.SharePanel })),
);
export const EmbedDialog = lazy(() =>
  import('../features/share/EmbedDialog').then((module) => ({ default: module.EmbedDialog })),
);
export const LibraryPanel = lazy(() =>
  import('../features/library/LibraryPanel').then((module) => ({ default: module.LibraryPanel })),
);
export const ExportImportPanel = lazy(() =>
  import('../features/exportImport/ExportImportPanel').then((module) => ({
    default: module.ExportImportPanel,
  })),
);
export const PresetsPanel = lazy(() =>
  import('../features/presets/PresetsPanel').then((module) => ({ default: module.PresetsPanel })),
);

/** The embed view is its own small page: the dashboard's code is not needed in a frame, and vice versa. */
export const EmbedView = lazy(() =>
  import('../features/embed/EmbedView').then((module) => ({ default: module.EmbedView })),
);

/** The scenario summary printed on paper: mounted with the page, whichever tabs were opened. */
export const PrintSummary = lazy(() =>
  import('../features/exportImport/PrintSummary').then((module) => ({
    default: module.PrintSummary,
  })),
);
