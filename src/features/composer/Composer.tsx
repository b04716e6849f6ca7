/**
 * The workload list: one card per workload, the "Add workload" button, and focus that follows what the
 * user did (a new card's name, the next card after a removal, the moved button after a move).
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { scenarioLimits, serviceOf } from '../../engine';
import { bytesPerKilobyte } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import type { CardActions, FocusTarget } from './cardActions';
import { WorkloadCard } from './WorkloadCard';
import './Composer.css';

const maxWorkloads = scenarioLimits.workloads.max;

function focusControl(
  list: HTMLElement | null,
  target: FocusTarget,
  addButton: HTMLElement | null,
) {
  if (target.kind === 'add') {
    addButton?.focus();
    return;
  }
  const card = list?.querySelector(`[data-workload-key="${target.workloadKey}"]`);
  const wanted = card?.querySelector<HTMLInputElement | HTMLButtonElement>(
    `[data-focus="${target.control}"]`,
  );
  if (wanted && !wanted.disabled) {
    wanted.focus();
    return;
  }
  // The moved card reached an end, where its button is disabled: the other move button keeps focus nearby.
  const other = target.control === 'moveUp' ? 'moveDown' : 'moveUp';
  card?.querySelector<HTMLButtonElement>(`[data-focus="${other}"]`)?.focus();
}

export function Composer() {
  const t = useT();
  const capId = useId();
  const workloadKeys = useScenarioStore((state) => state.workloadKeys);
  const service = useScenarioStore((state) => serviceOf(state.scenario));
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const count = workloadKeys.length;
  const atCap = count >= maxWorkloads;

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    focusControl(listRef.current, target, addRef.current);
  }, [workloadKeys]);

  // The actions are built once; they read the current language's names through this ref.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);

  const { add, actions } = useMemo(() => {
    const focusName = (workloadKey: string | undefined) => {
      pendingFocus.current = workloadKey
        ? { kind: 'control', workloadKey, control: 'name' }
        : { kind: 'add' };
    };
    const cardActions: CardActions = {
      duplicate(index) {
        const { scenario, workloadDuplicated } = useScenarioStore.getState();
        const name = scenario.workloads[index]?.name ?? '';
        workloadDuplicated(index, translate.current('composer.copyName', { name }));
        focusName(useScenarioStore.getState().workloadKeys[index + 1]);
      },
      move(index, direction) {
        const { workloadKeys: keys, workloadMoved } = useScenarioStore.getState();
        const workloadKey = keys[index];
        workloadMoved(index, index + direction);
        if (workloadKey) {
          const control = direction < 0 ? 'moveUp' : 'moveDown';
          pendingFocus.current = { kind: 'control', workloadKey, control };
        }
      },
      remove(index) {
        useScenarioStore.getState().workloadRemoved(index);
        focusName(useScenarioStore.getState().workloadKeys[index]);
      },
    };
    const addWorkload = () => {
      const { scenario, workloadAdded } = useScenarioStore.getState();
      const position = scenario.workloads.length + 1;
      workloadAdded('echo', translate.current('composer.unnamed', { position }));
      focusName(useScenarioStore.getState().workloadKeys.at(-1));
    };
    return { add: addWorkload, actions: cardActions };
  }, []);

  return (
    <section className="panel composer" aria-labelledby="composer-heading">
      <h2 id="composer-heading">{t('composer.heading')}</h2>
      <p className="panel-hint">
        {service === 'webPubSub' ? t('composer.intro.webPubSub') : t('composer.intro')}
      </p>
      <p className="panel-hint">{t('composer.sizeUnits', { bytes: bytesPerKilobyte })}</p>
      <p className="composer-count" role="status">
        {t('composer.count', { count })}
      </p>
      {count === 0 ? (
        <p className="composer-empty">{t('composer.empty')}</p>
      ) : (
        <ol className="composer-list" ref={listRef}>
          {workloadKeys.map((workloadKey, index) => (
            <li key={workloadKey}>
              <WorkloadCard
                index={index}
                count={count}
                workloadKey={workloadKey}
                actions={actions}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="composer-add">
        <button
          ref={addRef}
          type="button"
          className="button button-primary"
          disabled={atCap}
          aria-describedby={atCap ? capId : undefined}
          onClick={add}
        >
          {t('composer.add')}
        </button>
        {atCap && (
          <p id={capId} className="panel-hint">
            {t('composer.cap', { max: maxWorkloads })}
          </p>
        )}
      </div>
    </section>
  );
}
