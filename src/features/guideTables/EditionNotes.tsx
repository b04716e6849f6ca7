import { GuideDataText } from '../../components/GuideDataText';
import { contradictionMessages, guideNoteMessage } from '../../components/wording/guideDataText';
import type { GuideEdition } from '../../engine';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';

/** A table id in words: the catalog's heading for it, or the id itself for a table the edition lacks. */
function tableName(t: Translate, guide: GuideEdition, id: string): string {
  const throughput = guide.tables.find((table) => table.id === id);
  if (throughput) return t(`guideTables.table.${throughput.id}`);
  const appServers = guide.appServerTables.find((table) => table.id === id);
  if (appServers) return t(`guideTables.appServerTable.${appServers.server}.${appServers.pattern}`);
  return id;
}

/** The edition's contradictions with the engine's rule for each, and the guide's own notes. */
export function EditionNotes({ guide }: { guide: GuideEdition }) {
  const t = useT();
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <>
      <h3>{t('guideTables.contradictions')}</h3>
      <p className="panel-hint">{t('guideTables.contradictions.lead')}</p>
      <ul className="guide-tables-contradictions">
        {guide.contradictions.map((contradiction) => {
          const { description, engineRule } = contradictionMessages(
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
              {(contradiction.tables.length > 0 || contradiction.units.length > 0) && (
                <p className="panel-hint">
                  {contradiction.tables.length > 0 &&
                    t('guideTables.contradiction.tables', {
                      tables: list.format(
                        contradiction.tables.map((id) => tableName(t, guide, id)),
                      ),
                    })}{' '}
                  {contradiction.units.length > 0 &&
                    t('guideTables.contradiction.units', {
                      units: list.format(
                        contradiction.units.map((units) => formatCount(locale, units)),
                      ),
                    })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {guide.notes.length > 0 && (
        <>
          <h3>{t('guideTables.notes')}</h3>
          <ul className="guide-tables-notes">
            {guide.notes.map((note) => (
              <li key={note.id}>
                <GuideDataText message={guideNoteMessage(t, locale, guide, note)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
