/**
 * Where the deployment's autoscale rule scales out above a sizing target, the peak hour runs hotter than the target:
 * the page says by how much, and offers the rule at the target in one undoable step (the plan's `ruleAtTarget`): in
 * the answer and beside the rule's thresholds in Day and year.
 */
import type { Plan } from '../engine';
import { tierLabel } from './wording/tierLabel';
import { formatPercent } from '../i18n/format';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useScenarioStore } from '../state/scenarioStore';

export function AutoscaleTargetNote({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const ruleAtTarget = useScenarioStore((state) => state.autoscaleRuleAtTarget);
  const above = planned.autoscaleAboveTarget;
  const { deployment } = planned;
  if (!above || !deployment) return null;
  const target = formatPercent(locale, above.target);
  return (
    <span className="recommendation-autoscale-target">
      {t(`recommendation.autoscale.aboveTarget.${above.limit}`, {
        out: formatPercent(locale, above.scaleOutAbove),
        target,
        tier: tierLabel(t, deployment.sku, deployment.unitsPerInstance),
        peak: formatPercent(locale, above.peakUtilization),
      })}{' '}
      <button
        type="button"
        className="button"
        onClick={() => {
          ruleAtTarget(above.ruleAtTarget);
        }}
      >
        {t('recommendation.autoscale.atTarget', { target })}
      </button>
    </span>
  );
}
