/** Where the guide is silent for this scenario, how each reading fills the gap, and the range it gives. */
import type { Evaluation, SilentPoint, TierChoice, Workload } from '../../engine';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { tierLabel } from '../../components/wording/tierLabel';
import { workloadNames } from '../../components/wording/workloadNames';

function pointText(
  t: Translate,
  locale: string,
  point: SilentPoint,
  workloads: readonly Workload[],
): string {
  switch (point.kind) {
    case 'groupSize':
      return t('working.range.groupSize', {
        size: formatCount(locale, point.groupSize),
        lower: formatCount(locale, point.lower),
        upper: formatCount(locale, point.upper),
      });
    case 'bigGroup':
      return t('working.range.bigGroup', {
        size: formatCount(locale, point.groupSize),
        measured: formatCount(locale, point.measured),
      });
    case 'units':
      return t('working.range.units', {
        units: formatCount(locale, point.units),
        lower: formatCount(locale, point.lower),
        upper: formatCount(locale, point.upper),
      });
    case 'billedBytes':
      return t('working.range.billedBytes', {
        names: workloadNames(t, locale, workloads, point.workloads),
      });
  }
}

const pointKey = (point: SilentPoint): string =>
  point.kind === 'units'
    ? `units-${String(point.units)}`
    : point.kind === 'groupSize' || point.kind === 'bigGroup'
      ? `group-${String(point.groupSize)}`
      : 'billed-bytes';

function choiceText(t: Translate, choice: TierChoice | null): string {
  return choice ? tierLabel(t, choice.sku, choice.units) : t('working.range.nothingFits');
}

export function RangeWorking({ evaluation }: { evaluation: Evaluation }) {
  const t = useT();
  const locale = useLocale();
  const { range } = evaluation;
  return (
    <>
      <h3>{t('working.range.heading')}</h3>
      {range.reasons.length === 0 ? (
        <p>{t('working.range.none')}</p>
      ) : (
        <ul className="working-lines">
          {range.reasons.map((point) => (
            <li key={pointKey(point)}>
              {pointText(t, locale, point, evaluation.scenario.workloads)}
            </li>
          ))}
        </ul>
      )}
      {/* Web PubSub's guide measured no group under 10 members: its readings differ in groups of 11 and more only. */}
      {evaluation.service === 'webPubSub' ? (
        <ul className="working-lines">
          <li>
            {t('working.range.optimistic.webPubSub', { tier: choiceText(t, range.optimistic) })}
          </li>
          <li>{t('working.range.interpolated.webPubSub')}</li>
          <li>
            {t('working.range.conservative.webPubSub', {
              tier: choiceText(t, range.conservative),
            })}
          </li>
        </ul>
      ) : (
        <ul className="working-lines">
          <li>{t('working.range.optimistic', { tier: choiceText(t, range.optimistic) })}</li>
          <li>{t('working.range.interpolated')}</li>
          <li>{t('working.range.conservative', { tier: choiceText(t, range.conservative) })}</li>
        </ul>
      )}
      <p>{t(`working.range.sizedBy.${evaluation.guideReading}`)}</p>
    </>
  );
}
