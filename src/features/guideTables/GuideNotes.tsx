/**
 * Where a guide contradicts itself (and the rule the engine follows), and its own notes: drawn alike for either
 * service's guide. `signalrNotes` and `webPubSubNotes` put each guide's data into the same items; Web PubSub's
 * data also keeps the guide's own English words, shown beside each item.
 */
import { GuideDataText } from '../../components/GuideDataText';
import {
  contradictionMessages,
  guideNoteMessage,
  type GuideDataMessage,
} from '../../components/wording/guideDataText';
import {
  plainQuote,
  webPubSubContradictionMessages,
  webPubSubNoteMessage,
} from '../../components/wording/webPubSubGuideText';
import type { GuideEdition, WebPubSubGuideEdition } from '../../engine';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';

export interface ContradictionItem {
  id: string;
  description: GuideDataMessage;
  engineRule: GuideDataMessage;
  /** The tables it concerns, in words. */
  tables: string[];
  units: readonly number[];
  /** The guide's own English words, where the data keeps them. */
  quotes: readonly string[];
}

export interface NoteItem {
  id: string;
  message: GuideDataMessage;
  /** The guide's own English words, where the data keeps them. */
  quote: string | null;
}

export interface GuideNotesProps {
  contradictions: readonly ContradictionItem[];
  notes: readonly NoteItem[];
}

/** A SignalR table id in words: the catalog's heading for it, or the id itself for a table the edition lacks. */
function signalrTableName(t: Translate, guide: GuideEdition, id: string): string {
  const throughput = guide.tables.find((table) => table.id === id);
  if (throughput) return t(`guideTables.table.${throughput.id}`);
  const appServers = guide.appServerTables.find((table) => table.id === id);
  if (appServers) return t(`guideTables.appServerTable.${appServers.server}.${appServers.pattern}`);
  return id;
}

/** SignalR's guide, one edition, as items. */
export function signalrNotes(t: Translate, locale: string, guide: GuideEdition): GuideNotesProps {
  return {
    contradictions: guide.contradictions.map((contradiction) => ({
      id: contradiction.id,
      ...contradictionMessages(t, locale, guide, contradiction),
      tables: contradiction.tables.map((id) => signalrTableName(t, guide, id)),
      units: contradiction.units,
      quotes: [],
    })),
    notes: guide.notes.map((note) => ({
      id: note.id,
      message: guideNoteMessage(t, locale, guide, note),
      quote: null,
    })),
  };
}

/** Web PubSub's guide, one edition, as items, each with the guide's own words. */
export function webPubSubNotes(
  t: Translate,
  locale: string,
  guide: WebPubSubGuideEdition,
): GuideNotesProps {
  return {
    contradictions: guide.contradictions.map((contradiction) => ({
      id: contradiction.id,
      ...webPubSubContradictionMessages(t, locale, guide, contradiction),
      tables: contradiction.tables.map((id) => t(`guideTables.table.${id}`)),
      units: contradiction.units,
      quotes: contradiction.quotes.map(plainQuote),
    })),
    notes: guide.notes.map((note) => ({
      id: note.id,
      message: webPubSubNoteMessage(t, locale, guide, note),
      quote: plainQuote(note.quote),
    })),
  };
}

export function GuideNotes({ contradictions, notes }: GuideNotesProps) {
  const t = useT();
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <>
      <h3>{t('guideTables.contradictions')}</h3>
      <p className="panel-hint">{t('guideTables.contradictions.lead')}</p>
      <ul className="guide-tables-contradictions">
        {contradictions.map((contradiction) => (
          <li key={contradiction.id}>
            <p>
              <GuideDataText message={contradiction.description} />
            </p>
            <p>
              <strong>{t('guideTables.contradiction.engine')}</strong>{' '}
              <span>
                <GuideDataText message={contradiction.engineRule} />
              </span>
            </p>
            {(contradiction.tables.length > 0 ||
              contradiction.units.length > 0 ||
              contradiction.quotes.length > 0) && (
              <p className="panel-hint">
                {contradiction.tables.length > 0 &&
                  t('guideTables.contradiction.tables', {
                    tables: list.format(contradiction.tables),
                  })}{' '}
                {contradiction.units.length > 0 &&
                  t('guideTables.contradiction.units', {
                    units: list.format(
                      contradiction.units.map((units) => formatCount(locale, units)),
                    ),
                  })}
                {contradiction.quotes.length > 0 && (
                  <>
                    {' '}
                    {t('guideTables.guideWords')}{' '}
                    {contradiction.quotes.map((quote) => (
                      <q key={quote} lang="en">
                        {quote}
                      </q>
                    ))}
                  </>
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
      {notes.length > 0 && (
        <>
          <h3>{t('guideTables.notes')}</h3>
          <ul className="guide-tables-notes">
            {notes.map((note) => (
              <li key={note.id}>
                <GuideDataText message={note.message} />
                {note.quote !== null && (
                  <>
                    {' '}
                    <span className="panel-hint">
                      {t('guideTables.guideWords')} <q lang="en">{note.quote}</q>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
