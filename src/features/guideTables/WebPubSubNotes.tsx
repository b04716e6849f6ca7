/** Web PubSub's guide: where it contradicts itself (and what the engine does), and its own caveats, each in its words. */
import { GuideDataText } from '../../components/GuideDataText';
import {
  plainQuote,
  webPubSubContradictionMessages,
  webPubSubNoteMessage,
} from '../../components/wording/webPubSubGuideText';
import type { WebPubSubGuideEdition } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';

export function WebPubSubNotes({ guide }: { guide: WebPubSubGuideEdition }) {
  const t = useT();
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <>
      <h3>{t('guideTables.contradictions')}</h3>
      <p className="panel-hint">{t('guideTables.contradictions.lead')}</p>
      <ul className="guide-tables-contradictions">
        {guide.contradictions.map((contradiction) => {
          const { description, engineRule } = webPubSubContradictionMessages(
            t,
            locale,
            guide,
            contradiction,
          );
          return (
            <li key={contradiction.id}>
              <p>
                <GuideDataText message={description} />
              </p>
              <p>
                <strong>{t('guideTables.contradiction.engine')}</strong>{' '}
                <span>
                  <GuideDataText message={engineRule} />
                </span>
              </p>
              <p className="panel-hint">
                {contradiction.tables.length > 0 &&
                  t('guideTables.contradiction.tables', {
                    tables: list.format(
                      contradiction.tables.map((id) => t(`guideTables.table.${id}`)),
                    ),
                  })}{' '}
                {contradiction.units.length > 0 &&
                  t('guideTables.contradiction.units', {
                    units: list.format(
                      contradiction.units.map((units) => formatCount(locale, units)),
                    ),
                  })}{' '}
                {t('guideTables.guideWords')}{' '}
                {contradiction.quotes.map((quote) => (
                  <q key={quote} lang="en">
                    {plainQuote(quote)}
                  </q>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
      <h3>{t('guideTables.notes')}</h3>
      <ul className="guide-tables-notes">
        {guide.notes.map((note) => (
          <li key={note.id}>
            <GuideDataText message={webPubSubNoteMessage(t, locale, guide, note)} />{' '}
            <span className="panel-hint">
              {t('guideTables.guideWords')} <q lang="en">{plainQuote(note.quote)}</q>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
