/**
 * One workload: its name, pattern, number fields and live figures. Memoised and subscribed to its own
 * workload only, so dragging a slider here re-renders this card and no other.
 */
import { memo, useId } from 'react';
import {
  patterns,
  scenarioLimits,
  serviceOf,
  servicePatterns,
  type Pattern,
  type Workload,
} from '../../engine';
import { patternHint } from '../../components/wording/patternText';
import { UserText } from '../../components/UserText';
import { useT, useTNodes } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import type { CardActions } from './cardActions';
import { TransportField } from './TransportField';
import { WorkloadActions } from './WorkloadActions';
import { WorkloadFields } from './WorkloadFields';
import { WorkloadSummary } from './WorkloadSummary';

interface CardProps {
  index: number;
  count: number;
  workloadKey: string;
  actions: CardActions;
}

/**
 * The card's legend, name and pattern: memoised on them, so a step on the card's sliders leaves them as they were
 * (the pattern list and its hint are not drawn again for each step).
 */
const CardIdentity = memo(function CardIdentity({
  index,
  name,
  shownName,
  pattern,
}: {
  index: number;
  name: string;
  shownName: string;
  pattern: Pattern;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const id = useId();
  const workloadRenamed = useScenarioStore((state) => state.workloadRenamed);
  const patternChosen = useScenarioStore((state) => state.patternChosen);
  // Only the patterns the scenario's service's guide has a table for (Web PubSub's has no client broadcast).
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  return (
    <>
      <legend className="composer-legend">
        {tNodes('composer.card', { position: index + 1, name: <UserText>{shownName}</UserText> })}
      </legend>
      <div className="composer-identity">
        <div className="composer-field">
          <label htmlFor={`${id}-name`}>{t('composer.name')}</label>
          <input
            id={`${id}-name`}
            data-focus="name"
            className="composer-input"
            type="text"
            value={name}
            maxLength={scenarioLimits.nameLength.max}
            onChange={(event) => workloadRenamed(index, event.currentTarget.value)}
          />
        </div>
        <div className="composer-field">
          <label htmlFor={`${id}-pattern`}>{t('composer.pattern')}</label>
          <select
            id={`${id}-pattern`}
            className="composer-input"
            value={pattern}
            aria-describedby={`${id}-pattern-hint`}
            onChange={(event) => patternChosen(index, event.currentTarget.value as Pattern)}
          >
            {patterns
              .filter((candidate) => servicePatterns[service].includes(candidate))
              .map((candidate) => (
                <option key={candidate} value={candidate}>
                  {t(`pattern.${candidate}`)}
                </option>
              ))}
          </select>
          <p id={`${id}-pattern-hint`} className="panel-hint composer-pattern-hint">
            {patternHint(t, service, pattern)}
          </p>
        </div>
      </div>
    </>
  );
});

function CardBody({
  index,
  count,
  workloadKey,
  actions,
  workload,
}: CardProps & { workload: Workload }) {
  const t = useT();
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const shownName = workload.name.trim() || t('composer.unnamed', { position: index + 1 });

  return (
    <fieldset className="composer-card" data-workload-key={workloadKey}>
      <CardIdentity
        index={index}
        name={workload.name}
        shownName={shownName}
        pattern={workload.pattern}
      />
      <WorkloadFields index={index} workload={workload} />
      <TransportField
        index={index}
        transport={workload.transport ?? 'webSockets'}
        choosable={service === 'signalr'}
        pattern={workload.pattern}
        growth={workload.growth}
      />
      <WorkloadSummary index={index} />
      <WorkloadActions
        index={index}
        count={count}
        name={shownName}
        atCap={count >= scenarioLimits.workloads.max}
        actions={actions}
      />
    </fieldset>
  );
}

export const WorkloadCard = memo(function WorkloadCard(props: CardProps) {
  const workload = useScenarioStore((state) => state.scenario.workloads[props.index]);
  if (!workload) return null;
  return <CardBody {...props} workload={workload} />;
});
