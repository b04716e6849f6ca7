/**
 * The client transport, behind an "Advanced" disclosure (the guide benchmarked WebSocket only), with the other
 * advanced field of the workload, what grows with its audience. Web PubSub's clients connect over WebSocket only:
 * nothing to choose.
 */
import { memo, useId } from 'react';
import { transports, type Transport, type Workload } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { GrowthField } from './GrowthField';

/** Memoised on what it shows: a key step on the card's sliders leaves it as it was. */
export const TransportField = memo(function TransportField({
  index,
  transport,
  choosable = true,
  pattern,
  growth,
}: {
  index: number;
  transport: Transport;
  /** False where the service has one transport (Web PubSub: WebSocket). */
  choosable?: boolean;
  pattern: Workload['pattern'];
  growth: Workload['growth'];
}) {
  const t = useT();
  const id = useId();
  const workloadEdited = useScenarioStore((state) => state.workloadEdited);
  return (
    <details className="composer-advanced">
      <summary>{t('composer.advanced')}</summary>
      {choosable ? (
        <div className="composer-field">
          <label htmlFor={`${id}-transport`}>{t('composer.transport')}</label>
          <select
            id={`${id}-transport`}
            className="composer-input"
            value={transport}
            aria-describedby={`${id}-transport-hint`}
            onChange={(event) =>
              workloadEdited(index, { transport: event.currentTarget.value as Transport })
            }
          >
            {transports.map((option) => (
              <option key={option} value={option}>
                {t(`composer.transport.${option}`)}
              </option>
            ))}
          </select>
          <p id={`${id}-transport-hint`} className="panel-hint">
            {t('composer.transport.hint')}
          </p>
        </div>
      ) : (
        <p className="panel-hint">{t('composer.transport.webPubSub')}</p>
      )}
      <GrowthField index={index} pattern={pattern} growth={growth} />
    </details>
  );
});
