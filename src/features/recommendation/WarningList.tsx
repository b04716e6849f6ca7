/** The guide's warnings at the recommended tier, each with an icon and a text title (never colour alone). */
import { guides, type Edition, type SizingWarning } from '../../engine';
import { UserTextList } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { warningMessage } from '../../components/wording/warningText';

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

/** The guide's own English text, shown as data in a quote whatever the page's language. */
function GuideQuote({ children }: { children: string }) {
  return (
    <blockquote className="recommendation-quote" lang="en">
      {children}
    </blockquote>
  );
}

/** The guide's words and the engine's rule, folded so several contradictions stay readable. */
function GuideSaysAndEngineDoes({
  guideText,
  engineLead,
  engineText,
}: {
  guideText: string;
  engineLead: string;
  engineText: string;
}) {
  const t = useT();
  return (
    <details className="recommendation-guide-text">
      <summary>{t('warnings.details')}</summary>
      <p className="recommendation-quote-lead">{t('warnings.guideSays')}</p>
      <GuideQuote>{guideText}</GuideQuote>
      <p className="recommendation-quote-lead">{engineLead}</p>
      <GuideQuote>{engineText}</GuideQuote>
    </details>
  );
}

/** The sentence every surface shows, plus the guide's own words where it slipped or contradicts itself. */
function WarningBody({ warning, edition }: { warning: SizingWarning; edition: Edition }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const workloads = useScenarioStore((state) => state.scenario.workloads);
  const message = warningMessage(t, locale, warning, workloads, edition);
  // Workload names are user text: each drawn in its own <bdi> inside the sentence.
  const sentence =
    message.names === null
      ? t(message.key, message.params)
      : tNodes(message.key, { ...message.params, names: <UserTextList items={message.names} /> });
  const text = (
    <>
      {sentence}
      {message.suffix && ` ${message.suffix}`}
    </>
  );
  const guide = guides[edition];
  if (warning.code === 'slip') {
    const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
    if (!slip) return null;
    return (
      <>
        <p>{text}</p>
        <GuideSaysAndEngineDoes
          guideText={slip.note}
          engineLead={t('warnings.slip.engine')}
          engineText={slip.formulaText}
        />
      </>
    );
  }
  if (warning.code === 'contradiction') {
    const contradiction = guide.contradictions.find(
      (candidate) => candidate.id === warning.contradictionId,
    );
    if (!contradiction) return null;
    return (
      <>
        <p>{text}</p>
        <GuideSaysAndEngineDoes
          guideText={contradiction.description}
          engineLead={t('warnings.contradiction.engine')}
          engineText={contradiction.engineRule}
        />
      </>
    );
  }
  return <p>{text}</p>;
}

function warningKey(warning: SizingWarning): string {
  if (warning.code === 'slip') return `slip:${warning.slipId}`;
  if (warning.code === 'contradiction') return `contradiction:${warning.contradictionId}`;
  if (warning.code === 'messageSizeLimit') return `messageSizeLimit:${warning.limit}`;
  return warning.code;
}

export function WarningList({
  warnings,
  edition,
}: {
  warnings: readonly SizingWarning[];
  edition: Edition;
}) {
  const t = useT();
  const locale = useLocale();
  const workloads = useScenarioStore((state) => state.scenario.workloads);
  return (
    <div className="recommendation-warnings">
      <h3 id="recommendation-warnings-heading">{t('warnings.heading')}</h3>
      <ul aria-labelledby="recommendation-warnings-heading">
        {warnings.map((warning) => (
          <li key={warningKey(warning)} className="recommendation-warning">
            <WarningIcon />
            {/* Titles only until asked: the headroom chart below stays in view on a desktop. */}
            <details className="recommendation-warning-details">
              <summary className="recommendation-warning-title">
                {warningMessage(t, locale, warning, workloads, edition).title}
              </summary>
              <WarningBody warning={warning} edition={edition} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
