/**
 * The client transport, behind an "Advanced" disclosure (the guide benchmarked WebSocket only), with the other
 * advanced fields of the workload as children. Web PubSub's clients connect over WebSocket only: nothing to choose.
 */
import { useId, type ReactNode } from 'react';
import { transports, type Transport } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

export function TransportField({
  index,
  transport,
  choosable = true,
  children,
}: {
  index: number;
  transport: Transport;
  /** False where the service has one transport (Web PubSub: WebSocket). */
  choosable?: boolean;
  children?: ReactNode;
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
      {children}
    </details>
  );
}
