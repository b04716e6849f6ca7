/**
 * Azure Web PubSub's guide as printed, per edition: its five tables with their source (the page, its date and the
 * commit read), its slips flagged on their cells, its contradictions with the rule the engine follows, and its own
 * caveats in its own words.
 */
import { useMemo, useState } from 'react';
import {
  defaultTables,
  webPubSubEditionOf,
  webPubSubEditions,
  webPubSubGuideOf,
  type WebPubSubEdition,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { webPubSubSectionText } from '../../components/wording/webPubSubGuideText';
import { EditionTabs, tabId, tabPanelId } from './EditionTabs';
import { GuideTable } from './GuideTable';
import { webPubSubRows } from './guideTableRows';
import { WebPubSubNotes } from './WebPubSubNotes';

/** The edition shown: the scenario's, until the reader picks another here (and again when the scenario's changes). */
function useShownEdition(): [WebPubSubEdition, (edition: WebPubSubEdition) => void] {
  const scenarioEdition = useScenarioStore((state) => webPubSubEditionOf(state.scenario.edition));
  const [choice, setChoice] = useState<{
    whenScenarioHad: WebPubSubEdition;
    edition: WebPubSubEdition;
  } | null>(null);
  const shown =
    choice && choice.whenScenarioHad === scenarioEdition ? choice.edition : scenarioEdition;
  return [shown, (edition) => setChoice({ whenScenarioHad: scenarioEdition, edition })];
}

export function WebPubSubTables() {
  const t = useT();
  const locale = useLocale();
  const [edition, setEdition] = useShownEdition();
  const guide = webPubSubGuideOf(defaultTables, edition);
  const tables = useMemo(
    () => guide.tables.map((table) => ({ table, rows: webPubSubRows(table, guide.slips) })),
    [guide],
  );
  const editionName = t(`edition.${edition}`);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${guide.documentDate}T00:00:00Z`),
  );
  const first = guide.tables[0]?.provenance;
  return (
    <>
      <p className="panel-hint">{t('guideTables.lead.webPubSub')}</p>
      <EditionTabs editions={webPubSubEditions} selected={edition} onSelect={setEdition} />
      <div
        role="tabpanel"
        id={tabPanelId}
        aria-labelledby={tabId(edition)}
        className="guide-tables-tabpanel"
      >
        <p>
          {t('guideTables.source.webPubSub', {
            title: t('guideData.title.webPubSub'),
            edition: editionName,
            file: first?.file ?? '',
            date,
            commit: (first?.commit ?? '').slice(0, 7),
          })}{' '}
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
        <p className="panel-hint">{t('guideTables.throughput.lead')}</p>
        <div className="guide-tables-grid">
          {tables.map(({ table, rows }) => (
            <GuideTable
              key={`${edition}-${table.id}`}
              id={`guide-table-webpubsub-${edition}-${table.id}`}
              title={t(`guideTables.table.${table.id}`)}
              provenance={t('guideTables.provenance', {
                edition: editionName,
                section: webPubSubSectionText(t, table.section),
              })}
              rows={rows}
              guide={guide}
            />
          ))}
        </div>
        <WebPubSubNotes guide={guide} />
      </div>
    </>
  );
}
