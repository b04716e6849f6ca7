/** The guide's warnings at the recommended tier, each with an icon and a text title (never colour alone). */
import { Suspense, useEffect } from 'react';
import type { ScenarioEdition, Service, SizingWarning } from '../../engine';
import { lazyAfterStart } from '../../components/lazyAfterStart';
import { warningTitle } from '../../components/wording/warningTitle';
import { useT } from '../../i18n/I18nProvider';
import { foldedViewReady } from '../../state/useEvaluation';

/** Each warning's text (./WarningBody), folded under its title: loaded once the page is idle after it started. */
const WarningBody = lazyAfterStart(() => import('./WarningBody'));

/** A warning triangle (the alert-triangle outline of Feather icons, MIT). Decorative: the title says it. */
function WarningIcon() {
  return (
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
}

function warningKey(warning: SizingWarning): string {
  if (warning.code === 'slip') return `slip:${warning.slipId}`;
  if (warning.code === 'contradiction') return `contradiction:${warning.contradictionId}`;
  if (warning.code === 'messageSizeLimit') return `messageSizeLimit:${warning.limit}`;
  if (warning.code === 'sendersCapped' || warning.code === 'groupSizeCapped')
    return `${warning.code}:${warning.workloads.join()}`;
  return warning.code;
}

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
          <li key={warningKey(warning)} className="recommendation-warning">
            <WarningIcon />
            {/* Titles only until asked: the headroom chart below stays in view on a desktop. */}
            <details className="recommendation-warning-details">
              {/* The body draws the title with its text (a contradiction's names what disagrees); until it arrives,
                  the first view's. */}
              <Suspense fallback={<summary>{warningTitle(t, warning)}</summary>}>
                <WarningBody warning={warning} edition={edition} service={service} />
              </Suspense>
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
