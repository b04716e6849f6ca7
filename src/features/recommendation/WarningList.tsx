/** The guide's warnings at the recommended tier, each with an icon and a text title (never colour alone). */
import { memo, Suspense, useEffect } from 'react';
import type { ScenarioEdition, Service, SizingWarning } from '../../engine';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { warningTitle } from '../../components/wording/warningTitle';
import { useT } from '../../i18n/I18nProvider';
import { foldedViewReady } from '../../state/useEvaluation';

/** Each warning's text (./WarningBody), folded under its title: loaded once the page is idle after it started. */
const WarningBody = lazyAfterStart(() => import('./WarningBody'));

/**
 * A warning triangle (the alert-triangle outline of Feather icons, MIT). Decorative: the title says it. One element
 * for every warning, so a key step never redraws it.
 */
const warningIcon = (
  <svg
    className="recommendation-warning-icon"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </svg>
);

function warningKey(warning: SizingWarning): string {
  if (warning.code === 'slip') return `slip:${warning.slipId}`;
  if (warning.code === 'contradiction') return `contradiction:${warning.contradictionId}`;
  if (warning.code === 'messageSizeLimit') return `messageSizeLimit:${warning.limit}`;
  if (warning.code === 'sendersCapped' || warning.code === 'groupSizeCapped')
    return `${warning.code}:${warning.workloads.join()}`;
  return warning.code;
}

interface WarningItemProps {
  warning: SizingWarning;
  edition: ScenarioEdition;
  service: Service;
}

/**
 * One warning, its icon and its folded text. Each plan builds its warnings anew (a key step leaves most as they
 * were): an item is drawn again only when its warning says something else, the capped senders' warning on a
 * connections step, not the guide's slips.
 */
const WarningItem = memo(
  function WarningItem({ warning, edition, service }: WarningItemProps) {
    const t = useT();
    return (
      <li className="recommendation-warning">
        {warningIcon}
        {/* Titles only until asked: the headroom chart below stays in view on a desktop. */}
        <details className="recommendation-warning-details">
          {/* The body draws the title with its text (a contradiction's names what disagrees); until it arrives,
              the first view's. */}
          <Suspense fallback={<summary>{warningTitle(t, warning)}</summary>}>
            <WarningBody warning={warning} edition={edition} service={service} />
          </Suspense>
        </details>
      </li>
    );
  },
  (before: WarningItemProps, after: WarningItemProps) =>
    before.edition === after.edition &&
    before.service === after.service &&
    JSON.stringify(before.warning) === JSON.stringify(after.warning),
);

export function WarningList({
  warnings,
  edition,
  service = 'signalr',
}: {
  warnings: readonly SizingWarning[];
  edition: ScenarioEdition;
  service?: Service;
}) {
  const t = useT();
  useEffect(() => {
    void foldedViewReady()
      .then(WarningBody.preload)
      .catch(() => undefined);
  }, []);
  return (
    <div className="recommendation-warnings">
      <h3 id="recommendation-warnings-heading">{t('warnings.heading')}</h3>
      <ul aria-labelledby="recommendation-warnings-heading">
        {warnings.map((warning) => (
          <WarningItem
            key={warningKey(warning)}
            warning={warning}
            edition={edition}
            service={service}
          />
        ))}
      </ul>
    </div>
  );
}
