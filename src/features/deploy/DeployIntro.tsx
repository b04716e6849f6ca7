/**
 * What the Deploy tab writes and what to set before deploying, for the plan's service: on Web PubSub, the hub's
 * event handler needs the upstream webhook's URL (it has no default), or the plan sends no client event to one.
 */
import type { Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';

export function DeployIntro({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  if (planned.service !== 'webPubSub') {
    return <p className="panel-hint">{t('deploy.intro')}</p>;
  }
  const upstream = planned.deployment?.upstream;
  return (
    <>
      <p className="panel-hint">{t('deploy.intro.webPubSub')}</p>
      {planned.deployment &&
        (upstream ? (
          <p className="deploy-upstream">
            {t('deploy.upstream', { rate: formatCount(locale, upstream.requestsPerSecond) })}
          </p>
        ) : (
          <p className="panel-hint">{t('deploy.noEventHandler')}</p>
        ))}
    </>
  );
}
