/**
 * The rules by which the plan deploys and bills the scenario, with its numbers and their sources: routed
 * messages over 2 KB, several instances and how messages reach them, replicas (each delivery billed once, in the
 * recipient's region, and the hops between regions), and the autoscale rule. "Our assumption" where no vendor
 * page states the rule (docs/model.md).
 */
import { serviceRules, type Plan } from '../../engine';
import { autoscaleRuleText, deploymentLabel } from '../../components/wording/deploymentText';
import { formatCount, formatPercent, formatSeconds } from '../../i18n/format';
import { crossRegionParams } from '../../components/wording/crossRegionText';
import { useLocale, useT } from '../../i18n/I18nProvider';

function Instances({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, evaluation, peak } = planned;
  if (!deployment || !peak) return null;
  if (planned.service === 'webPubSub') {
    return (
      <li>
        {t('working.plan.oneInstance.webPubSub')}
        <span className="working-note">{t('working.plan.instances.source.webPubSub')}</span>
      </li>
    );
  }
  if (deployment.instances === 1) {
    return (
      <li>
        {t('working.plan.oneInstance')}
        <span className="working-note">{t('working.plan.instances.source')}</span>
      </li>
    );
  }
  return (
    <li>
      {t('working.plan.instances', {
        count: deployment.instances,
        clients: formatCount(locale, evaluation.totals.connections / deployment.instances),
        serverConnections: formatCount(locale, peak.serverConnections),
      })}
      <span className="working-note">{t('working.plan.instances.source')}</span>
    </li>
  );
}

function Regions({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { monthly, scenario } = planned;
  if (!monthly || monthly.regions.length < 2) return null;
  const webPubSub = planned.service === 'webPubSub';
  let assumption: string;
  if (webPubSub) {
    assumption = scenario.replicas?.shares
      ? t('working.plan.crossRegion.sharesGiven.webPubSub')
      : t('working.plan.crossRegion.assumption.webPubSub');
  } else {
    assumption = scenario.replicas?.shares
      ? t('working.plan.crossRegion.sharesGiven')
      : t('working.plan.crossRegion.assumption');
  }
  const crossRegion = crossRegionParams(locale, monthly, planned.prices.currency);
  if (!crossRegion) return null;
  return (
    <li>
      {t('working.plan.replicas', {
        regions: monthly.regions.length,
        shares: monthly.regions
          .map((region) => formatPercent(locale, region.clientShare))
          .join(' / '),
        billed: formatCount(locale, monthly.billedMessagesPerDay),
      })}
      <span className="working-note">
        {webPubSub
          ? t('working.plan.replicas.source.webPubSub')
          : t('working.plan.replicas.source')}
      </span>{' '}
      {webPubSub
        ? t('working.plan.crossRegion.webPubSub', crossRegion)
        : t('working.plan.crossRegion', crossRegion)}{' '}
      <span className="working-note">{assumption}</span>
    </li>
  );
}

export function PlanWorking({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const { deployment } = planned;
  if (!deployment) return null;
  const rule = deployment.autoscale;
  const webPubSub = planned.service === 'webPubSub';
  const autoscaleSource = {
    out: formatPercent(locale, serviceRules.autoscale.scaleOutAboveConnectionQuotaUtilization),
    in: formatPercent(locale, serviceRules.autoscale.scaleInBelowConnectionQuotaUtilization),
    coolDown: formatSeconds(locale, serviceRules.autoscale.coolDownMinutes * 60),
  };
  return (
    <>
      <h3>{t('working.plan.heading')}</h3>
      <p>{t('working.plan.deploys', { deployment: deploymentLabel(t, locale, deployment) })}</p>
      <ul className="working-lines">
        <li>
          {webPubSub ? t('working.plan.routedSize.webPubSub') : t('working.plan.routedSize')}
          <span className="working-note">
            {webPubSub
              ? t('working.plan.routedSize.source.webPubSub')
              : t('working.plan.routedSize.source')}
          </span>
        </li>
        <Instances planned={planned} />
        <Regions planned={planned} />
        {rule && (
          <li>
            {t('working.plan.autoscale', { rule: autoscaleRuleText(t, locale, rule) })}
            <span className="working-note">
              {webPubSub
                ? t('working.plan.autoscale.source.webPubSub', autoscaleSource)
                : t('working.plan.autoscale.source', autoscaleSource)}
            </span>
          </li>
        )}
      </ul>
    </>
  );
}
