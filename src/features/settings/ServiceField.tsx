/**
 * Which service the scenario is sized on: Azure SignalR Service or Azure Web PubSub. Choosing the other one is the
 * engine's switch (`scenarioOnService`), one undoable step; where the other service's guide has no table for a
 * workload's pattern the choice is refused here, naming those workloads and their Pattern field.
 */
import { useState } from 'react';
import { RadioChoice } from '../../components/RadioChoice';
import { ServiceBlocked } from '../../components/ServiceBlocked';
import { scenarioOnService, serviceOf, services, type Scenario, type Service } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

interface Refusal {
  /** The scenario the choice was refused for: any edit since makes the message stale. */
  scenario: Scenario;
  target: Service;
  workloads: number[];
}

export function ServiceField() {
  const t = useT();
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const serviceSwitched = useScenarioStore((state) => state.serviceSwitched);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refused = useScenarioStore(
    (state) => refusal !== null && state.scenario === refusal.scenario,
  );

  const choose = (target: Service) => {
    const { scenario } = useScenarioStore.getState();
    const switched = scenarioOnService(scenario, target);
    if (!switched.ok) {
      setRefusal({ scenario, target, workloads: switched.workloads });
      return;
    }
    setRefusal(null);
    serviceSwitched(target);
  };

  return (
    <RadioChoice
      name="settings-service"
      legend={t('settings.service')}
      value={service}
      options={services.map((option) => ({
        value: option,
        label: t(`service.${option}`),
        hint: t(`settings.service.${option}.hint`),
      }))}
      onChange={choose}
      error={
        refusal && refused ? (
          <ServiceBlocked
            service={refusal.target}
            workloads={refusal.scenario.workloads}
            blocked={refusal.workloads}
          />
        ) : undefined
      }
    />
  );
}
