/** Where the app-server count comes from: each workload's app-server table cell, then the largest, at least two. */
import { guides, type Edition, type Recommendation, type Workload } from '../../engine';
import { minimumAppServers } from '../../engine';
import { UserText } from '../../components/UserText';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { workloadName } from '../results/workloadNames';

export function AppServerWorking({
  recommended,
  edition,
  workloads,
}: {
  recommended: Recommendation;
  edition: Edition;
  workloads: readonly Workload[];
}) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const sources = recommended.appServerSources;
  return (
    <>
      <h3>{t('working.appServers')}</h3>
      {sources.length === 0 ? (
        <p>{t('working.appServers.none')}</p>
      ) : (
        <>
          <ul className="working-lines">
            {sources.map((source) => {
              const table = guides[edition].appServerTables.find((x) => x.id === source.tableId);
              if (!table) return null;
              const params = {
                name: <UserText>{workloadName(t, workloads, source.workloadIndex)}</UserText>,
                pattern: t(`working.appServerPattern.${table.pattern}`),
                framework: t(`working.framework.${table.server}`),
                units: formatCount(locale, source.guideUnits),
                servers: t('unit.appServers', { count: source.appServers }),
              };
              return (
                <li key={source.workloadIndex}>
                  {source.interpolated
                    ? tNodes('working.appServers.sourceInterpolated', params)
                    : tNodes('working.appServers.source', params)}
                </li>
              );
            })}
          </ul>
          <p>
            {t('working.appServers.result', {
              minimum: formatCount(locale, minimumAppServers),
              servers: t('unit.appServers', { count: recommended.appServers }),
            })}
          </p>
        </>
      )}
    </>
  );
}
