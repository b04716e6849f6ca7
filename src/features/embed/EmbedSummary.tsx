/** The embed's answer: the tier, its monthly cost and app servers, the binding limit in words, the totals. */
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCompact, formatCurrency } from '../../i18n/format';
import { useEvaluation } from '../../state/useEvaluation';
import { describeLimit } from '../../components/wording/describeLimit';
import { rangeText } from '../../components/wording/rangeText';
import { tierLabel } from '../../components/wording/tierLabel';

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
  const evaluation = useEvaluation();
  const { recommended, totals, warnings } = evaluation;
  const empty = evaluation.workloads.length === 0;
  const tier = recommended ? evaluation.tiers[recommended.tierIndex] : undefined;
  const range = empty ? null : rangeText(t, locale, evaluation);
  const rate = (perSecond: number) =>
    t('unit.messagesPerSecond', { value: formatCompact(locale, perSecond) });

  let headline: string;
  if (empty) headline = t('recommendation.headline.empty');
  else if (recommended) headline = tierLabel(t, recommended.sku, recommended.units);
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
          className={recommended ? 'embed-headline' : 'embed-headline is-muted'}
          aria-live="polite"
          aria-atomic="true"
        >
          {headline}
        </p>
        {range && <p className="embed-range">{range}</p>}
        {recommended && (
          <dl className="embed-facts">
            <Fact
              label={t('recommendation.cost')}
              value={t('unit.perMonth', {
                value: formatCurrency(locale, recommended.cost.totalUsd),
              })}
            />
            <Fact
              label={t('recommendation.appServers')}
              value={t('unit.appServers', { count: recommended.appServers })}
            />
            {tier && (
              <Fact
                wide
                label={t('recommendation.binding')}
                value={describeLimit(t, locale, recommended.binding, tier)}
              />
            )}
          </dl>
        )}
        {recommended && warnings.length > 0 && (
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
