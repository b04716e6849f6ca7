/**
 * What the plan deploys as the audience grows (×2, ×5, ×10: the engine's `growthTierChanges`, each a plan of its
 * own), and where the tier changes, what that change costs an instance already running (the vendor's scale pages).
 */
import type { GrowthStep, Service } from '../../engine';
import { instancesLabel } from '../../components/wording/deploymentText';
import { scaleChangeText } from '../../components/wording/tierChangeText';
import { formatCount } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';

export function GrowthSteps({ steps, service }: { steps: GrowthStep[]; service: Service }) {
  const t = useT();
  const locale = useLocale();
  if (steps.length === 0) return null;
  return (
    <section className="growth-steps" aria-labelledby="growth-steps-heading">
      <h3 id="growth-steps-heading">{t('growth.steps.title')}</h3>
      <p className="panel-hint">{t('growth.steps.hint')}</p>
      <ul className="growth-crossings">
        {steps.map(({ growthFactor, tier, change }) => {
          const factor = formatCount(locale, growthFactor);
          return (
            <li key={growthFactor}>
              {tier
                ? t('growth.steps.step', {
                    factor,
                    deployment: instancesLabel(t, tier.sku, tier.units, tier.instances),
                  })
                : t('growth.steps.noFit', { factor })}
              {change && (
                <>
                  {' '}
                  <span className="growth-tier-change">
                    {scaleChangeText(t, locale, change, service)}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
