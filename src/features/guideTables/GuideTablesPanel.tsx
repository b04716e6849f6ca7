import { useMemo, useState } from 'react';
import { sectionText } from '../../components/wording/guideDataText';
import {
  editions,
  guides,
  serviceOf,
  signalrEditionOf,
  type Edition,
  type GuideHeading,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { EditionTabs, tabId, tabPanelId } from './EditionTabs';
import { EditionNotes } from './EditionNotes';
import { editionSource } from './guideSource';
import { GuideTable } from './GuideTable';
import { appServerRows, caseStudyTables, throughputRows } from './guideTableRows';
import { WebPubSubTables } from './WebPubSubTables';
import './GuideTables.css';

/** The edition shown: the scenario's, until the reader picks another here (and again when the scenario's changes). */
function useShownEdition(): [Edition, (edition: Edition) => void] {
  const scenarioEdition = useScenarioStore((state) => signalrEditionOf(state.scenario.edition));
  const [choice, setChoice] = useState<{ whenScenarioHad: Edition; edition: Edition } | null>(null);
  const shown =
    choice && choice.whenScenarioHad === scenarioEdition ? choice.edition : scenarioEdition;
  return [shown, (edition) => setChoice({ whenScenarioHad: scenarioEdition, edition })];
}

/**
 * The guide's tables as printed, per edition, with its slips flagged and its contradictions listed: the guide of the
 * scenario's service (Azure SignalR Service's, or Azure Web PubSub's).
 */
export default function GuideTablesPanel() {
  const t = useT();
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  return (
    <section className="panel guide-tables" aria-labelledby="guide-tables-heading">
      <h2 id="guide-tables-heading">{t('guideTables.title')}</h2>
      {service === 'webPubSub' ? <WebPubSubTables /> : <SignalrTables />}
    </section>
  );
}

function SignalrTables() {
  const t = useT();
  const locale = useLocale();
  const [edition, setEdition] = useShownEdition();
  const guide = guides[edition];
  const tables = useMemo(
    () => ({
      throughput: caseStudyTables(guide).map((table) => ({
        table,
        rows: throughputRows(table, guide.slips),
      })),
      appServers: guide.appServerTables.map((table) => ({ table, rows: appServerRows(table) })),
    }),
    [guide],
  );
  const source = editionSource(guide, locale);
  const editionName = t(`edition.${edition}`);
  const sourceParams = {
    count: source.translationCount,
    // The guide's title as its translation in the reader's language prints it.
    title: t('guideData.title'),
    edition: editionName,
    languages: source.languages,
  };
  const provenance = (section: readonly GuideHeading[]) =>
    t('guideTables.provenance', { edition: editionName, section: sectionText(t, section) });

  return (
    <>
      <p className="panel-hint">{t('guideTables.lead')}</p>
      <EditionTabs editions={editions} selected={edition} onSelect={setEdition} />
      <div
        role="tabpanel"
        id={tabPanelId}
        aria-labelledby={tabId(edition)}
        className="guide-tables-tabpanel"
      >
        <p>
          {source.dates
            ? t('guideTables.source.dated', { ...sourceParams, dates: source.dates })
            : t('guideTables.source', sourceParams)}{' '}
          {t('guideTables.method', {
            bytes: formatCount(locale, guide.messageBytes),
            interval: formatSeconds(locale, guide.sendIntervalSeconds),
          })}
        </p>
        <p className="panel-hint">
          {t('guideTables.bandwidthUnits', {
            kbps: formatCount(locale, guide.bandwidthUnits.KBps),
            mbps: formatCount(locale, guide.bandwidthUnits.MBps),
          })}{' '}
          {guide.slips.length === 0
            ? t('guideTables.slipCount.none')
            : t('guideTables.slipCount', { count: guide.slips.length })}
        </p>

        <h3>{t('guideTables.throughput')}</h3>
        <p className="panel-hint">
          {t('guideTables.throughput.lead')} {t('guideTables.quickSkipped')}
        </p>
        <div className="guide-tables-grid">
          {tables.throughput.map(({ table, rows }) => (
            <GuideTable
              key={`${edition}-${table.id}`}
              id={`guide-table-${edition}-${table.id}`}
              title={t(`guideTables.table.${table.id}`)}
              provenance={provenance(table.section)}
              rows={rows}
              guide={guide}
            />
          ))}
        </div>

        <h3>{t('guideTables.appServers')}</h3>
        <p className="panel-hint">{t('guideTables.appServers.lead')}</p>
        <div className="guide-tables-grid guide-tables-grid-narrow">
          {tables.appServers.map(({ table, rows }) => (
            <GuideTable
              key={`${edition}-${table.id}`}
              id={`guide-table-${edition}-${table.id}`}
              title={t(`guideTables.appServerTable.${table.server}.${table.pattern}`)}
              provenance={provenance(table.section)}
              rows={rows}
              guide={guide}
            />
          ))}
        </div>

        <EditionNotes guide={guide} />
      </div>
    </>
  );
}
