/**
 * The plan's monthly bill as FOCUS rows (FinOps Open Cost and Usage Specification 1.1,
 * https://focus.finops.org/focus-specification/v1-1/), so a FinOps tool reads the forecast beside the actual cost
 * exports Azure writes in the same columns. One row per meter per region the plan bills: the units (by the
 * unit-day), the messages beyond the included ones (Web PubSub: its outbound traffic, counted in 2 KB messages), and,
 * with replicas, the data transfer between regions. Every cost is the plan's own figure (`plan().monthly.regions`),
 * never priced again here: the rows add up to `plan().monthly.totalUsd`.
 *
 * Our choices where FOCUS leaves them to the data generator: the month is the plan's (730 hours, however long the
 * calendar month named in the period is); list, contracted, effective and billed cost are the same figure (retail
 * prices, no discount known); names and regions are the Deploy view's defaults; custom columns (`x_…`) mark the rows
 * as a forecast and say what they were made from.
 */
import { skuCatalog, type Plan, type SkuId } from '../engine';
import { deployDefaults } from '../deploy/names';
import { serviceResources } from '../deploy/azureRules';
import type { BillingPeriod } from './focusPeriod';
import { focusNames, regionDisplayName } from './focusNames';
import { machineDecimal } from './machineDecimal';

export type { BillingPeriod } from './focusPeriod';

/** One FOCUS row; null is an empty cell (FOCUS's null). */
export interface FocusRow {
  BillingCurrency: string;
  BillingPeriodStart: string;
  BillingPeriodEnd: string;
  ChargePeriodStart: string;
  ChargePeriodEnd: string;
  ChargeCategory: 'Usage';
  ChargeClass: null;
  ChargeDescription: string;
  ChargeFrequency: 'Recurring' | 'Usage-Based';
  BilledCost: number | null;
  EffectiveCost: number | null;
  ListCost: number | null;
  ContractedCost: number | null;
  ListUnitPrice: number | null;
  ContractedUnitPrice: number | null;
  ConsumedQuantity: number;
  ConsumedUnit: string;
  PricingQuantity: number;
  PricingUnit: string;
  PricingCategory: 'Standard';
  ProviderName: 'Microsoft';
  PublisherName: 'Microsoft';
  InvoiceIssuerName: 'Microsoft';
  RegionId: string | null;
  RegionName: string | null;
  ResourceId: null;
  ResourceName: string | null;
  ResourceType: string;
  ServiceCategory: 'Web' | 'Networking';
  ServiceName: string;
  SkuId: string | null;
  SkuMeter: string;
  /** Always true: the row is the plan's forecast, not a charge Azure billed. */
  x_Forecast: true;
  x_ScenarioName: string;
  /** `catalog:2026`, `typed`, or `priceList:<region>:<effective date>` (`+typed` when rates were typed over it). */
  x_PriceSource: string;
  /** `primary`, `replica 1`, …: the plan's region the row bills. */
  x_PlanRegion: string;
  /** Identical instances the row's figures add up over (one resource each). */
  x_Instances: number;
  /** Why a cell is empty, where one is. */
  x_Note: string | null;
}

/** The columns, FOCUS's first and the custom ones after them (FOCUS 1.1, Column Handling). */
export const focusColumns = [
  'BillingCurrency',
  'BillingPeriodStart',
  'BillingPeriodEnd',
  'ChargePeriodStart',
  'ChargePeriodEnd',
  'ChargeCategory',
  'ChargeClass',
  'ChargeDescription',
  'ChargeFrequency',
  'BilledCost',
  'EffectiveCost',
  'ListCost',
  'ContractedCost',
  'ListUnitPrice',
  'ContractedUnitPrice',
  'ConsumedQuantity',
  'ConsumedUnit',
  'PricingQuantity',
  'PricingUnit',
  'PricingCategory',
  'ProviderName',
  'PublisherName',
  'InvoiceIssuerName',
  'RegionId',
  'RegionName',
  'ResourceId',
  'ResourceName',
  'ResourceType',
  'ServiceCategory',
  'ServiceName',
  'SkuId',
  'SkuMeter',
  'x_Forecast',
  'x_ScenarioName',
  'x_PriceSource',
  'x_PlanRegion',
  'x_Instances',
  'x_Note',
] as const satisfies readonly (keyof FocusRow)[];

const premium = (sku: SkuId) => sku === 'Premium_P1' || sku === 'Premium_P2';
const tierOf = (sku: SkuId) => (sku === 'Free' ? 'Free' : premium(sku) ? 'Premium' : 'Standard');

/** Where the rates come from, as `x_PriceSource` says it. */
function priceSourceOf(prices: Plan['prices']): string {
  if (prices.origin === 'priceList' && prices.priceList) {
    const { region, effectiveDate } = prices.priceList;
    return `priceList:${region}:${effectiveDate}${prices.typed.length > 0 ? '+typed' : ''}`;
  }
  return prices.origin === 'typed' ? 'typed' : `catalog:${prices.catalogDate ?? ''}`;
}

/**
 * The plan's monthly forecast as FOCUS rows, for the calendar month `period` names; none when nothing fits.
 * @example focusRows(plan(teamChat), billingPeriodOf('2026-12')).map((row) => row.BilledCost)
 *   // [unitsUsd, messagesUsd]: Standard_S1 x 40 units 1,958.83 and 15,602.80 of messages beyond the included ones
 */
export function focusRows(
  plan: Plan,
  period: BillingPeriod,
  hoursPerMonth: number = skuCatalog.hoursPerMonth,
): FocusRow[] {
  const { deployment, monthly, prices } = plan;
  if (!deployment || !monthly) return [];
  const daysPerMonth = hoursPerMonth / 24;
  const { sku, instances } = deployment;
  const tier = tierOf(sku);
  const resources = serviceResources[plan.service];
  const defaults = deployDefaults(plan.scenario.name, monthly.regions.length - 1);
  const names = focusNames(defaults, instances, prices.priceList?.region ?? null);
  const common = {
    BillingCurrency: prices.currency,
    BillingPeriodStart: period.start,
    BillingPeriodEnd: period.end,
    ChargePeriodStart: period.start,
    ChargePeriodEnd: period.end,
    ChargeCategory: 'Usage',
    ChargeClass: null,
    PricingCategory: 'Standard',
    ProviderName: 'Microsoft',
    PublisherName: 'Microsoft',
    InvoiceIssuerName: 'Microsoft',
    ResourceId: null,
    x_Forecast: true,
    x_ScenarioName: plan.scenario.name ?? '',
    x_PriceSource: priceSourceOf(prices),
    x_Instances: instances,
  } as const;
  const messageRate = premium(sku)
    ? prices.rates.perMillionExtraMessagesPremium
    : prices.rates.perMillionExtraMessages;
  const includedPerUnit =
    skuCatalog.skus.find((entry) => entry.id === sku)?.includedMessagesPerUnitPerDay ?? 0;
  const unitRate = sku === 'Free' ? skuCatalog.prices.perUnitPerDay.Free : prices.rates[sku];
  const rows: FocusRow[] = [];
  for (const region of monthly.regions) {
    const place = names.regions[region.region] ?? { regionId: null, resourceName: null };
    const where = {
      RegionId: place.regionId,
      RegionName: place.regionId && regionDisplayName(place.regionId),
      ResourceName: place.resourceName,
      ResourceType: region.region === 0 ? resources.type : resources.replicaType,
      x_PlanRegion: region.region === 0 ? 'primary' : `replica ${String(region.region)}`,
    };
    const detail = deployment.regionDeployments[region.region];
    const rule = detail?.autoscale;
    const unitDays = region.unitDaysPerDay * daysPerMonth;
    rows.push({
      ...common,
      ...where,
      ChargeDescription: rule
        ? `${sku} units on the autoscale rule, ${String(rule.minimum)} to ${String(rule.maximum)} per instance: ${machineDecimal(region.unitDaysPerDay, 4)} unit-days a day`
        : `${sku} x ${String(region.unitsPerInstance)} units per instance all month`,
      ChargeFrequency: 'Recurring',
      ...costs(region.unitsUsd),
      ListUnitPrice: unitRate,
      ContractedUnitPrice: unitRate,
      ConsumedQuantity: unitDays,
      ConsumedUnit: 'Unit-Days',
      PricingQuantity: unitDays,
      PricingUnit: 'Unit-Days',
      ServiceCategory: 'Web',
      ServiceName: resources.product,
      SkuId: sku,
      SkuMeter: `${tier} Unit`,
      x_Note: null,
    });
    // Free's daily messages are a quota, never billed: it has no message meter.
    if (sku !== 'Free') {
      const extraMessages =
        Math.max(0, region.billedMessagesPerDay - region.includedMessagesPerDay) * daysPerMonth;
      rows.push({
        ...common,
        ...where,
        ChargeDescription:
          plan.service === 'webPubSub'
            ? `Outbound traffic beyond the included ${String(includedPerUnit * 2)} KB per unit-day, counted in 2 KB messages`
            : `Messages beyond the included ${String(includedPerUnit)} per unit-day, each 2 KB counted as one`,
        ChargeFrequency: 'Usage-Based',
        ...costs(region.messagesUsd),
        ListUnitPrice: messageRate,
        ContractedUnitPrice: messageRate,
        ConsumedQuantity: extraMessages,
        ConsumedUnit: 'Messages',
        PricingQuantity: extraMessages / 1_000_000,
        PricingUnit: '1000000 Messages',
        ServiceCategory: 'Web',
        ServiceName: resources.product,
        SkuId: sku,
        SkuMeter: `${tier} Message`,
        x_Note: null,
      });
    }
    if (monthly.regions.length > 1) {
      const gibibytes = (region.crossRegionBytesPerDay / 1024 ** 3) * daysPerMonth;
      const missing = prices.crossRegionRateMissing;
      rows.push({
        ...common,
        ...where,
        ChargeDescription:
          "Data transfer from this region to the plan's other regions (Azure bandwidth, between regions)",
        ChargeFrequency: 'Usage-Based',
        ...(missing ? unpriced : costs(region.crossRegionUsd)),
        ListUnitPrice: missing ? null : monthly.crossRegionPerGbUsd,
        ContractedUnitPrice: missing ? null : monthly.crossRegionPerGbUsd,
        ConsumedQuantity: gibibytes,
        ConsumedUnit: 'GiB',
        PricingQuantity: gibibytes,
        PricingUnit: 'GiB',
        ServiceCategory: 'Networking',
        ServiceName: 'Bandwidth',
        SkuId: null,
        SkuMeter: 'Data Transfer Between Regions',
        x_Note: missing
          ? `Not priced: the prices are in ${prices.currency} and give no rate per GB between regions`
          : null,
      });
    }
  }
  return rows;
}

function costs(amount: number) {
  return { BilledCost: amount, EffectiveCost: amount, ListCost: amount, ContractedCost: amount };
}

const unpriced = { BilledCost: null, EffectiveCost: null, ListCost: null, ContractedCost: null };
