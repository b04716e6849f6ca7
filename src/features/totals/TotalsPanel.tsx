/**
 * Live totals of the scenario: follows every slider tick, so it only formats what the engine summed. The monthly
 * cost is the plan's bill, the one the recommendation shows.
 */
import { memo, type ReactNode } from 'react';
import { planBilledMessagesPerDay } from '../../engine';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatCurrency } from '../../i18n/format';
import { usePlan } from '../../state/usePlan';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { pricesBasisShort } from '../../components/wording/pricesText';
import { crossRegionParams } from '../../components/wording/crossRegionText';
import './TotalsPanel.css';

/** Memoised: a step redraws the totals whose figures it changed (a connections step: four of seven). */
const Total = memo(function Total({
  label,
  value,
  hint,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
}) {
  return (
    <div className="totals-item">
      <dt>{label}</dt>
      <dd>
        <span className="totals-value num">{value}</span>
        {hint && <span className="totals-hint">{hint}</span>}
      </dd>
    </div>
  );
});

export function TotalsPanel() {
  const t = useT();
  const locale = useLocale();
  const planned = usePlan();
  const { evaluation, deployment, monthly } = planned;
  const { totals, workloads } = evaluation;
  const rate = (perSecond: number) =>
    t('unit.messagesPerSecond', { value: formatCount(locale, perSecond) });
  // Shown only when the load differs visibly from the bytes sent (messages under 1 KB).
  const loadHint = (bytesPerSecond: number, loadBytesPerSecond: number) => {
    const load = formatBytesPerSecond(locale, loadBytesPerSecond);
    return load === formatBytesPerSecond(locale, bytesPerSecond)
      ? undefined
      : t('totals.loadHint', { load });
  };

  // Azure's data transfer between the regions, part of the monthly cost below (replicas only).
  const crossRegion = monthly ? crossRegionParams(locale, monthly, planned.prices.currency) : null;
  let costHint: string;
  if (deployment) costHint = t('totals.costTier', { tier: deploymentLabel(t, locale, deployment) });
  else if (workloads.length === 0) costHint = t('totals.noCost.empty');
  else costHint = t('totals.noCost.noFit');

  return (
    <section className="panel" aria-labelledby="totals-heading">
      <h2 id="totals-heading">{t('totals.heading')}</h2>
      <dl className="totals-grid">
        <Total label={t('totals.connections')} value={formatCount(locale, totals.connections)} />
        <Total label={t('totals.inboundMessages')} value={rate(totals.inboundMessagesPerSecond)} />
        <Total
          label={t('totals.outboundMessages')}
          value={rate(totals.outboundMessagesPerSecond)}
        />
        <Total
          label={t('totals.inboundBandwidth')}
          value={formatBytesPerSecond(locale, totals.inboundBytesPerSecond)}
          hint={loadHint(totals.inboundBytesPerSecond, totals.inboundLoadBytesPerSecond)}
        />
        <Total
          label={t('totals.outboundBandwidth')}
          value={formatBytesPerSecond(locale, totals.outboundBytesPerSecond)}
          hint={loadHint(totals.outboundBytesPerSecond, totals.outboundLoadBytesPerSecond)}
        />
        {/* What the bill counts: over the day as profiled, when the scenario has a profile. */}
        <Total
          label={t('totals.billedMessages')}
          value={formatCount(locale, planBilledMessagesPerDay(planned))}
          hint={billedHint(
            t,
            evaluation.service === 'webPubSub',
            !!(monthly && evaluation.scenario.loadProfile),
          )}
        />
        {crossRegion && monthly && (
          <Total
            label={t('totals.crossRegion')}
            value={t('unit.perMonth', { value: crossRegion.cost })}
            hint={t('totals.crossRegionHint', crossRegion)}
          />
        )}
        <Total
          label={t('totals.monthlyCost')}
          value={
            monthly
              ? t('unit.perMonth', {
                  value: formatCurrency(locale, monthly.totalUsd, planned.prices.currency),
                })
              : t('totals.noCost')
          }
          hint={
            monthly ? (
              <>
                {costHint}
                <br />
                {pricesBasisShort(t, locale, planned.prices)}
              </>
            ) : (
              costHint
            )
          }
        />
      </dl>
    </section>
  );
}

/** What the bill counts besides the deliveries: SignalR's leg to the app server, Web PubSub's call to the upstream. */
function billedHint(t: Translate, webPubSub: boolean, profiled: boolean): string {
  if (webPubSub) {
    return profiled ? t('totals.billedHintProfile.webPubSub') : t('totals.billedHint.webPubSub');
  }
  return profiled ? t('totals.billedHintProfile') : t('totals.billedHint');
}
