/**
 * The embed's answer, from the plan as the page's recommendation draws it: the deployment, its monthly bill and
 * what it needs besides (SignalR's app servers, or the requests a second Web PubSub's upstream answers), the binding limit at the peak in words, the range with each end's cost, and the totals.
 */
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCompact, formatCurrency } from '../../i18n/format';
import { usePlan } from '../../state/usePlan';
import { pricesBasisShort } from '../../components/wording/pricesText';
import { describeLimit } from '../../components/wording/describeLimit';
import { deploymentLabel, planRangeText } from '../../components/wording/deploymentText';

function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'embed-fact embed-fact-wide' : 'embed-fact'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function EmbedSummary() {
  const t = useT();
  const locale = useLocale();
  const planned = usePlan();
  const { deployment, monthly, peak, warnings, evaluation } = planned;
  const { totals } = evaluation;
  const empty = evaluation.workloads.length === 0;
  const range = empty ? null : planRangeText(t, locale, planned);
  const rate = (perSecond: number) =>
    t('unit.messagesPerSecond', { value: formatCompact(locale, perSecond) });

  let headline: string;
  if (empty) headline = t('recommendation.headline.empty');
  else if (deployment) headline = deploymentLabel(t, locale, deployment);
  else headline = t('recommendation.headline.noFit');

  return (
    <>
      <section
        className={empty ? 'embed-card' : 'embed-card embed-card-half'}
        aria-labelledby="embed-recommendation-heading"
      >
        <h2 id="embed-recommendation-heading" className="embed-label">
          {t('recommendation.heading')}
        </h2>
        <p
          className={deployment ? 'embed-headline' : 'embed-headline is-muted'}
          aria-live="polite"
          aria-atomic="true"
        >
          {headline}
        </p>
        {range && <p className="embed-range">{range}</p>}
        {deployment && monthly && peak && (
          <dl className="embed-facts">
            <Fact
              label={t('recommendation.cost')}
              value={t('unit.perMonth', {
                value: formatCurrency(locale, monthly.totalUsd, planned.prices.currency),
              })}
            />
            <Fact label={t('prices.heading')} value={pricesBasisShort(t, locale, planned.prices)} />
            {planned.service === 'webPubSub' ? (
              <Fact
                label={t('recommendation.upstream')}
                value={`${formatCompact(locale, deployment.upstream?.requestsPerSecond ?? 0)} ${t('recommendation.metric.requestsPerSecond')}`}
              />
            ) : (
              <Fact
                label={t('recommendation.appServers')}
                value={t('unit.appServers', { count: deployment.appServers })}
              />
            )}
            <Fact
              wide
              label={t('recommendation.binding')}
              value={describeLimit(t, locale, peak.binding, peak)}
            />
          </dl>
        )}
        {deployment && warnings.length > 0 && (
          <p className="panel-hint">{t('embed.warnings', { count: warnings.length })}</p>
        )}
      </section>
      {!empty && (
        <section className="embed-card embed-card-half" aria-labelledby="embed-totals-heading">
          <h2 id="embed-totals-heading" className="embed-label">
            {t('totals.heading')}
          </h2>
          <dl className="embed-facts embed-totals">
            <Fact
              label={t('totals.connections')}
              value={formatCompact(locale, totals.connections)}
            />
            <Fact
              label={t('totals.inboundMessages')}
              value={rate(totals.inboundMessagesPerSecond)}
            />
            <Fact
              label={t('totals.outboundMessages')}
              value={rate(totals.outboundMessagesPerSecond)}
            />
            <Fact
              label={t('totals.outboundBandwidth')}
              value={formatBytesPerSecond(locale, totals.outboundBytesPerSecond)}
            />
          </dl>
        </section>
      )}
    </>
  );
}
