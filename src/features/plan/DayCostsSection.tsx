/**
 * What the day costs: the plan's own monthly bill first (the figure the answer shows), then the same regions and
 * instances three ways as the comparison (fixed at the peak, Premium autoscale, the ideal bound), the autoscale
 * rule, and the bytes that cross between regions (Azure's data transfer, priced in the bill).
 */
import type { DayCosts, DayPlanCost, Plan } from '../../engine';
import { deploymentLabel, instancesLabel } from '../../components/wording/deploymentText';
import { formatCount, formatCurrency } from '../../i18n/format';
import { crossRegionParams } from '../../components/wording/crossRegionText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { AutoscaleRuleSection } from './AutoscaleRuleSection';

function CostValue({
  cost,
  chosen,
  currency,
}: {
  cost: DayPlanCost | null;
  chosen: boolean;
  currency: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!cost) return <dd>{t('plan.costs.noFit')}</dd>;
  return (
    <dd>
      {formatCurrency(locale, cost.monthlyCostUsd, currency)}
      {chosen && <span className="plan-costs-chosen"> {t('plan.costs.isChosen')}</span>}
    </dd>
  );
}

function CrossRegion({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const crossRegion = planned.monthly
    ? crossRegionParams(locale, planned.monthly, planned.prices.currency)
    : null;
  if (!crossRegion) return null;
  return (
    <p className="plan-cross-region">
      {planned.service === 'webPubSub'
        ? t('plan.crossRegion.webPubSub', crossRegion)
        : t('plan.crossRegion', crossRegion)}{' '}
      <span className="panel-hint plan-assumption">{t('plan.crossRegion.assumption')}</span>
    </p>
  );
}

export function DayCostsSection({ costs, planned }: { costs: DayCosts; planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly } = planned;
  const fixedUnits = costs.fixed?.hours[0]?.units;
  return (
    <>
      <h4>{t('plan.costs.heading')}</h4>
      {deployment && monthly ? (
        <p className="plan-chosen">
          {t('plan.costs.chosen', {
            deployment: deploymentLabel(t, locale, deployment),
            cost: formatCurrency(locale, monthly.totalUsd, planned.prices.currency),
          })}
        </p>
      ) : (
        <p>{t('plan.costs.none')}</p>
      )}
      <CrossRegion planned={planned} />
      <p className="panel-hint">{t('plan.costs.compared')}</p>
      <dl className="plan-costs">
        {deployment && costs.fixed && fixedUnits !== undefined && (
          <div>
            <dt>
              {t('plan.costs.fixedAllDay', {
                tier: instancesLabel(t, deployment.sku, fixedUnits, deployment.instances),
              })}
            </dt>
            <CostValue
              cost={costs.fixed}
              chosen={costs.chosen === 'fixed'}
              currency={planned.prices.currency}
            />
          </div>
        )}
        <div>
          <dt>
            {t('plan.costs.autoscale', {
              unitDays: formatCount(locale, costs.autoscale?.unitDays ?? 0),
            })}
          </dt>
          <CostValue
            cost={costs.autoscale}
            chosen={costs.chosen === 'autoscale'}
            currency={planned.prices.currency}
          />
        </div>
        <div>
          <dt>{t('plan.costs.ideal')}</dt>
          <CostValue cost={costs.ideal} chosen={false} currency={planned.prices.currency} />
        </div>
      </dl>
      {costs.peakBeyondP1 ? (
        <p className="plan-flag" role="note">
          {t('plan.costs.beyondP1', { p1: t('sku.Premium_P1'), p2: t('sku.Premium_P2') })}
        </p>
      ) : (
        costs.autoscaleSku && (
          <p className="panel-hint">
            {t('plan.costs.sku', { sku: t(`sku.${costs.autoscaleSku}`) })}
          </p>
        )
      )}
      <AutoscaleRuleSection planned={planned} costs={costs} />
      {/* Web PubSub's billing page states the rule; SignalR's pages do not. */}
      <p className="panel-hint plan-assumption">
        {planned.service === 'webPubSub'
          ? t('plan.costs.assumption.webPubSub')
          : t('plan.costs.assumption')}
      </p>
    </>
  );
}
