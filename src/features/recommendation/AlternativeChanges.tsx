/**
 * Beside the answer's range and alternatives: where one of them sits on another tier than the deployment, what
 * moving a running instance there costs (the vendor's scale pages: 30-60 minutes unreachable between Free and a
 * paid tier, none between Standard and Premium, Premium_P2 slower). Loaded only for such a plan, with the panels'
 * messages, so the first view carries none of it.
 */
import type { Plan } from '../../engine';
// Straight from its module: this chunk is asked for by the first view, and must not regroup the engine's chunks.
import { alternativeChanges } from '../../engine/planning/scaleChange';
import { scaleChangeText } from '../../components/wording/tierChangeText';
import { useLocale, useT } from '../../i18n/I18nProvider';

export default function AlternativeChanges({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  return alternativeChanges(planned).map(({ alternative, change }) => (
    <p key={alternative} className="recommendation-tier-change panel-hint">
      {t(`plan.tierChange.alternative.${alternative}`, {
        change: scaleChangeText(t, locale, change, planned.service),
      })}
    </p>
  ));
}
