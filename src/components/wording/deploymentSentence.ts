/**
 * The parts of a deployment the exports name apart: the tier of each instance, a region by its place. The
 * deployment as a whole is said in one sentence everywhere, the page's answer's (./deploymentText, deploymentLabel).
 */
import type { Deployment } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { tierLabel } from './tierLabel';

/** The tier of each instance as deployed: "Premium_P1 × 30 units". */
export function deployedTier(
  t: Translate,
  deployment: Pick<Deployment, 'sku' | 'unitsPerInstance'>,
) {
  return tierLabel(t, deployment.sku, deployment.unitsPerInstance);
}

/** "primary" or "replica 1": a region of the plan by its place (the primary is region 0). */
export function regionName(t: Translate, region: number): string {
  return region === 0
    ? t('exportImport.plan.region.primary')
    : t('exportImport.plan.region.replica', { region });
}
