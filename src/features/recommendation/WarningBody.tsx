/**
 * A warning's title and text (./WarningList): the sentence every surface shows, and where the guide slipped or
 * contradicts itself, its own words and the engine's rule, folded. A chunk of its own with the words of the guide's
 * data, loaded once the page has started: until then the first view shows each warning's title from its own messages
 * (one general title for every contradiction), and the text stays folded until asked.
 */
import { useMemo, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
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
import { warningMessage } from '../../components/wording/warningText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

/**
 * What the guide prints or says and what the engine does about it, in this project's words and the reader's
 * language: an account of the guide, not a quote of it (a source's verbatim words inside stay marked).
 */
/**
 * A title as a chip shows it: a short word or number stays with the word before it, so a narrow screen wraps
 * "Small-group plateau, then P2" before "then", never as "then / P2" or "Tabellen / 1" (QA at 390 px).
 * @example chipTitle('App servers: text 2, tables 1') // 'App servers: text\u00a02, tables\u00a01'
 */
export function chipTitle(title: string): string {
  return title.replace(/ (?=[^\s]{1,3}(?:\s|$))/g, '\u00a0');
}

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

/**
 * The warning's title and the sentence every surface shows (./warningText, one source for both), plus the guide's own
 * words where it slipped or contradicts itself.
 */
function WarningBodyOf({
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
  // The names it may quote, not the workloads: a key step that changes a number leaves them as they were.
  const names = useScenarioStore(
    useShallow((state) => state.scenario.workloads.map((workload) => workload.name)),
  );
  const workloads = useMemo(() => names.map((name) => ({ name })), [names]);
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
  return (
    <>
      <summary>{chipTitle(message.title)}</summary>
      {message.known && <p>{text}</p>}
      {service === 'signalr' && <GuideSaysAndEngineDoesOf warning={warning} edition={edition} />}
    </>
  );
}

/** Where the guide slipped or contradicts itself: its own words and the engine's rule, folded. */
function GuideSaysAndEngineDoesOf({
  warning,
  edition,
}: {
  warning: SizingWarning;
  edition: ScenarioEdition;
}) {
  const t = useT();
  const locale = useLocale();
  const guide = guides[signalrEditionOf(edition)];
  if (warning.code === 'slip') {
    const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
    if (!slip) return null;
    return (
      <GuideSaysAndEngineDoes
        guideText={<GuideDataText message={slipNoteMessage(t, locale, guide, slip)} />}
        engineLead={t('warnings.slip.engine')}
        engineText={guideDataText(t, slipFormulaMessage(t, locale, guide, slip))}
      />
    );
  }
  if (warning.code === 'contradiction') {
    const contradiction = guide.contradictions.find(
      (candidate) => candidate.id === warning.contradictionId,
    );
    if (!contradiction) return null;
    const { description, engineRule } = contradictionMessages(t, locale, guide, contradiction);
    return (
      <GuideSaysAndEngineDoes
        guideText={<GuideDataText message={description} />}
        engineLead={t('warnings.contradiction.engine')}
        engineText={<GuideDataText message={engineRule} />}
      />
    );
  }
  return null;
}

/** Memoised by its item in ./WarningList: drawn again only when its warning says something else. */
export default WarningBodyOf;
