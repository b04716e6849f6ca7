/**
 * The regions' total beside the answer, when the scenario has replicas: each region is billed for its own units
 * and messages, so the cost a team pays is this line's, not the one-region tile's.
 */
import { useMemo } from 'react';
import { defaultTables, replicaPlan, type Evaluation } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { replicasText } from '../../components/wording/planText';

export function RegionsLine({ evaluation }: { evaluation: Evaluation }) {
  const t = useT();
  const locale = useLocale();
  const replicas = useMemo(() => replicaPlan(evaluation, defaultTables), [evaluation]);
  const regions = replicasText(
    t,
    locale,
    replicas,
    evaluation.scenario.replicas?.count ?? 0,
    evaluation.scenario.loadProfile !== undefined,
  );
  if (!regions) return null;
  return <p className="recommendation-regions">{regions}</p>;
}
