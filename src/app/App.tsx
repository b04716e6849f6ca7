import { Suspense, type ReactNode } from 'react';
import { Composer } from '../features/composer/Composer';
import { HistoryControls } from '../features/history/HistoryControls';
import { NoticeBanner } from '../features/notices/NoticeBanner';
import { PricesPanel } from '../features/prices/PricesPanel';
import { RecommendationPanel } from '../features/recommendation/RecommendationPanel';
import { ReversePanel } from '../features/reverse/ReversePanel';
import { SettingsPanel } from '../features/settings/SettingsPanel';
import { SummaryBar } from '../features/summaryBar/SummaryBar';
import { TotalsPanel } from '../features/totals/TotalsPanel';
import { KeptAsidePanel } from '../features/keptAside/KeptAsidePanel';
import { useT } from '../i18n/I18nProvider';
import { en } from '../i18n/en';
import type { ViewParams } from '../state/viewParams';
import { LanguagePicker } from './LanguagePicker';
import {
  EmbedDialog,
  EmbedView,
  ExportImportPanel,
  GrowthPanel,
  GuideTablesPanel,
  HeadroomPanel,
  LeversPanel,
  LibraryPanel,
  MeasuredPanel,
  PresetsPanel,
  SharePanel,
  WorkingPanel,
} from './lazyPanels';
import { LocaleProvider, type LoadedCatalog } from './LocaleProvider';
import { PanelBoundary } from './PanelBoundary';
import { ThemePicker } from './ThemePicker';

/**
 * A panel that cannot take the page down with it; `loading` (a lazy panel) is shown while its chunk
 * arrives.
 */
function Guarded({ children, loading }: { children: ReactNode; loading?: string }) {
  const t = useT();
  const body = (
    <PanelBoundary title={t('app.error.title')} body={t('app.error.body')}>
      {children}
    </PanelBoundary>
  );
  if (loading === undefined) return body;
  return (
    <Suspense
      fallback={
        <div className="panel" aria-busy="true">
          {loading}
        </div>
      }
    >
      {body}
    </Suspense>
  );
}

function Dashboard() {
  const t = useT();
  const chart = t('app.loadingChart');
  const panel = t('app.loading');
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
          <Guarded loading={panel}>
            <SharePanel>
              <EmbedDialog />
            </SharePanel>
          </Guarded>
          <Guarded>
            <KeptAsidePanel />
          </Guarded>
          <Guarded loading={panel}>
            <LibraryPanel />
          </Guarded>
          <Guarded loading={panel}>
            <ExportImportPanel />
          </Guarded>
          <Guarded loading={panel}>
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
          <Guarded loading={chart}>
            <HeadroomPanel />
          </Guarded>
          <Guarded loading={chart}>
            <GrowthPanel />
          </Guarded>
          <Guarded loading={panel}>
            <WorkingPanel />
          </Guarded>
          <Guarded loading={panel}>
            <LeversPanel />
          </Guarded>
          <Guarded loading={panel}>
            <MeasuredPanel />
          </Guarded>
        </div>
      </main>
      <div className="layout layout-wide">
        <Guarded loading={panel}>
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
