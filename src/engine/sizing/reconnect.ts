/**
 * How long every client takes to reconnect at once (after a restart, a scale operation or a network blip),
 * from the connection-open rates a maintainer published per instance size (data/service-rules.json).
 */
import type { SkuId } from '../guides/guideSchema';
import type { ServiceRules } from '../guides/serviceRulesSchema';

export interface ConnectionOpenRate {
  perSecond: number;
  /** The published sizes the rate was read from: one, or the two it lies between. */
  fromUnits: number[];
  interpolated: boolean;
  /** Above unit 100 nothing is published: the rate of unit 100 is held. */
  extrapolated: boolean;
}

/**
 * The published points with the rate the engine uses at each: the printed rate, or where the thread's own time
 * contradicts it (unit 100: 8,000 a second printed, 25 s for 100,000 connections), the rate that time gives.
 */
function usedPoints(rules: ServiceRules): { units: number; perSecond: number }[] {
  const { points, slips } = rules.connectionOpenRates;
  return points.map((point) => {
    const slip = slips.find(
      (candidate) => candidate.units === point.units && candidate.engineUses === 'time',
    );
    return { units: point.units, perSecond: slip?.usedPerSecond ?? point.perSecond };
  });
}

const usedPointsCache = new WeakMap<ServiceRules, { units: number; perSecond: number }[]>();

/**
 * Connections per second an instance of this size accepts: Free 20; units 1-10: 400; 20: 600; 50: 2,000;
 * 100: 4,000 (Azure/azure-signalr issue 1282: its row prints 8,000 a second but 25 s for 100,000 connections;
 * the engine uses the reading its own time gives), linear between the published sizes, held (and flagged)
 * beyond unit 100, where nothing was measured.
 * @example connectionOpenRate('Standard_S1', 30, rules).perSecond // 600 + (2,000 - 600) x 10/30 = 1,066.7
 */
export function connectionOpenRate(
  sku: SkuId,
  units: number,
  rules: ServiceRules,
): ConnectionOpenRate {
  const { freePerSecond } = rules.connectionOpenRates;
  let points = usedPointsCache.get(rules);
  if (!points) {
    points = usedPoints(rules);
    usedPointsCache.set(rules, points);
  }
  if (sku === 'Free') {
    return { perSecond: freePerSecond, fromUnits: [], interpolated: false, extrapolated: false };
  }
  const first = points[0] as { units: number; perSecond: number };
  if (units <= first.units) {
    return {
      perSecond: first.perSecond,
      fromUnits: [first.units],
      interpolated: false,
      extrapolated: false,
    };
  }
  for (let index = 1; index < points.length; index += 1) {
    const point = points[index] as { units: number; perSecond: number };
    if (units > point.units) continue;
    if (units === point.units) {
      return {
        perSecond: point.perSecond,
        fromUnits: [point.units],
        interpolated: false,
        extrapolated: false,
      };
    }
    const previous = points[index - 1] as { units: number; perSecond: number };
    const share = (units - previous.units) / (point.units - previous.units);
    return {
      perSecond: previous.perSecond + (point.perSecond - previous.perSecond) * share,
      fromUnits: [previous.units, point.units],
      interpolated: true,
      extrapolated: false,
    };
  }
  const last = points[points.length - 1] as { units: number; perSecond: number };
  return {
    perSecond: last.perSecond,
    fromUnits: [last.units],
    interpolated: false,
    extrapolated: true,
  };
}

/**
 * The longest a client keeps trying with the SignalR clients' default automatic reconnect: the sum of its
 * retry delays (0 + 2 + 10 + 30 = 42 s). A reconnect storm that takes longer leaves clients disconnected.
 */
export function reconnectWindowSeconds(rules: ServiceRules): number {
  return rules.clientReconnect.retryDelaysSeconds.reduce((sum, delay) => sum + delay, 0);
}
