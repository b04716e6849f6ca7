/**
 * "If a region fails", folded under the regions: its code (./FailoverView) and its figures (the engine's
 * `regionFailover`) load and compute only once it is opened; until then it costs one line.
 */
import { lazy, Suspense, useState } from 'react';
import type { Plan } from '../../engine';
import { useT } from '../../i18n/I18nProvider';

const FailoverView = lazy(() => import('./FailoverView'));

export function FailoverDisclosure({ planned }: { planned: Plan }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="plan-failover"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        <h4 className="plan-failover-title">{t('plan.failover.title')}</h4>{' '}
        <span className="panel-hint">{t('plan.failover.summary')}</span>
      </summary>
      {opened && (
        <Suspense
          fallback={
            <p className="panel-hint" aria-busy="true">
              {t('app.loading')}
            </p>
          }
        >
          <FailoverView planned={planned} />
        </Suspense>
      )}
    </details>
  );
}
