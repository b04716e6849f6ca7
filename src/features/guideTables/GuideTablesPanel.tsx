import { useMemo } from 'react';
import { sectionText } from '../../components/wording/guideDataText';
import { editions, guides, serviceOf, signalrEditionOf, type GuideHeading } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { EditionView, useShownEdition } from './EditionView';
import { signalrNotes } from './GuideNotes';
import { editionSource } from './guideSource';
import { appServerRows, caseStudyTables, throughputRows } from './guideTableRows';
import { WebPubSubTables } from './WebPubSubTables';
import './GuideTables.css';

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
  const [edition, setEdition] = useShownEdition(signalrEditionOf);
  const guide = guides[edition];
  const editionName = t(`edition.${edition}`);
  const tables = useMemo(() => {
    const provenance = (section: readonly GuideHeading[]) =>
      t('guideTables.provenance', { edition: editionName, section: sectionText(t, section) });
    return {
      throughput: caseStudyTables(guide).map((table) => ({
        id: `guide-table-${edition}-${table.id}`,
        title: t(`guideTables.table.${table.id}`),
        provenance: provenance(table.section),
        rows: throughputRows(table, guide.slips),
      })),
      appServers: guide.appServerTables.map((table) => ({
        id: `guide-table-${edition}-${table.id}`,
        title: t(`guideTables.appServerTable.${table.server}.${table.pattern}`),
        provenance: provenance(table.section),
        rows: appServerRows(table),
      })),
    };
  }, [guide, edition, t, editionName]);
  const source = editionSource(guide, locale);
  const sourceParams = {
    count: source.translationCount,
    // The guide's title as its translation in the reader's language prints it.
    title: t('guideData.title'),
    edition: editionName,
    languages: source.languages,
  };
  return (
    <EditionView
      lead={t('guideTables.lead')}
      editions={editions}
      edition={edition}
      onSelect={setEdition}
      source={
        source.dates
          ? t('guideTables.source.dated', { ...sourceParams, dates: source.dates })
          : t('guideTables.source', sourceParams)
      }
      guide={guide}
      throughputLead={`${t('guideTables.throughput.lead')} ${t('guideTables.quickSkipped')}`}
      throughput={tables.throughput}
      appServers={tables.appServers}
      notes={signalrNotes(t, locale, guide)}
    />
  );
}
