import { Suspense, type ReactNode } from 'react';
import { Composer } from '../features/composer/Composer';
import HeadroomPanel from '../features/headroom/HeadroomPanel';
import { HistoryControls } from '../features/history/HistoryControls';
import { NoticeBanner } from '../features/notices/NoticeBanner';
import { PricesPanel } from '../features/prices/PricesPanel';
import { RecommendationPanel } from '../features/recommendation/RecommendationPanel';
import { ServicesSummary } from '../features/services/ServicesSummary';
import { CompactSettings } from '../features/settings/SettingsPanel';
import { SummaryBar } from '../features/summaryBar/SummaryBar';
import { TotalsPanel } from '../features/totals/TotalsPanel';
import { KeptAsidePanel } from '../features/keptAside/KeptAsidePanel';
import { useT } from '../i18n/I18nProvider';
import { english as englishCatalog } from '../i18n/locales';
import type { ViewParams } from '../state/viewParams';
import { useScenarioStore } from '../state/scenarioStore';
import { LanguagePicker } from './LanguagePicker';
import {
  DeployPanel,
  EmbedDialog,
  EmbedView,
  ExportImportPanel,
  GrowthPanel,
  GuideTablesPanel,
  LeversPanel,
  LibraryPanel,
  PlanPanel,
  MeasuredPanel,
  PresetsPanel,
  PrintSummary,
  ReversePanel,
  ServicesPanel,
  SharePanel,
  WorkingPanel,
} from './lazyPanels';
import { LocaleProvider, type LoadedCatalog } from './LocaleProvider';
import { PanelBoundary } from './PanelBoundary';
import { ThemePicker } from './ThemePicker';
import { Tabs, type TabItem } from '../components/Tabs';

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

/**
 * Panels for planning ahead (growth, load profiles, cost levers, measured metrics...): each is lazily loaded
 * (lazyPanels.ts) and gets its own tab in the "Planning" group below the answer, so a new panel never makes
 * the first screen taller. Add one entry per panel; the tab appears once the list is not empty.
 */
function usePlanningTabs(): TabItem[] {
  const t = useT();
  return [
    {
      id: 'growth',
      label: t('app.tabs.growth'),
      content: (
        <Guarded>
          <GrowthPanel />
        </Guarded>
      ),
    },
    {
      id: 'plan',
      label: t('app.tabs.plan'),
      content: (
        <Guarded>
          <PlanPanel />
        </Guarded>
      ),
    },
    {
      id: 'levers',
      label: t('app.tabs.levers'),
      content: (
        <Guarded>
          <LeversPanel />
        </Guarded>
      ),
    },
    {
      id: 'measured',
      label: t('app.tabs.measured'),
      content: (
        <Guarded>
          <MeasuredPanel />
        </Guarded>
      ),
    },
    {
      id: 'deploy',
      label: t('app.tabs.deploy'),
      content: (
        <Guarded>
          <DeployPanel />
        </Guarded>
      ),
    },
  ];
}

/** Everything that explains, keeps or feeds the answer, one tab at a time. */
function MoreTabs() {
  const t = useT();
  const planning = usePlanningTabs();
  const tabs: TabItem[] = [
    ...planning,
    {
      id: 'presets',
      label: t('app.tabs.presets'),
      content: (
        <Guarded>
          <PresetsPanel />
        </Guarded>
      ),
    },
    {
      id: 'working',
      label: t('app.tabs.working'),
      content: (
        <Guarded>
          <WorkingPanel />
        </Guarded>
      ),
    },
    {
      id: 'scenarios',
      label: t('app.tabs.scenarios'),
      content: (
        <>
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
        </>
      ),
    },
    {
      id: 'guide',
      label: t('app.tabs.guide'),
      content: (
        <>
          <Guarded>
            <GuideTablesPanel />
          </Guarded>
          <Guarded>
            <ReversePanel />
          </Guarded>
        </>
      ),
    },
  ];
  return <Tabs label={t('app.tabs.label')} tabs={tabs} loading={t('app.loading')} />;
}

function Dashboard() {
  const t = useT();
  const webPubSub = useScenarioStore((state) => state.scenario.service === 'webPubSub');
  return (
    <>
      <header className="page-header">
        <div className="page-header-top">
          <h1>{t(webPubSub ? 'app.title.webPubSub' : 'app.title')}</h1>
          <div className="page-header-tools">
            <HistoryControls />
            <LanguagePicker />
            <ThemePicker />
          </div>
        </div>
        <p>{t(webPubSub ? 'app.tagline.webPubSub' : 'app.tagline')}</p>
      </header>
      <NoticeBanner />
      <main className="layout">
        {/* Workloads first, the settings compact below them; the answer beside, in view while they change. */}
        <div className="column column-inputs">
          <Guarded>
            <KeptAsidePanel />
          </Guarded>
          <Guarded>
            <Composer />
          </Guarded>
          <Guarded>
            <CompactSettings />
          </Guarded>
          <Guarded>
            <PricesPanel />
          </Guarded>
        </div>
        <div className="column column-answer">
          <Guarded>
            <RecommendationPanel />
          </Guarded>
          <Guarded>
            <HeadroomPanel />
          </Guarded>
          {/*
           * In the answer column, folded to one line: the other service's answer at a glance, the side by side when
           * opened. Below the headroom chart, which stays in view beside the workloads at 1440 x 900.
           */}
          <Guarded>
            <ServicesSummary>
              <ServicesPanel />
            </ServicesSummary>
          </Guarded>
          <Guarded>
            <TotalsPanel />
          </Guarded>
        </div>
        <div className="column column-more">
          <MoreTabs />
        </div>
      </main>
      <Suspense fallback={null}>
        <PrintSummary />
      </Suspense>
      <Guarded>
        <SummaryBar />
      </Guarded>
    </>
  );
}

const fullView: ViewParams = { view: 'full', mode: 'interactive', theme: 'auto', lang: null };

const english: LoadedCatalog = { locale: 'en', catalog: englishCatalog };

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
