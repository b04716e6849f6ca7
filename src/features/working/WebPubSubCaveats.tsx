/**
 * What Azure Web PubSub's guide warns about, for the tables this scenario reads: its own caveats (routing cost
 * outside Server Load, the upstream it assumed, soft limits...), in the reader's language beside the guide's words.
 */
import { GuideDataText } from '../../components/GuideDataText';
import { plainQuote, webPubSubNoteMessage } from '../../components/wording/webPubSubGuideText';
import {
  defaultTables,
  webPubSubEditionOf,
  webPubSubGuideOf,
  webPubSubTablesUsedBy,
  type Scenario,
} from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';

export function WebPubSubCaveats({ scenario }: { scenario: Scenario }) {
  const t = useT();
  const locale = useLocale();
  const guide = webPubSubGuideOf(defaultTables, webPubSubEditionOf(scenario.edition));
  const read = new Set(scenario.workloads.flatMap(webPubSubTablesUsedBy));
  const notes = guide.notes.filter(
    (note) => note.tables.length === 0 || note.tables.some((table) => read.has(table)),
  );
  return (
    <>
      <h3>{t('working.caveats')}</h3>
      <p className="panel-hint">{t('working.caveats.lead')}</p>
      <ul className="working-lines">
        {notes.map((note) => (
          <li key={note.id}>
            <GuideDataText message={webPubSubNoteMessage(t, locale, guide, note)} />
            <span className="working-note">
              <q lang="en">{plainQuote(note.quote)}</q>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
