/**
 * SignalR or Web PubSub, in the answer column: one line, folded, that says what the other service's own plan gives
 * this scenario (./OtherServiceStatus, drawn once the page is idle); opened, the side by side (the lazy
 * ServicesPanel, given as children by the composition root). Every figure is the engine's `compareServices`,
 * whose answers are each service's own plan().
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { formatReady, laterTablesReady } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { laterMessagesReady } from '../../i18n/locales';
import { foldedViewReady } from '../../state/useEvaluation';

/**
 * Its code, the other service's guide, the format's gate (the engine plans the switched scenario through it) and
 * its words, once the page is idle: none is on the first load's path.
 */
const OtherServiceStatus = lazy(() =>
  foldedViewReady()
    .then(() =>
      Promise.all([
        import('./OtherServiceStatus'),
        laterTablesReady(),
        formatReady(),
        laterMessagesReady(),
      ]),
    )
    .then(([module]) => module),
);

export function ServicesSummary({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <DisclosurePanel
      title={t('services.heading')}
      status={
        <Suspense fallback={null}>
          <OtherServiceStatus />
        </Suspense>
      }
      loading={t('app.loading')}
    >
      {children}
    </DisclosurePanel>
  );
}
