/**
 * Where the app-server count comes from: each workload read from its pattern's app-server table at its own load,
 * the mix at the added loads, never more than the workloads alone, at least two.
 */
import {
  guides,
  minimumAppServers,
  type AppServerReading,
  type Edition,
  type Recommendation,
  type Workload,
} from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes, type Translate } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { workloadName } from '../../components/wording/workloadNames';

function loadText(t: Translate, locale: string, reading: AppServerReading, load: number): string {
  return t(
    reading.axis === 'inboundMessagesPerSecond'
      ? 'working.appServers.messages'
      : 'working.appServers.deliveries',
    { value: formatCount(locale, load) },
  );
}

/** "the echo app-server table (ASP.NET Core) between the benchmarks of units 20 and 50: 6.5" and its kin. */
function readingText(
  t: Translate,
  locale: string,
  edition: Edition,
  reading: AppServerReading,
): string {
  const figure = formatCount(locale, reading.appServers);
  const [from, to] = reading.fromUnits;
  const server =
    guides[edition].appServerTables.find((candidate) => candidate.id === reading.tableId)?.server ??
    'aspnetcore';
  const table = t('working.appServers.table', {
    pattern: t(`working.appServerPattern.${reading.pattern}`),
    framework: t(`working.framework.${server}`),
  });
  if (reading.extrapolated) {
    return t('working.appServers.beyond', { table, units: formatCount(locale, from ?? 0), figure });
  }
  if (reading.interpolated && to !== undefined) {
    return t('working.appServers.between', {
      table,
      from: formatCount(locale, from ?? 0),
      to: formatCount(locale, to),
      figure,
    });
  }
  return t('working.appServers.column', { table, units: formatCount(locale, from ?? 0), figure });
}

export function AppServerWorking({
  recommended,
  appServers,
  free,
  edition,
  workloads,
}: {
  /** The tier whose app-server readings these are (one instance's, when the plan deploys several). */
  recommended: Recommendation;
  /** The app servers the plan deploys. */
  appServers: number;
  /** The plan deploys Free: one app server, no SLA. */
  free: boolean;
  edition: Edition;
  workloads: readonly Workload[];
}) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const sources = recommended.appServerSources;
  const { combined, sumAlone } = recommended.appServerMix;
  return (
    <>
      <h3>{t('working.appServers')}</h3>
      {sources.length === 0 ? (
        <p>{t('working.appServers.none')}</p>
      ) : (
        <>
          <p className="panel-hint">{t('working.appServers.rule')}</p>
          <ul className="working-lines">
            {sources.map((source) => {
              const { reading, beyondMeasuredRate } = source;
              return (
                <li key={source.workloadIndex}>
                  {tNodes('working.appServers.read', {
                    name: <UserText>{workloadName(t, workloads, source.workloadIndex)}</UserText>,
                    load: loadText(t, locale, reading, reading.loadPerSecond),
                    reading: readingText(t, locale, edition, reading),
                    servers: t('unit.appServers', { count: source.appServers }),
                  })}{' '}
                  <span className="working-note">
                    {t(
                      source.groupClients
                        ? `working.appServers.clients.${source.groupClients.from}`
                        : 'working.appServers.clients',
                      {
                        clients: formatCount(
                          locale,
                          workloads[source.workloadIndex]?.connections ?? 0,
                        ),
                        perServer: formatCount(locale, Math.floor(source.maxClientsPerAppServer)),
                        figure: formatCount(locale, source.appServersForClients),
                        measured: formatCount(
                          locale,
                          source.groupClients?.measuredMessagesPerSecond ?? 0,
                        ),
                      },
                    )}
                  </span>
                  {beyondMeasuredRate && (
                    <span className="working-note">
                      {t('working.appServers.fasterThanBenchmark', {
                        measured: formatCount(locale, beyondMeasuredRate.measuredMessagesPerSecond),
                        own: readingText(t, locale, edition, beyondMeasuredRate.reading),
                      })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p>
            {t('working.appServers.mix', {
              loads: combined.readings
                .map(
                  (reading) =>
                    `${t(`working.appServerPattern.${reading.pattern}`)}: ${loadText(t, locale, reading, reading.loadPerSecond)} → ${formatCount(locale, reading.appServers)}`,
                )
                .join('; '),
              combined: formatCount(locale, combined.appServers),
              alone: formatCount(locale, sumAlone),
              minimum: formatCount(locale, minimumAppServers),
              servers: t('unit.appServers', { count: appServers }),
            })}{' '}
            {t('working.appServers.clientsMix', {
              figure: formatCount(locale, recommended.appServerMix.appServersForClients),
            })}
          </p>
          {free && (
            <p>
              {t('working.appServers.free', {
                servers: t('unit.appServers', { count: appServers }),
              })}
            </p>
          )}
        </>
      )}
    </>
  );
}
