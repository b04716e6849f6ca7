/**
 * A warning of the recommendation in plain words, for documents (the report). The same catalog messages as
 * the recommendation panel's list, without its folded quotes of the guide.
 */
import { guides, skuCatalog, type Edition, type SizingWarning, type Workload } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { formatList } from '../results/formatList';
import { tableName, tableNameKey } from '../results/tableNames';
import { workloadNames } from '../results/workloadNames';

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
  const title = t(`warnings.${warning.code}.title`);
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
    case 'contradiction': {
      const contradiction = guide.contradictions.find(
        (candidate) => candidate.id === warning.contradictionId,
      );
      if (!contradiction) return { title, text: '' };
      const { tables, units } = contradiction;
      if (tables.length === 0) return { title, text: t('warnings.contradiction.general') };
      return {
        title,
        text: t('warnings.contradiction', {
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
