import { lazy, Suspense, type ReactNode } from 'react';
import { Composer } from '../features/composer/Composer';
import { PresetsPanel } from '../features/presets/PresetsPanel';
import { PricesPanel } from '../features/prices/PricesPanel';
import { RecommendationPanel } from '../features/recommendation/RecommendationPanel';
import { ReversePanel } from '../features/reverse/ReversePanel';
import { SettingsPanel } from '../features/settings/SettingsPanel';
import { SummaryBar } from '../features/summaryBar/SummaryBar';
import { TotalsPanel } from '../features/totals/TotalsPanel';
import { WorkingPanel } from '../features/working/WorkingPanel';
import { EmbedDialog } from '../features/share/EmbedDialog';
import { ExportImportPanel } from '../features/exportImport/ExportImportPanel';
import { HistoryControls } from '../features/history/HistoryControls';
import { LibraryPanel } from '../features/library/LibraryPanel';
import { NoticeBanner } from '../features/notices/NoticeBanner';
import { SharePanel } from '../features/share/SharePanel';
import { useT } from '../i18n/I18nProvider';
import { en } from '../i18n/en';
import { LanguagePicker } from './LanguagePicker';
import { ThemePicker } from './ThemePicker';
import { LocaleProvider, type LoadedCatalog } from './LocaleProvider';
import type { ViewParams } from '../state/viewParams';
import { PanelBoundary } from './PanelBoundary';

// The charts (recharts) and the guide's tables are not needed for the first paint: they load after it.
// The embed view is its own small page: the dashboard's code is not needed in a frame, and vice versa.
const EmbedView = lazy(() =>
  import('../features/embed/EmbedView').then((module) => ({ default: module.EmbedView })),
);
const HeadroomPanel = lazy(() => import('../features/headroom/HeadroomPanel'));
const GrowthPanel = lazy(() => import('../features/growth/GrowthPanel'));
const GuideTablesPanel = lazy(() => import('../features/guideTables/GuideTablesPanel'));

function Guarded({ children, lazyPanel = false }: { children: ReactNode; lazyPanel?: boolean }) {
  const t = useT();
  const body = (
    <PanelBoundary title={t('app.error.title')} body={t('app.error.body')}>
      {children}
    </PanelBoundary>
  );
  if (!lazyPanel) return body;
  return (
    <Suspense
      fallback={
        <div className="panel" aria-busy="true">
          {t('app.loadingChart')}
        </div>
      }
    >
      {body}
    </Suspense>
  );
}

function Dashboard() {
  const t = useT();
  return (
    <>
      <header className="page-header">
        <div className="page-header-top">
          <h1>{t('app.title')}</h1>
          <div className="page-header-tools">
            <HistoryControls />
            <LanguagePicker />
            <ThemePicker />
          </div>
        </div>
        <p>{t('app.tagline')}</p>
      </header>
      <NoticeBanner />
      <main className="layout">
        <div className="column">
          <Guarded>
            <SettingsPanel />
          </Guarded>
          <Guarded>
            <PricesPanel />
          </Guarded>
          <Guarded>
            <Composer />
          </Guarded>
          <Guarded>
            <SharePanel>
              <EmbedDialog />
            </SharePanel>
          </Guarded>
          <Guarded>
            <LibraryPanel />
          </Guarded>
          <Guarded>
            <ExportImportPanel />
          </Guarded>
          <Guarded>
            <PresetsPanel />
          </Guarded>
        </div>
        <div className="column">
          <Guarded>
            <RecommendationPanel />
          </Guarded>
          <Guarded>
            <TotalsPanel />
          </Guarded>
          <Guarded lazyPanel>
            <HeadroomPanel />
          </Guarded>
          <Guarded lazyPanel>
            <GrowthPanel />
          </Guarded>
          <Guarded>
            <WorkingPanel />
          </Guarded>
        </div>
      </main>
      <div className="layout layout-wide">
        <Guarded lazyPanel>
          <GuideTablesPanel />
        </Guarded>
        <Guarded>
          <ReversePanel />
        </Guarded>
      </div>
      <SummaryBar />
    </>
  );
}

const fullView: ViewParams = { view: 'full', mode: 'interactive', theme: 'auto', lang: null };

const english: LoadedCatalog = { locale: 'en', catalog: en };

export function App({
  viewParams = fullView,
  initialCatalog = english,
}: {
  viewParams?: ViewParams;
  initialCatalog?: LoadedCatalog;
}) {
  return (
    <LocaleProvider initial={initialCatalog}>
      {viewParams.view === 'embed' ? (
        <Suspense fallback={null}>
          <EmbedView params={viewParams} />
        </Suspense>
      ) : (
        <Dashboard />
      )}
    </LocaleProvider>
  );
}
