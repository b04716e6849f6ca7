/**
 * Every tier of an evaluation as CSV for a spreadsheet: RFC 4180 quoting, CRLF line ends, a UTF-8 byte-order
 * mark (so Excel reads the file as UTF-8), and cells that a spreadsheet would run as a formula neutralised.
 */
import { exportedUserText } from '../components/userText';
import { limitNames, type LimitName, type Plan } from '../engine';
import type { Translate } from '../i18n/translate';
import { deployedTierIndex, planCsvRows, planExtras } from './planExport';

export { byteOrderMark, csvCell, csvDialect, csvText } from '../components/csvText';
import { csvDialect, csvText } from '../components/csvText';

/** Shares keep 4 decimals (68.43%); money 2; growth factors 2. */
const shareDigits = 4;
const moneyDigits = 2;
const factorDigits = 2;

/**
 * One row per tier of one of the plan's instances (every SKU and unit count, in the catalog's order), headers
 * from the catalog: scenario, SKU, units, recommended (the plan's deployed tier), fits, within capacity,
 * interpolated, binding limit, each limit's utilization as a share (empty where the tier has no such limit),
 * the tier's monthly cost in the plan's currency (one instance at the peak all day), growth headroom (empty for an empty
 * scenario). The scenario's name has its control characters as codes and is isolated (exportedUserText). An empty row and the plan's figures follow:
 * its deployment, monthly bill, regions, range, day and year (planCsvRows).
 * @example tiersCsv(plan(teamChat), t, 'en', 'Team chat') // "\uFEFFScenario,SKU,Units,...\r\nTeam chat,Free,1,no,..."
 */
export function tiersCsv(plan: Plan, t: Translate, locale: string, scenarioName = ''): string {
  const evaluation = plan.instanceEvaluation;
  const { delimiter, number } = csvDialect(locale);
  const yesNo = (value: boolean) => t(value ? 'exportImport.csv.yes' : 'exportImport.csv.no');
  const header = [
    t('exportImport.csv.scenario'),
    t('exportImport.csv.sku'),
    t('exportImport.csv.units'),
    t('exportImport.csv.recommended'),
    t('exportImport.csv.fits'),
    t('exportImport.csv.withinCapacity'),
    t('exportImport.csv.interpolated'),
    t('exportImport.csv.binding'),
    ...limitNames.map((limit: LimitName) =>
      t('exportImport.csv.utilization', { limit: t(`limit.${limit}`) }),
    ),
    t('exportImport.csv.serverConnections'),
    t('exportImport.csv.fitsOptimistic'),
    t('exportImport.csv.fitsConservative'),
    t('exportImport.csv.tierCost', { currency: plan.prices.currency }),
    t('exportImport.csv.growthHeadroom'),
  ];
  const recommendedIndex = deployedTierIndex(plan);
  const name = exportedUserText(scenarioName);
  const rows = evaluation.tiers.map((tier, index) => [
    name,
    t(`sku.${tier.sku}`),
    number(tier.units, 0),
    yesNo(index === recommendedIndex),
    yesNo(tier.fits),
    yesNo(tier.withinCapacity),
    yesNo(tier.capacity.interpolated),
    t(`limit.${tier.binding}`),
    ...limitNames.map((limit) => {
      const share = tier.utilization[limit];
      return share === null ? '' : number(share, shareDigits);
    }),
    number(tier.serverConnections, 0),
    yesNo(tier.readings.fitsOptimistic),
    yesNo(tier.readings.fitsConservative),
    number(tier.cost.totalUsd, moneyDigits),
    tier.growthHeadroom === null ? '' : number(tier.growthHeadroom, factorDigits),
  ]);
  const planRows = planCsvRows(t, locale, plan, planExtras(plan), number);
  return csvText([header, ...rows, ...(planRows.length > 0 ? [[], ...planRows] : [])], delimiter);
}
