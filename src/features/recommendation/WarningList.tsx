/** The guide's warnings at the recommended tier, each with an icon and a text title (never colour alone). */
import type { ReactNode } from 'react';
import {
  guides,
  signalrEditionOf,
  type ScenarioEdition,
  type Service,
  type SizingWarning,
} from '../../engine';
import { GuideDataText } from '../../components/GuideDataText';
import { UserTextList } from '../../components/UserText';
import {
  contradictionMessages,
  guideDataText,
  slipFormulaMessage,
  slipNoteMessage,
} from '../../components/wording/guideDataText';
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

/**
 * What the guide prints or says and what the engine does about it, in this project's words and the reader's
 * language: an account of the guide, not a quote of it (a source's verbatim words inside stay marked).
 */
function GuideAccount({ children }: { children: ReactNode }) {
  return <p className="recommendation-guide-account">{children}</p>;
}

/** The guide's words and the engine's rule, folded so several contradictions stay readable. */
function GuideSaysAndEngineDoes({
  guideText,
  engineLead,
  engineText,
}: {
  guideText: ReactNode;
  engineLead: string;
  engineText: ReactNode;
}) {
  const t = useT();
  return (
    <details className="recommendation-guide-text">
      <summary>{t('warnings.details')}</summary>
      <p className="recommendation-quote-lead">{t('warnings.guideSays')}</p>
      <GuideAccount>{guideText}</GuideAccount>
      <p className="recommendation-quote-lead">{engineLead}</p>
      <GuideAccount>{engineText}</GuideAccount>
    </details>
  );
}

/** The sentence every surface shows, plus the guide's own words where it slipped or contradicts itself. */
function WarningBody({
  warning,
  edition,
  service,
}: {
  warning: SizingWarning;
  edition: ScenarioEdition;
  service: Service;
}) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const workloads = useScenarioStore((state) => state.scenario.workloads);
  const message = warningMessage(t, locale, warning, workloads, edition, service);
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
  if (service === 'webPubSub') return <p>{text}</p>;
  const guide = guides[signalrEditionOf(edition)];
  if (warning.code === 'slip') {
    const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
    if (!slip) return null;
    return (
      <>
        <p>{text}</p>
        <GuideSaysAndEngineDoes
          guideText={<GuideDataText message={slipNoteMessage(t, locale, guide, slip)} />}
          engineLead={t('warnings.slip.engine')}
          engineText={guideDataText(t, slipFormulaMessage(t, locale, guide, slip))}
        />
      </>
    );
  }
  if (warning.code === 'contradiction') {
    const contradiction = guide.contradictions.find(
      (candidate) => candidate.id === warning.contradictionId,
    );
    if (!contradiction) return null;
    const { description, engineRule } = contradictionMessages(t, locale, guide, contradiction);
    return (
      <>
        <p>{text}</p>
        <GuideSaysAndEngineDoes
          guideText={<GuideDataText message={description} />}
          engineLead={t('warnings.contradiction.engine')}
          engineText={<GuideDataText message={engineRule} />}
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
                {warningMessage(t, locale, warning, workloads, edition, service).title}
              </summary>
              <WarningBody warning={warning} edition={edition} service={service} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
