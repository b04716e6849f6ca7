/**
 * Why a scenario cannot be sized on a service: the workloads whose Pattern that service's guide has no table for,
 * each by name, with the patterns it does have. The service choice in Settings and the side-by-side panel say it
 * in the same words.
 */
import { patterns as allPatterns, servicePatterns, type Service, type Workload } from '../engine';
import { useLocale, useT, useTNodes } from '../i18n/I18nProvider';
import { UserTextList } from './UserText';
import { formatChoices, formatList } from './wording/formatList';
import { workloadName } from './wording/workloadNames';

export function ServiceBlocked({
  service,
  workloads,
  blocked,
}: {
  /** The service that cannot take the scenario. */
  service: Service;
  workloads: readonly Workload[];
  /** The workloads it cannot size, by index. */
  blocked: readonly number[];
}) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const patterns = [...new Set(blocked.flatMap((index) => workloads[index]?.pattern ?? []))].map(
    (pattern) => t(`pattern.${pattern}`),
  );
  return tNodes('settings.service.blocked', {
    service: t(`service.${service}`),
    patterns: formatList(locale, patterns),
    names: <UserTextList items={blocked.map((index) => workloadName(t, workloads, index))} />,
    allowed: formatChoices(
      locale,
      allPatterns
        .filter((pattern) => servicePatterns[service].includes(pattern))
        .map((pattern) => t(`pattern.${pattern}`)),
    ),
  });
}
