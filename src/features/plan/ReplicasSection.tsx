import { planLimits, regionShares, type Plan, type Replicas } from '../../engine';
import { RadioChoice } from '../../components/RadioChoice';
import { instancesLabel } from '../../components/wording/deploymentText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { FailoverDisclosure } from './FailoverDisclosure';
import { PlanField } from './PlanField';
import { numberEntry, withRegionShare } from './planInput';

/**
 * Geo-replicas: how many, how each is sized, and each region's part of the plan: its share of the clients, its
 * deployment (units, autoscale) and its bill, which add up to the plan's monthly total.
 */
export function ReplicasSection({
  replicas,
  planned,
}: {
  replicas: Replicas | undefined;
  planned: Plan;
}) {
  const t = useT();
  const locale = useLocale();
  const changed = useScenarioStore((state) => state.replicasChanged);
  const { deployment, monthly } = planned;
  const current: Replicas = replicas ?? { count: 0, sizing: 'allTraffic' };
  const shares = regionShares(current);
  const regionName = (region: number) =>
    region === 0 ? t('plan.replicas.primary') : t('plan.replicas.replica', { region });

  return (
    <section className="plan-section" aria-labelledby="plan-replicas-heading">
      <h3 id="plan-replicas-heading">{t('plan.replicas.title')}</h3>
      <p className="panel-hint">{t('plan.replicas.hint')}</p>
      <PlanField
        label={t('plan.replicas.count')}
        shown={formatCount(locale, current.count)}
        current={current.count}
        accept={(text) =>
          numberEntry(text, locale, planLimits.replicaCount.min, planLimits.replicaCount.max, true)
        }
        onAccept={(count) => changed(count === 0 ? undefined : { count, sizing: current.sizing })}
        error={t('plan.replicas.error.count', { max: planLimits.replicaCount.max })}
      />
      {current.count > 0 && (
        <RadioChoice
          name="replica-sizing"
          legend={t('plan.replicas.sizing')}
          value={current.sizing}
          options={[
            { value: 'allTraffic', label: t('plan.replicas.sizing.allTraffic') },
            { value: 'split', label: t('plan.replicas.sizing.split') },
          ]}
          onChange={(sizing) => changed({ count: current.count, sizing })}
        />
      )}
      {current.count > 0 && current.sizing === 'split' && (
        <div className="plan-shares">
          {shares.map((share, region) => (
            <PlanField
              key={region}
              label={t('plan.replicas.share', { region: regionName(region) })}
              shown={formatCount(locale, share * 100)}
              current={shares}
              accept={(text) => {
                const entry = numberEntry(text, locale, 0, 100);
                return entry.ok ? withRegionShare(shares, region, entry.value) : entry;
              }}
              onAccept={(value) => changed({ ...current, shares: value })}
              error={t('plan.replicas.error.share', { region: regionName(region) })}
            />
          ))}
        </div>
      )}
      {current.count > 0 && !deployment && <p>{t('plan.replicas.noFit')}</p>}
      {current.count > 0 && deployment && monthly && (
        <>
          <div
            className="table-scroll"
            role="region"
            aria-labelledby="plan-replicas-caption"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
            tabIndex={0}
          >
            <table className="data-table">
              <caption id="plan-replicas-caption">{t('plan.replicas.table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('plan.replicas.table.region')}</th>
                  <th scope="col">{t('plan.replicas.table.clients')}</th>
                  <th scope="col">{t('plan.replicas.table.tier')}</th>
                  <th scope="col">{t('plan.replicas.table.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {monthly.regions.map((region) => {
                  const rule = deployment.regionDeployments[region.region]?.autoscale;
                  const tier = instancesLabel(
                    t,
                    deployment.sku,
                    region.unitsPerInstance,
                    deployment.instances,
                  );
                  return (
                    <tr key={region.region}>
                      <th scope="row">{regionName(region.region)}</th>
                      <td className="num">{formatPercent(locale, region.clientShare)}</td>
                      <td>
                        {rule
                          ? t('plan.replicas.autoscaled', {
                              tier,
                              minimum: formatCount(locale, rule.minimum),
                              maximum: formatCount(locale, rule.maximum),
                            })
                          : tier}
                      </td>
                      <td className="num">
                        {formatCurrency(locale, region.totalUsd, planned.prices.currency)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            {t('plan.replicas.total', {
              cost: formatCurrency(locale, monthly.totalUsd, planned.prices.currency),
            })}
          </p>
          <FailoverDisclosure planned={planned} />
        </>
      )}
    </section>
  );
}
