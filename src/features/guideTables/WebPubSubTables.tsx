/**
 * Azure Web PubSub's guide as printed, per edition (./EditionView): its five tables with their source (the page,
 * its date and the commit read), its slips flagged on their cells, its contradictions with the rule the engine
 * follows, and its own caveats in its own words.
 */
import { useMemo } from 'react';
import {
  defaultTables,
  webPubSubEditionOf,
  webPubSubEditions,
  webPubSubGuideOf,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { webPubSubSectionText } from '../../components/wording/webPubSubGuideText';
import { EditionView, useShownEdition } from './EditionView';
import { webPubSubNotes } from './GuideNotes';
import { webPubSubRows } from './guideTableRows';

export function WebPubSubTables() {
  const t = useT();
  const locale = useLocale();
  const [edition, setEdition] = useShownEdition(webPubSubEditionOf);
  const guide = webPubSubGuideOf(defaultTables, edition);
  const editionName = t(`edition.${edition}`);
  const throughput = useMemo(
    () =>
      guide.tables.map((table) => ({
        id: `guide-table-webpubsub-${edition}-${table.id}`,
        title: t(`guideTables.table.${table.id}`),
        provenance: t('guideTables.provenance', {
          edition: editionName,
          section: webPubSubSectionText(t, table.section),
        }),
        rows: webPubSubRows(table, guide.slips),
      })),
    [guide, edition, t, editionName],
  );
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${guide.documentDate}T00:00:00Z`),
  );
  const first = guide.tables[0]?.provenance;
  return (
    <EditionView
      lead={t('guideTables.lead.webPubSub')}
      editions={webPubSubEditions}
      edition={edition}
      onSelect={setEdition}
      source={t('guideTables.source.webPubSub', {
        title: t('guideData.title.webPubSub'),
        edition: editionName,
        file: first?.file ?? '',
        date,
        commit: (first?.commit ?? '').slice(0, 7),
      })}
      guide={guide}
      throughputLead={t('guideTables.throughput.lead')}
      throughput={throughput}
      notes={webPubSubNotes(t, locale, guide)}
    />
  );
}
