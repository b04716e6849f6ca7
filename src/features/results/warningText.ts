/**
 * A warning of the recommendation in plain words: the one sentence the recommendation panel, the report and the
 * embed all show (the panel adds its folded quotes of the guide).
 */
import { guides, skuCatalog, type Edition, type SizingWarning, type Workload } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount, formatSeconds } from '../../i18n/format';
import { formatList } from './formatList';
import { tableName, tableNameKey } from './tableNames';
import { workloadNames } from './workloadNames';

export interface WarningWords {
  title: string;
  text: string;
}

/**
 * @example warningText(t, 'en', { code: 'premiumP2' }, [], 'current')
 *   // { title: 'Beyond 100 units', text: 'Beyond 100 units only Premium_P2 is sold: ...' }
 */
export function warningText(
  t: Translate,
  locale: string,
  warning: SizingWarning,
  workloads: readonly Workload[],
  edition: Edition,
): WarningWords {
  const title = t(`warnings.${warning.code}.title` as const);
  const guide = guides[edition];
  const count = (units: readonly number[]) =>
    formatList(
      locale,
      units.map((unit) => formatCount(locale, unit)),
    );
  switch (warning.code) {
    case 'routingCost':
    case 'smallMessages':
    case 'transportNotBenchmarked':
    case 'aspnetFallback':
      return {
        title,
        text: t(`warnings.${warning.code}`, {
          count: warning.workloads.length,
          names: workloadNames(t, locale, workloads, warning.workloads),
        }),
      };
    case 'premiumP2':
      return { title, text: t('warnings.premiumP2') };
    case 'interpolated':
      return {
        title,
        text: t('warnings.interpolated', {
          units: formatCount(locale, warning.units),
          from: count(warning.fromUnits),
        }),
      };
    case 'freeTierAssumption': {
      const free = skuCatalog.skus.find((sku) => sku.id === 'Free');
      return {
        title,
        text: t('warnings.freeTierAssumption', {
          connections: formatCount(locale, free?.connectionsPerUnit ?? 0),
          messages: formatCount(locale, free?.includedMessagesPerUnitPerDay ?? 0),
        }),
      };
    }
    case 'slip': {
      const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
      if (!slip) return { title, text: '' };
      return {
        title,
        text: t('warnings.slip', {
          table: t(tableNameKey(slip.table)),
          unit: formatCount(locale, slip.unit),
        }),
      };
    }
    case 'messageSizeLimit':
      return {
        title,
        text: t(`warnings.messageSizeLimit.${warning.limit}`, {
          count: warning.workloads.length,
          names: workloadNames(t, locale, workloads, warning.workloads),
          limit: t('working.bytes', { value: formatCount(locale, warning.limitBytes) }),
          setting: warning.setting ?? '',
        }),
      };
    case 'unitQuota':
      return {
        title,
        text: t('warnings.unitQuota', {
          units: formatCount(locale, warning.units),
          quota: formatCount(locale, warning.quotaUnits),
        }),
      };
    case 'slowReconnect': {
      const params = {
        connections: formatCount(
          locale,
          Math.round(warning.seconds * warning.connectionsPerSecond),
        ),
        rate: formatCount(locale, warning.connectionsPerSecond),
        seconds: formatSeconds(locale, warning.seconds),
        window: formatSeconds(locale, warning.windowSeconds),
      };
      const text = t('warnings.slowReconnect', params);
      return {
        title,
        text: warning.extrapolated ? `${text} ${t('warnings.slowReconnect.extrapolated')}` : text,
      };
    }
    case 'appServersExtrapolated':
      return {
        title,
        text: t('warnings.appServersExtrapolated', {
          count: warning.workloads.length,
          names: workloadNames(t, locale, workloads, warning.workloads),
        }),
      };
    case 'contradiction': {
      const contradiction = guide.contradictions.find(
        (candidate) => candidate.id === warning.contradictionId,
      );
      if (!contradiction) return { title, text: '' };
      const { tables, units } = contradiction;
      if (contradiction.id.endsWith('-server-connections-in-quota')) {
        return { title, text: t('warnings.contradiction.serverConnectionsInQuota') };
      }
      if (contradiction.id === 'current-premiumP2-threshold') {
        return { title, text: t('warnings.contradiction.premiumP2Threshold') };
      }
      if (tables.length === 0) return { title, text: t('warnings.contradiction.general') };
      const appServerTables = tables.every((id) => id.endsWith('AppServers'));
      return {
        title,
        text: t(appServerTables ? 'warnings.contradiction.appServers' : 'warnings.contradiction', {
          count: tables.length,
          tables: formatList(
            locale,
            tables.map((id) => tableName(t, guide, id)),
          ),
          units: t('warnings.units', { count: units.length, list: count(units) }),
        }),
      };
    }
  }
}
