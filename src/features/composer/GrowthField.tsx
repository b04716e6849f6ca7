/**
 * What grows with this workload's audience: its connections and senders together, or its connections only
 * (fixed senders, like a dashboard pushed by one server). The growth headroom and chart follow it.
 */
import { useId } from 'react';
import { defaultGrowthOf, workloadGrowths, type Workload, type WorkloadGrowth } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

export function GrowthField({ index, workload }: { index: number; workload: Workload }) {
  const t = useT();
  const id = useId();
  const growthChosen = useScenarioStore((state) => state.workloadGrowthChosen);
  const byPattern = defaultGrowthOf(workload.pattern);
  return (
    <div className="composer-field">
      <label htmlFor={`${id}-growth`}>{t('composer.growth')}</label>
      <select
        id={`${id}-growth`}
        className="composer-input"
        value={workload.growth ?? byPattern}
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
}
