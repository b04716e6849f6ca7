/**
 * The client transport, behind an "Advanced" disclosure (the guide benchmarked WebSocket only), with the other
 * advanced fields of the workload as children.
 */
import { useId, type ReactNode } from 'react';
import { transports, type Transport } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

export function TransportField({
  index,
  transport,
  children,
}: {
  index: number;
  transport: Transport;
  children?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const workloadEdited = useScenarioStore((state) => state.workloadEdited);
  return (
    <details className="composer-advanced">
      <summary>{t('composer.advanced')}</summary>
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
      {children}
    </details>
  );
}
