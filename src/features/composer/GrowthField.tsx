/**
 * What grows with this workload's audience: its connections and senders together, or its connections only
 * (fixed senders, like a dashboard pushed by one server). The growth headroom and chart follow it.
 */
import { memo, useId } from 'react';
import { defaultGrowthOf, workloadGrowths, type Workload, type WorkloadGrowth } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

/** Memoised on what it shows (the pattern, the growth): a key step on the card's sliders leaves it as it was. */
export const GrowthField = memo(function GrowthField({
  index,
  pattern,
  growth,
}: {
  index: number;
  pattern: Workload['pattern'];
  growth: Workload['growth'];
}) {
  const t = useT();
  const id = useId();
  const growthChosen = useScenarioStore((state) => state.workloadGrowthChosen);
  const byPattern = defaultGrowthOf(pattern);
  return (
    <div className="composer-field">
      <label htmlFor={`${id}-growth`}>{t('composer.growth')}</label>
      <select
        id={`${id}-growth`}
        className="composer-input"
        value={growth ?? byPattern}
        aria-describedby={`${id}-growth-hint`}
        onChange={(event) => growthChosen(index, event.currentTarget.value as WorkloadGrowth)}
      >
        {workloadGrowths.map((option) => (
          <option key={option} value={option}>
            {t(`composer.growth.${option}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-growth-hint`} className="panel-hint">
        {t('composer.growth.hint', { byPattern: t(`composer.growth.${byPattern}`) })}
      </p>
    </div>
  );
});
