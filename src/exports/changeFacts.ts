/**
 * What the exports add about change: "If a region fails" (the engine's `regionFailover` at the peak hour, worded by
 * ../components/wording/failoverText as the page words it) and each change of tier the plan shows (the year ahead,
 * the answer's alternatives), worded by ../components/wording/tierChangeText. The Markdown report and the command
 * line's text both read these.
 */
import { defaultTables, type Plan } from '../engine';
import { alternativeChanges, regionFailover, timelineChanges } from '../engine/planning';
import {
  failedRegionText,
  failoverLead,
  failoverMomentText,
  failoverSizingText,
  failoverTimingText,
  survivorLine,
} from '../components/wording/failoverText';
import { scaleChangeText } from '../components/wording/tierChangeText';
import type { Translate } from '../i18n/translate';
import type { PlanExtras } from './planExport';
import type { PlanFact } from './planWords';

export interface FailoverLines {
  /** Where the clients go and how soon, the even spread (our assumption), the clients' retry window. */
  lead: string[];
  /** Each region failing at the peak hour: its sentence, then one line per remaining region. */
  regions: { lead: string; survivors: string[] }[];
  /** Sized for all the traffic already, or what "Size for failover" deploys and costs more. */
  sizing: string;
  /** How autoscale's minutes are counted (and Premium_P2's slower operations). */
  notes: string[];
}

/** "If a region fails" at the peak hour; null when the plan has no replicas or deploys nothing. */
export function failoverLines(t: Translate, locale: string, plan: Plan): FailoverLines | null {
  const failover = regionFailover(plan, defaultTables);
  if (!failover) return null;
  return {
    lead: failoverLead(t, locale, failover),
    regions: failover.regions.map((failed) => ({
      lead: `${failoverMomentText(t, locale, failover, failed.atPeak)}: ${failedRegionText(t, locale, failed, failed.atPeak)}`,
      survivors: failed.atPeak.survivors.map((survivor) =>
        survivorLine(t, locale, failover, survivor),
      ),
    })),
    sizing: failoverSizingText(t, locale, failover),
    notes: failoverTimingText(t, locale, failover),
  };
}

/** Each change of tier the plan shows: the year ahead's months, and the answer's alternatives on another tier. */
export function tierChangeFacts(
  t: Translate,
  locale: string,
  plan: Plan,
  extras: PlanExtras,
): PlanFact[] {
  const label = t('exportImport.plan.tierChange');
  const facts: PlanFact[] = alternativeChanges(plan).map(({ alternative, change }) => ({
    label,
    value: t(`plan.tierChange.alternative.${alternative}`, {
      change: scaleChangeText(t, locale, change, plan.service),
    }),
  }));
  if (extras.timeline) {
    for (const { month, change } of timelineChanges(extras.timeline)) {
      facts.push({
        label,
        value: t('plan.timeline.change', {
          month,
          change: scaleChangeText(t, locale, change, plan.service),
        }),
      });
    }
  }
  return facts;
}
