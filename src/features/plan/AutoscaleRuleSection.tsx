/**
 * The autoscale rule the plan deploys, or the one its autoscale comparison runs: its minimum and maximum units,
 * its thresholds and its cool-down, the thresholds and the cool-down editable (scenario `autoscale`, each field
 * one undoable change), with their source.
 */
import { useCallback } from 'react';
import { AutoscaleTargetNote } from '../../components/AutoscaleTargetNote';
import { NumberField } from '../../components/NumberField';
import { autoscaleRuleText } from '../../components/wording/deploymentText';
import { planLimits, serviceRules, type DayCosts, type Plan } from '../../engine';
import { formatPercent, formatSeconds } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

const percent = (share: number) => Math.round(share * 100);

export function AutoscaleRuleSection({ planned, costs }: { planned: Plan; costs: DayCosts }) {
  const t = useT();
  const locale = useLocale();
  const changed = useScenarioStore((state) => state.autoscaleChanged);
  const reset = useScenarioStore((state) => state.autoscaleReset);
  const onOut = useCallback((value: number) => changed({ scaleOutAbove: value / 100 }), [changed]);
  const onIn = useCallback((value: number) => changed({ scaleInBelow: value / 100 }), [changed]);
  const onCoolDown = useCallback((value: number) => changed({ coolDownMinutes: value }), [changed]);
  const rules = serviceRules.autoscale;
  const own = planned.scenario.autoscale;
  const out = own?.scaleOutAbove ?? rules.scaleOutAboveConnectionQuotaUtilization;
  const inBelow = own?.scaleInBelow ?? rules.scaleInBelowConnectionQuotaUtilization;
  const coolDown = own?.coolDownMinutes ?? rules.coolDownMinutes;
  const deployed = planned.deployment?.autoscale ?? null;
  const compared = costs.autoscale;
  if (!deployed && !compared) return null;
  const limits = planLimits;
  return (
    <section className="plan-autoscale" aria-labelledby="plan-autoscale-heading">
      <h4 id="plan-autoscale-heading">{t('plan.autoscale.heading')}</h4>
      <p>
        {deployed && planned.deployment
          ? t('plan.autoscale.deployed', {
              sku: t(`sku.${planned.deployment.sku}`),
              rule: autoscaleRuleText(t, locale, deployed),
            })
          : t('plan.autoscale.compared', { sku: t(`sku.${costs.autoscaleSku ?? 'Premium_P1'}`) })}
      </p>
      {deployed?.serverLoad && <p className="panel-hint">{t('plan.autoscale.serverLoad')}</p>}
      {planned.autoscaleAboveTarget && (
        <p>
          <AutoscaleTargetNote planned={planned} />
        </p>
      )}
      <div className="plan-autoscale-fields">
        <NumberField
          label={t('plan.autoscale.out')}
          value={percent(out)}
          min={Math.max(percent(limits.autoscaleScaleOutAbove.min), percent(inBelow) + 1)}
          max={percent(limits.autoscaleScaleOutAbove.max)}
          unit="%"
          kind="count"
          integer
          onChange={onOut}
        />
        <NumberField
          label={t('plan.autoscale.in')}
          value={percent(inBelow)}
          min={percent(limits.autoscaleScaleInBelow.min)}
          max={Math.min(percent(limits.autoscaleScaleInBelow.max), percent(out) - 1)}
          unit="%"
          kind="count"
          integer
          onChange={onIn}
        />
        <NumberField
          label={t('plan.autoscale.coolDown')}
          value={coolDown}
          min={limits.autoscaleCoolDownMinutes.min}
          max={limits.autoscaleCoolDownMinutes.max}
          unit={t('plan.autoscale.minutes')}
          kind="count"
          integer
          onChange={onCoolDown}
        />
      </div>
      {own && (
        <button type="button" className="button" onClick={reset}>
          {t('plan.autoscale.reset', {
            out: formatPercent(locale, rules.scaleOutAboveConnectionQuotaUtilization),
            in: formatPercent(locale, rules.scaleInBelowConnectionQuotaUtilization),
            coolDown: formatSeconds(locale, rules.coolDownMinutes * 60),
          })}
        </button>
      )}
      <p className="panel-hint">
        {t(
          planned.service === 'webPubSub'
            ? 'plan.autoscale.source.webPubSub'
            : 'plan.autoscale.source',
          {
            out: formatPercent(locale, rules.scaleOutAboveConnectionQuotaUtilization),
            in: formatPercent(locale, rules.scaleInBelowConnectionQuotaUtilization),
            coolDown: formatSeconds(locale, rules.coolDownMinutes * 60),
          },
        )}
      </p>
      <p className="panel-hint plan-assumption">{t('plan.autoscale.simulation')}</p>
    </section>
  );
}
