/**
 * A warning of the recommendation in plain words: the one sentence the recommendation panel, the report and the
 * embed all show (the panel adds its folded quotes of the guide).
 */
import {
  defaultTables,
  guides,
  signalrEditionOf,
  skuCatalog,
  webPubSubEditionOf,
  webPubSubGuideOf,
  type Contradiction,
  type ScenarioEdition,
  type Service,
  type SizingWarning,
  type Slip,
  type ThroughputTable,
  type WebPubSubGuideEdition,
  type Workload,
} from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/catalog';
import type { MessageParams } from '../../i18n/translate';
import { formatCount, formatPercent, formatSeconds } from '../../i18n/format';
import { formatList } from './formatList';
import { tableName, tableNameKey } from './tableNames';
import { warningTitle } from './warningTitle';
import { workloadName } from './workloadNames';

export interface WarningWords {
  title: string;
  text: string;
}

/**
 * A warning's message before it is put into words: its catalog key, its parameters, and the names of the
 * workloads it is about (user text), kept apart so the page can isolate them as elements (`<bdi>`) and a
 * plain-text export as characters.
 */
export interface WarningMessage {
  title: string;
  key: MessageKey;
  params: MessageParams;
  /** Workload names for the `{names}` placeholder, or null when the message names none. */
  names: string[] | null;
  /** Added after the message (an extrapolation note). */
  suffix: string | null;
  /** False for a slip or contradiction the edition's data does not hold: there is nothing to say. */
  known: boolean;
}

/** The slips and contradictions a warning may name, from the scenario's service's guide. */
function guideNotesOf(service: Service, edition: ScenarioEdition) {
  if (service === 'webPubSub') {
    const guide = webPubSubGuideOf(defaultTables, webPubSubEditionOf(edition));
    return {
      slips: guide.slips,
      contradictions: guide.contradictions,
      tableName: (t: Translate, id: string) => t(tableNameKey(id as ThroughputTable['id'])),
    };
  }
  const guide = guides[signalrEditionOf(edition)];
  return {
    slips: guide.slips,
    contradictions: guide.contradictions,
    tableName: (t: Translate, id: string) => tableName(t, guide, id),
  };
}

type ContradictionNoteKey =
  | Contradiction['description']['key']
  | WebPubSubGuideEdition['contradictions'][number]['description']['key'];

/**
 * What a contradiction is about: its note's key in the guide's data, where Web PubSub's outbound ceiling is its big
 * group, not broadcast (as ./webPubSubGuideText words its note).
 */
function contradictionTopic(
  key: ContradictionNoteKey,
  service: Service,
): ContradictionNoteKey | 'smallGroupOutboundExceedsBigGroup' {
  return service === 'webPubSub' && key === 'smallGroupOutboundExceedsBroadcast'
    ? 'smallGroupOutboundExceedsBigGroup'
    : key;
}

/**
 * A contradiction's title names what disagrees with what, so two at once are told apart in the list, the exports and
 * the command line. The first view lists the general title until the warning's words arrive (./WarningList).
 */
function contradictionTitle(t: Translate, topic: ReturnType<typeof contradictionTopic>): string {
  // The seven tiers' notes name no table or rule the engine reads: no warning raises them.
  if (topic === 'sevenTiersEightColumns' || topic === 'sevenTiersSoldUnits') {
    return t('warnings.contradiction.title');
  }
  return t(`warnings.contradiction.title.${topic}`);
}

/** The table and row of each slip the guides' data holds: each has a title of its own (below). */
const slipTitleCells = [
  'bigGroup.inboundBytesPerSecond',
  'bigGroup.outboundBytesPerSecond',
  'bigGroup.groupMemberCount',
  'restUser.inboundBytesPerSecond',
  'restUser.outboundBytesPerSecond',
] as const;

const hasSlipTitle = (cell: string): cell is (typeof slipTitleCells)[number] =>
  (slipTitleCells as readonly string[]).includes(cell);

/**
 * A slip's title names its table, row and unit, so two at once (2019's big group at unit 1, inbound and outbound) are
 * told apart; a cell the data does not hold yet keeps the general title (./warningTitles.test fails on it). The first
 * view lists the general title until the warning's words arrive (./WarningList).
 */
function slipTitle(
  t: Translate,
  locale: string,
  slip: Pick<Slip, 'table' | 'row' | 'unit'>,
): string {
  const cell = `${slip.table}.${slip.row}`;
  return hasSlipTitle(cell)
    ? t(`warnings.slip.title.${cell}`, { unit: formatCount(locale, slip.unit) })
    : t('warnings.slip.title');
}

/**
 * The warning as one plain-text sentence, the names joined by the locale's "and".
 * @example warningText(t, 'en', { code: 'premiumP2' }, [], 'current')
 *   // { title: 'Beyond 100 units', text: 'Beyond 100 units only Premium_P2 is sold: ...' }
 */
export function warningText(
  t: Translate,
  locale: string,
  warning: SizingWarning,
  workloads: readonly Pick<Workload, 'name'>[],
  edition: ScenarioEdition,
  service: Service = 'signalr',
): WarningWords {
  const message = warningMessage(t, locale, warning, workloads, edition, service);
  if (!message.known) return { title: message.title, text: '' };
  const params =
    message.names === null
      ? message.params
      : { ...message.params, names: formatList(locale, message.names) };
  const text = t(message.key, params);
  return { title: message.title, text: message.suffix ? `${text} ${message.suffix}` : text };
}

/** The message of a warning: what the panel, the report and the embed all word the same way. */
export function warningMessage(
  t: Translate,
  locale: string,
  warning: SizingWarning,
  workloads: readonly Pick<Workload, 'name'>[],
  edition: ScenarioEdition,
  service: Service = 'signalr',
): WarningMessage {
  const title = warningTitle(t, warning);
  const names = (indices: readonly number[]) =>
    indices.map((index) => workloadName(t, workloads, index));
  const plain = (key: MessageKey, params: MessageParams = {}): WarningMessage => ({
    title,
    key,
    params,
    names: null,
    suffix: null,
    known: true,
  });
  const unknown: WarningMessage = { ...plain('warnings.contradiction.general'), known: false };
  const guide = guideNotesOf(service, edition);
  const webPubSub = service === 'webPubSub';
  const count = (units: readonly number[]) =>
    formatList(
      locale,
      units.map((unit) => formatCount(locale, unit)),
    );
  switch (warning.code) {
    case 'routingCost':
      return {
        ...plain(webPubSub ? 'warnings.routingCost.webPubSub' : 'warnings.routingCost', {
          count: warning.workloads.length,
        }),
        names: names(warning.workloads),
      };
    case 'sendersCapped':
    case 'groupSizeCapped':
      return {
        ...plain(`warnings.${warning.code}`, {
          set: formatCount(locale, warning.setValue),
          used: formatCount(locale, warning.usedValue),
        }),
        names: names(warning.workloads),
      };
    case 'upstreamEvents':
      return {
        ...plain('warnings.upstreamEvents', {
          count: warning.workloads.length,
          rate: formatCount(locale, warning.requestsPerSecond),
        }),
        names: names(warning.workloads),
      };
    case 'smallMessages':
    case 'transportNotBenchmarked':
    case 'aspnetFallback':
      return {
        ...plain(`warnings.${warning.code}`, { count: warning.workloads.length }),
        names: names(warning.workloads),
      };
    case 'premiumP2':
      return plain('warnings.premiumP2');
    case 'interpolated':
      return plain('warnings.interpolated', {
        units: formatCount(locale, warning.units),
        from: count(warning.fromUnits),
      });
    case 'freeTierAssumption': {
      const free = skuCatalog.skus.find((sku) => sku.id === 'Free');
      if (webPubSub) {
        return plain('warnings.freeTierAssumption.webPubSub', {
          connections: formatCount(locale, free?.connectionsPerUnit ?? 0),
          messages: formatCount(locale, free?.includedMessagesPerUnitPerDay ?? 0),
        });
      }
      return plain('warnings.freeTierAssumption', {
        connections: formatCount(locale, free?.connectionsPerUnit ?? 0),
        messages: formatCount(locale, free?.includedMessagesPerUnitPerDay ?? 0),
        perHub: formatCount(locale, skuCatalog.serverConnectionsPerHubDefault),
      });
    }
    case 'slip': {
      const slip = guide.slips.find((candidate) => candidate.id === warning.slipId);
      if (!slip) return unknown;
      return {
        ...plain('warnings.slip', {
          table: t(tableNameKey(slip.table)),
          row: t(`warnings.slip.row.${slip.row}`),
          unit: formatCount(locale, slip.unit),
        }),
        title: slipTitle(t, locale, slip),
      };
    }
    case 'messageSizeLimit':
      return {
        // Which limit: the app server's, Server-Sent Events and long polling's, or the REST API's.
        ...plain(`warnings.messageSizeLimit.${warning.limit}`, {
          count: warning.workloads.length,
          limit: t('working.bytes', { value: formatCount(locale, warning.limitBytes) }),
          setting: warning.setting ?? '',
        }),
        names: names(warning.workloads),
        title: t(`warnings.messageSizeLimit.title.${warning.limit}`),
      };
    case 'unitQuota': {
      const params = {
        units: formatCount(locale, warning.units),
        quota: formatCount(locale, warning.quotaUnits),
      };
      const { spread } = warning;
      if (!spread || spread.instances === 1) return plain('warnings.unitQuota', params);
      const instancesParams = {
        ...params,
        instances: formatCount(locale, spread.instances),
        unitsPerInstance: formatCount(locale, spread.unitsPerInstance),
      };
      return {
        ...(spread.regionsAtQuota === null
          ? plain('warnings.unitQuota.instancesOverQuota', instancesParams)
          : plain('warnings.unitQuota.instances', {
              ...instancesParams,
              regions: formatCount(locale, spread.regionsAtQuota),
              perRegion: formatCount(locale, spread.instancesPerRegionAtQuota),
            })),
        suffix:
          spread.planRegions > 1
            ? t('warnings.unitQuota.eachRegion', { count: spread.planRegions })
            : null,
      };
    }
    case 'slowReconnect': {
      const params = {
        connections: formatCount(
          locale,
          Math.round(warning.seconds * warning.connectionsPerSecond),
        ),
        rate: formatCount(locale, warning.connectionsPerSecond),
        seconds: formatSeconds(locale, warning.seconds),
        window: formatSeconds(locale, warning.windowSeconds),
      };
      return {
        ...plain('warnings.slowReconnect', params),
        suffix: warning.extrapolated ? t('warnings.slowReconnect.extrapolated') : null,
      };
    }
    case 'nearConnectionQuota':
      return plain(
        webPubSub ? 'warnings.nearConnectionQuota.webPubSub' : 'warnings.nearConnectionQuota',
        {
          utilization: formatPercent(locale, warning.utilization),
        },
      );
    case 'appServersExtrapolated':
      return {
        ...plain('warnings.appServersExtrapolated', { count: warning.workloads.length }),
        names: names(warning.workloads),
      };
    case 'contradiction': {
      const contradiction = guide.contradictions.find(
        (candidate) => candidate.id === warning.contradictionId,
      );
      if (!contradiction) return unknown;
      const { tables, units } = contradiction;
      const titled = (message: WarningMessage): WarningMessage => ({
        ...message,
        title: contradictionTitle(t, contradictionTopic(contradiction.description.key, service)),
      });
      if (contradiction.id.endsWith('-server-connections-in-quota')) {
        return titled(plain('warnings.contradiction.serverConnectionsInQuota'));
      }
      if (contradiction.id === 'current-premiumP2-threshold') {
        return titled(plain('warnings.contradiction.premiumP2Threshold'));
      }
      if (tables.length === 0) return titled(plain('warnings.contradiction.general'));
      const appServerTables = tables.every((id) => id.endsWith('AppServers'));
      return titled(
        plain(appServerTables ? 'warnings.contradiction.appServers' : 'warnings.contradiction', {
          count: tables.length,
          tables: formatList(
            locale,
            tables.map((id) => guide.tableName(t, id)),
          ),
          units: t('warnings.units', { count: units.length, list: count(units) }),
        }),
      );
    }
  }
}
