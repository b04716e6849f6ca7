/** Names of the guide's tables, shared by the recommendation's warnings and "Check our working". */
import type { GuideEdition, ThroughputTable } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/catalog';

export function tableNameKey(tableId: ThroughputTable['id']): MessageKey {
  return `working.table.${tableId}`;
}

/**
 * Any table of the guide by its id: a throughput table ("small group") or an app-server table
 * ("broadcast app-server"); an id the edition does not have is shown as it is.
 */
export function tableName(t: Translate, guide: GuideEdition, tableId: string): string {
  const throughput = guide.tables.find((table) => table.id === tableId);
  if (throughput) return t(tableNameKey(throughput.id));
  const appServer = guide.appServerTables.find((table) => table.id === tableId);
  if (appServer) {
    return t('warnings.appServerTable', {
      pattern: t(`working.appServerPattern.${appServer.pattern}`),
    });
  }
  return tableId;
}
