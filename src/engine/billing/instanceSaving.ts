/**
 * Tier choice against the instance a team runs today: the recommendation is already the cheapest tier that
 * fits, so Standard against Premium saves something only against a tier someone chose, here the SKU and units
 * entered in "What you measured". Not a change to the scenario: the tier is set in the Azure portal.
 */
import type { Evaluation } from '../sizing/evaluate';
import type { SkuId } from '../guides/guideSchema';
import type { Scenario } from '../scenario/scenario';

export interface InstanceSaving {
  /** The instance as entered. */
  sku: SkuId;
  units: number;
  costUsd: number;
  /** The recommendation for the same scenario. */
  recommendedSku: SkuId;
  recommendedUnits: number;
  recommendedCostUsd: number;
  monthlySavingUsd: number;
  /** True when the move is from a Premium SKU to Standard: Premium's features go with it. */
  leavesPremium: boolean;
}

/**
 * The monthly saving of running the recommended tier instead of the SKU and units entered as measured, both
 * priced by the engine for this scenario's traffic; null when nothing is entered, the tier is not one the
 * edition sells, or it saves less than a cent.
 * @example Premium_P1 x 5 entered, Standard_S1 x 5 recommended, no extra messages
 *   -> 5 x (2.00 - 1.61) USD x 30.42 days = 59.31 USD a month
 */
export function instanceSavingOf(
  scenario: Scenario,
  evaluation: Evaluation,
): InstanceSaving | null {
  const measured = scenario.measured;
  const recommended = evaluation.recommended;
  if (!recommended || measured?.sku === undefined || measured.units === undefined) return null;
  const tier = evaluation.tiers.find((t) => t.sku === measured.sku && t.units === measured.units);
  if (!tier) return null;
  const monthlySavingUsd = tier.cost.totalUsd - recommended.cost.totalUsd;
  if (monthlySavingUsd < 0.01) return null;
  return {
    sku: tier.sku,
    units: tier.units,
    costUsd: tier.cost.totalUsd,
    recommendedSku: recommended.sku,
    recommendedUnits: recommended.units,
    recommendedCostUsd: recommended.cost.totalUsd,
    monthlySavingUsd,
    leavesPremium: tier.sku.startsWith('Premium') && recommended.sku === 'Standard_S1',
  };
}
