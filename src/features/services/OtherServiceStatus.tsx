/**
 * The folded line under the answer (./ServicesSummary): what the other service's own plan gives this scenario (its
 * deployment, its monthly bill and how much less or more it costs) or which workloads it cannot take. Drawn from
 * the engine's `compareServices` of the scenario once the page is idle after it settled: the other service's plan
 * is a second evaluation and plan, which no key step waits for. A chunk of its own, loaded when the page is idle.
 */
import { UserTextList } from '../../components/UserText';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { workloadName } from '../../components/wording/workloadNames';
import type { ServiceComparison } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { useIdleServiceComparison } from '../../state/useServiceComparison';

function OtherServiceLine({ comparison }: { comparison: ServiceComparison }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const [own, other] = comparison.answers;
  const service = t(`service.${other.service}`);
  if (other.scenario === null) {
    const workloads = own.scenario?.workloads ?? [];
    return tNodes('services.status.blocked', {
      service,
      names: (
        <UserTextList
          items={other.unsupportedWorkloads.map((index) => workloadName(t, workloads, index))}
        />
      ),
    });
  }
  const deployment = other.plan?.deployment;
  const monthly = other.plan?.monthly;
  if (!deployment || !monthly) return t('services.status.noFit', { service });
  const params = {
    service,
    deployment: deploymentLabel(t, locale, deployment),
    cost: formatCurrency(locale, monthly.totalUsd, other.plan?.prices.currency),
    saving: formatCurrency(locale, comparison.monthlySavingUsd ?? 0, other.plan?.prices.currency),
  };
  if (comparison.cheaper === other.service) return t('services.status.cheaper', params);
  if (comparison.cheaper === own.service) return t('services.status.dearer', params);
  return t('services.status.same', params);
}

export default function OtherServiceStatus() {
  const comparison = useIdleServiceComparison();
  const empty = comparison.answers[0].scenario?.workloads.length === 0;
  return empty ? null : <OtherServiceLine comparison={comparison} />;
}
