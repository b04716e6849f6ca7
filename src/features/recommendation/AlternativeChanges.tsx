/**
 * Beside the answer's range and alternatives: where one of them sits on another tier than the deployment, what
 * moving a running instance there costs (the vendor's scale pages: 30-60 minutes unreachable between Free and a
 * paid tier, none between Standard and Premium, Premium_P2 slower). Loaded only for such a plan, with the panels'
 * messages, so the first view carries none of it.
 *
 * Folded to its first sentence ("Moving to several instances."), opened on request: written out, the notes took
 * five lines of the answer column and pushed the headroom chart below the fold at 1440 x 900. Every language's
 * message puts the change last ("… {change}"), so the sentence before it is the summary (AlternativeChanges.test).
 * Hidden, its box kept, while the plan it describes is older than the headline's (as the range line is).
 */
import type { Plan } from '../../engine';
// Straight from its module: this chunk is asked for by the first view, and must not regroup the engine's chunks.
import { alternativeChanges } from '../../engine/planning/scaleChange';
import { scaleChangeText } from '../../components/wording/tierChangeText';
import { useLocale, useT } from '../../i18n/I18nProvider';

export default function AlternativeChanges({ planned, stale }: { planned: Plan; stale: boolean }) {
  const t = useT();
  const locale = useLocale();
  return alternativeChanges(planned).map(({ alternative, change }) => (
    <details key={alternative} className="recommendation-tier-change panel-hint" hidden={stale}>
      <summary>{t(`plan.tierChange.alternative.${alternative}`, { change: '' }).trim()}</summary>
      {scaleChangeText(t, locale, change, planned.service)}
    </details>
  ));
}
