/**
 * "If a region fails" in words, from the engine's `regionFailover` and nothing else: the page's table, the Markdown
 * report and the command line's text ask these functions for the same sentences.
 */
import type {
  CatchUp,
  Failover,
  FailedRegion,
  FailoverMoment,
  LoadAt,
  SurvivorLoad,
} from '../../engine';
import { formatCount, formatCurrency, formatPercent, formatSeconds } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { deploymentLabel } from './deploymentText';

/** "Primary" or "Replica 1", as the regions table names them. */
export function failoverRegionName(t: Translate, region: number): string {
  return region === 0 ? t('plan.replicas.primary') : t('plan.replicas.replica', { region });
}

/** Where the clients go and how soon (the vendor's page), how they divide (our assumption), and the retry window. */
export function failoverLead(t: Translate, locale: string, failover: Failover): string[] {
  const ttl = formatSeconds(locale, failover.dnsTtlSeconds);
  const lines = [
    t(
      failover.service === 'webPubSub'
        ? 'plan.failover.routing.webPubSub'
        : 'plan.failover.routing',
      {
        ttl,
      },
    ),
    t('plan.failover.spread'),
  ];
  if (
    failover.clientRetrySeconds !== null &&
    failover.clientRetrySeconds < failover.dnsTtlSeconds
  ) {
    lines.push(
      t('plan.failover.retry', { retry: formatSeconds(locale, failover.clientRetrySeconds), ttl }),
    );
  }
  return lines;
}

/** "At the peak hour, 8:00" or "At 7:00, 50% of the peak"; without a day's profile, "At the peak, all day". */
export function failoverMomentText(
  t: Translate,
  locale: string,
  failover: Failover,
  moment: FailoverMoment,
): string {
  if (!failover.hasProfile) return t('plan.failover.moment.flat');
  return moment.hour === failover.peakHour
    ? t('plan.failover.moment.peak', { hour: moment.hour })
    : t('plan.failover.moment.hour', {
        hour: moment.hour,
        level: formatPercent(locale, moment.level),
      });
}

/** "Primary fails: 10,000 clients (33% of them) reconnect to the other regions." */
export function failedRegionText(
  t: Translate,
  locale: string,
  failed: FailedRegion,
  moment: FailoverMoment,
): string {
  const clients = moment.survivors.reduce((sum, survivor) => sum + survivor.clientsArriving, 0);
  return t('plan.failover.lost', {
    region: failoverRegionName(t, failed.region),
    clients: formatCount(locale, Math.round(clients)),
    share: formatPercent(locale, failed.clientShare),
  });
}

function loadVerdict(t: Translate, locale: string, load: LoadAt): string {
  if (!load.withinCapacity) {
    return load.refusedConnections >= 1
      ? t('plan.failover.load.refused', {
          refused: formatCount(locale, Math.round(load.refusedConnections)),
        })
      : t('plan.failover.load.overCapacity');
  }
  return load.withinTarget
    ? t('plan.failover.load.withinTarget')
    : t('plan.failover.load.overTarget', { target: formatPercent(locale, load.target) });
}

/** "10 units: 100% → 150% of Connections, 5,000 connections refused". */
export function survivorLoadText(
  t: Translate,
  locale: string,
  failover: Failover,
  survivor: SurvivorLoad,
): string {
  const load = t('plan.failover.load', {
    units: formatCount(locale, survivor.after.units),
    before: formatPercent(locale, survivor.before.utilization),
    after: formatPercent(locale, survivor.after.utilization),
    limit: t(`limit.${survivor.after.busiest}`),
  });
  return `${load}, ${loadVerdict(t, locale, survivor.after)}`;
}

function afterText(t: Translate, locale: string, catchUp: CatchUp): string {
  return t('plan.failover.after', {
    utilization: formatPercent(locale, catchUp.after.utilization),
    limit: t(`limit.${catchUp.after.busiest}`),
  });
}

/** What the region's units do: fixed, or its autoscale rule's steps and minutes, or where its maximum stops it. */
export function survivorScalingText(
  t: Translate,
  locale: string,
  failover: Failover,
  survivor: SurvivorLoad,
): string {
  const sku = t(`sku.${failover.sku}`);
  const catchUp = survivor.autoscale;
  if (!catchUp) {
    if (survivor.after.withinTarget) return t('plan.failover.fixed.fits');
    return survivor.unitsNeeded === null
      ? t('plan.failover.fixed.noTier', { units: formatCount(locale, survivor.after.units), sku })
      : t('plan.failover.fixed', {
          units: formatCount(locale, survivor.after.units),
          needed: formatCount(locale, survivor.unitsNeeded),
        });
  }
  if (catchUp.stoppedAtMaximum) {
    const params = {
      maximum: formatCount(locale, catchUp.unitsReached),
      after: afterText(t, locale, catchUp),
      sku,
    };
    return catchUp.unitsNeeded === null
      ? t('plan.failover.autoscale.maximumNoTier', params)
      : t('plan.failover.autoscale.maximum', {
          ...params,
          needed: formatCount(locale, catchUp.unitsNeeded),
        });
  }
  if (catchUp.actions === 0) return t('plan.failover.autoscale.none');
  return t('plan.failover.autoscale.steps', {
    count: catchUp.actions,
    from: formatCount(locale, survivor.after.units),
    to: formatCount(locale, catchUp.unitsReached),
    minutes: formatCount(locale, catchUp.minutes),
    after: afterText(t, locale, catchUp),
  });
}

/** "12.5 s for 5,000 clients at 400 a second", or why there is no figure. */
export function survivorReconnectText(
  t: Translate,
  locale: string,
  survivor: SurvivorLoad,
): string {
  const { reconnect } = survivor;
  if (!reconnect) return t('plan.failover.reconnect.none');
  const text = t('plan.failover.reconnect', {
    seconds: formatSeconds(locale, reconnect.seconds),
    clients: formatCount(locale, Math.round(survivor.clientsArriving)),
    rate: formatCount(locale, reconnect.connectionsPerSecond),
  });
  return reconnect.seconds > reconnect.windowSeconds
    ? `${text} ${t('plan.failover.reconnect.slow', { window: formatSeconds(locale, reconnect.windowSeconds) })}`
    : text;
}

/** "10,000 → 15,000". */
export function survivorClientsText(locale: string, t: Translate, survivor: SurvivorLoad): string {
  return t('plan.failover.clients', {
    before: formatCount(locale, Math.round(survivor.clientsBefore)),
    after: formatCount(locale, Math.round(survivor.clientsAfter)),
  });
}

/** One survivor in one sentence, for the report and the command line. */
export function survivorLine(
  t: Translate,
  locale: string,
  failover: Failover,
  survivor: SurvivorLoad,
): string {
  return t('plan.failover.line', {
    region: failoverRegionName(t, survivor.region),
    clients: survivorClientsText(locale, t, survivor),
    load: survivorLoadText(t, locale, failover, survivor),
    scaling: survivorScalingText(t, locale, failover, survivor),
    reconnect: survivorReconnectText(t, locale, survivor),
  });
}

/** How autoscale's minutes are counted, and Premium_P2's slower scale operations. */
export function failoverTimingText(t: Translate, locale: string, failover: Failover): string[] {
  const lines = [
    t('plan.failover.timing', {
      window: formatSeconds(locale, failover.metricWindowMinutes * 60),
      action: formatSeconds(locale, failover.scaleActionMinutes * 60),
    }),
  ];
  if (failover.premiumP2) lines.push(t('plan.failover.premiumP2'));
  if (failover.instances > 1)
    lines.push(t('plan.failover.instances', { count: failover.instances }));
  return lines;
}

/** Sized for all the traffic already, or what "Size for failover" would deploy and what it costs more. */
export function failoverSizingText(t: Translate, locale: string, failover: Failover): string {
  const sizing = failover.sizeForFailover;
  if (!sizing) return t('plan.failover.sized');
  if (!sizing.deployment || sizing.monthlyUsd === null || sizing.extraMonthlyUsd === null) {
    return t('plan.failover.sizeFor.noFit');
  }
  return t('plan.failover.sizeFor.lead', {
    deployment: deploymentLabel(t, locale, sizing.deployment),
    cost: formatCurrency(locale, sizing.monthlyUsd),
    extra: formatCurrency(locale, sizing.extraMonthlyUsd),
  });
}
