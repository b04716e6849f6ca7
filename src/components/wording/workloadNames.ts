/** Workload names as the user typed them, with a numbered fallback for blank ones. */
import type { Workload } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatList } from './formatList';

/** The workload's name, or "Workload 3" when it has none (or the index is out of range). */
export function workloadName(
  t: Translate,
  workloads: readonly Pick<Workload, 'name'>[],
  index: number,
): string {
  const name = workloads[index]?.name.trim();
  return name ? name : t('working.unnamedWorkload', { number: index + 1 });
}

/** Several workloads' names as one list: "Chat rooms and Presence updates". */
export function workloadNames(
  t: Translate,
  locale: string,
  workloads: readonly Pick<Workload, 'name'>[],
  indices: readonly number[],
): string {
  return formatList(
    locale,
    indices.map((index) => workloadName(t, workloads, index)),
  );
}
