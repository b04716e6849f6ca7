/**
 * The plan's deployment in words: the tier as deployed, its instances and its regions. The exports, the image card
 * and the Embed dialog's Markdown summary say the same sentence.
 */
import type { Deployment } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatList } from './formatList';
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

/**
 * What to deploy in one line: "Premium_P1 × 30 units, 1 instance, in 2 regions (primary 30 units, replica 1 30
 * units): 60 units in all".
 */
export function deploymentText(t: Translate, locale: string, deployment: Deployment): string {
  const instances = t('exportImport.plan.instances', { count: deployment.instances });
  const regions =
    deployment.regions.length === 1
      ? t('exportImport.plan.regions.one')
      : t('exportImport.plan.regions', {
          count: deployment.regions.length,
          list: formatList(
            locale,
            deployment.regions.map((units, region) =>
              t('exportImport.plan.region.units', {
                region: regionName(t, region),
                units: t('unit.units', { count: units }),
              }),
            ),
          ),
        });
  return t('exportImport.plan.deploy.value', {
    tier: deployedTier(t, deployment),
    instances,
    regions,
    total: t('unit.units', { count: deployment.totalUnits }),
  });
}
