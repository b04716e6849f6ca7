import { planLimits, regionShares, type ReplicaPlan, type Replicas } from '../../engine';
import { RadioChoice } from '../../components/RadioChoice';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount, formatCurrency, formatPercent } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { PlanField } from './PlanField';
import { numberEntry, withRegionShare } from './planInput';

/** Geo-replicas: how many, how each is sized, and each region's tier and cost. */
export function ReplicasSection({
  replicas,
  plan,
}: {
  replicas: Replicas | undefined;
  plan: ReplicaPlan | null;
}) {
  const t = useT();
  const locale = useLocale();
  const changed = useScenarioStore((state) => state.replicasChanged);
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
      {plan && plan.regions === null && <p>{t('plan.replicas.noFit')}</p>}
      {plan?.regions && (
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
                  <th scope="col">{t('plan.replicas.table.share')}</th>
                  <th scope="col">{t('plan.replicas.table.tier')}</th>
                  <th scope="col">{t('plan.replicas.table.cost')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.regions.map((region) => (
                  <tr key={region.region}>
                    <th scope="row">{regionName(region.region)}</th>
                    <td className="num">{formatPercent(locale, region.share)}</td>
                    <td>{t('tier.label', { sku: t(`sku.${region.sku}`), units: region.units })}</td>
                    <td className="num">{formatCurrency(locale, region.cost.totalUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            {t('plan.replicas.total', {
              cost: formatCurrency(locale, plan.totalMonthlyCostUsd ?? 0),
            })}
          </p>
        </>
      )}
    </section>
  );
}
