/**
 * Web PubSub's upstream (event handler): the client events it must answer at the peak, each an HTTP request
 * (CloudEvents) billed as an outbound message, and what the guide assumed of it. Its counterpart on SignalR is
 * AppServerWorking.
 */
import type { Plan } from '../../engine';
import { UserTextList } from '../../components/UserText';
import { workloadName } from '../../components/wording/workloadNames';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';

export function UpstreamWorking({ planned }: { planned: Plan }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const { deployment, scenario } = planned;
  const events = scenario.workloads.flatMap((workload, index) =>
    workload.pattern === 'echo' ? [index] : [],
  );
  return (
    <>
      <h3>{t('working.upstream')}</h3>
      {deployment?.upstream && events.length > 0 ? (
        <p>
          {tNodes('working.upstream.requests', {
            names: (
              <UserTextList
                items={events.map((index) => workloadName(t, scenario.workloads, index))}
              />
            ),
            requests: formatCount(locale, deployment.upstream.requestsPerSecond),
          })}
          <span className="working-note">{t('working.upstream.source')}</span>
        </p>
      ) : (
        <p>{t('working.upstream.none')}</p>
      )}
    </>
  );
}
