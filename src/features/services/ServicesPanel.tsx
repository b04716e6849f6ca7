/**
 * SignalR or Web PubSub, side by side: the settled scenario planned on both services, each by its own rules (the
 * engine's `compareServices`, whose answers are each service's own plan()), which costs less, and the switch to the
 * other service, one undoable step. Where the other service cannot take the scenario, it says which workloads and
 * field block it. Nothing here prices or sizes anything: every figure is a plan's.
 */
import { ServiceBlocked } from '../../components/ServiceBlocked';
import { describeLimit } from '../../components/wording/describeLimit';
import { deploymentLabel } from '../../components/wording/deploymentText';
import { formatList } from '../../components/wording/formatList';
import { tierLabel } from '../../components/wording/tierLabel';
import type { ServiceAnswer, ServiceComparison } from '../../engine';
import { formatCount, formatCurrency } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useServiceComparison } from '../../state/useServiceComparison';
import './ServicesPanel.css';

/** What the service needs besides itself: SignalR's app servers, Web PubSub's upstream and its requests a second. */
function Besides({ answer }: { answer: ServiceAnswer }) {
  const t = useT();
  const locale = useLocale();
  const deployment = answer.plan?.deployment;
  if (!deployment) return null;
  if (answer.service === 'signalr') {
    return deployment.appServers > 0
      ? t('services.besides.appServers', {
          count: deployment.appServers,
          perHub: formatCount(locale, deployment.serverConnectionsPerHub),
        })
      : t('services.besides.noAppServers');
  }
  return deployment.upstream
    ? t('services.besides.upstream', {
        rate: formatCount(locale, deployment.upstream.requestsPerSecond),
      })
    : t('services.besides.noUpstream');
}

function Facts({ answer }: { answer: ServiceAnswer }) {
  const t = useT();
  const locale = useLocale();
  const { deployment, monthly, peak, prices } = answer.plan ?? {};
  if (!deployment || !monthly || !peak) return <p>{t('services.noFit')}</p>;
  return (
    <dl className="services-facts">
      <div>
        <dt>{t('services.tier')}</dt>
        <dd>{deploymentLabel(t, locale, deployment)}</dd>
      </div>
      <div>
        <dt>{t('services.monthly')}</dt>
        <dd className="num">
          {t('unit.perMonth', {
            value: formatCurrency(locale, monthly.totalUsd, prices?.currency),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('services.binding')}</dt>
        <dd>{describeLimit(t, locale, peak.binding, peak)}</dd>
      </div>
      <div>
        <dt>{t('services.besides')}</dt>
        <dd>
          <Besides answer={answer} />
        </dd>
      </div>
    </dl>
  );
}

function AnswerCard({
  answer,
  own,
  comparison,
}: {
  answer: ServiceAnswer;
  own: boolean;
  comparison: ServiceComparison;
}) {
  const t = useT();
  const headingId = `services-${answer.service}`;
  const workloads = comparison.answers[0].scenario?.workloads ?? [];
  return (
    <section className={own ? 'services-card is-own' : 'services-card'} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t(`service.${answer.service}`)}
        {own && <span className="services-own"> {t('services.own')}</span>}
      </h3>
      {answer.scenario === null ? (
        <p>
          <ServiceBlocked
            service={answer.service}
            workloads={workloads}
            blocked={answer.unsupportedWorkloads}
          />
        </p>
      ) : (
        <Facts answer={answer} />
      )}
    </section>
  );
}

function Verdict({ comparison }: { comparison: ServiceComparison }) {
  const t = useT();
  const locale = useLocale();
  const [own, other] = comparison.answers;
  if (comparison.cheaper === null) {
    return own.plan?.monthly && other.plan?.monthly ? (
      <p className="services-verdict">{t('services.same')}</p>
    ) : null;
  }
  return (
    <p className="services-verdict">
      {t('services.cheaper', {
        service: t(`service.${comparison.cheaper}`),
        saving: formatCurrency(locale, comparison.monthlySavingUsd ?? 0, own.plan?.prices.currency),
      })}
    </p>
  );
}

/**
 * Where the two services deploy different tiers: a switch is a new resource, not a change of tier of the one
 * running, so the scale pages' downtime does not apply to it (said, because the two tiers side by side suggest it).
 */
function TierChange({ comparison }: { comparison: ServiceComparison }) {
  const t = useT();
  const [own, other] = comparison.answers;
  const ownDeployment = own.plan?.deployment;
  const otherDeployment = other.plan?.deployment;
  if (!ownDeployment || !otherDeployment || ownDeployment.sku === otherDeployment.sku) return null;
  return (
    <p className="panel-hint">
      {t('services.tierChange', {
        service: t(`service.${other.service}`),
        otherTier: tierLabel(t, otherDeployment.sku, otherDeployment.unitsPerInstance),
        ownTier: tierLabel(t, ownDeployment.sku, ownDeployment.unitsPerInstance),
      })}
    </p>
  );
}

export default function ServicesPanel() {
  const t = useT();
  const locale = useLocale();
  const comparison = useServiceComparison();
  const serviceSwitched = useScenarioStore((state) => state.serviceSwitched);
  const [own, other] = comparison.answers;
  const otherName = t(`service.${other.service}`);
  return (
    <div className="services">
      <p className="panel-hint">{t('services.lead')}</p>
      <div className="services-cards">
        <AnswerCard answer={own} own comparison={comparison} />
        <AnswerCard answer={other} own={false} comparison={comparison} />
      </div>
      <Verdict comparison={comparison} />
      <TierChange comparison={comparison} />
      {comparison.canSwitch && (
        <div className="services-switch">
          {other.leftBehind.length > 0 && (
            <p className="panel-hint">
              {t('services.leftBehind', {
                service: otherName,
                fields: formatList(
                  locale,
                  other.leftBehind.map((field) => t(`services.leftBehind.${field}`)),
                ),
              })}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            // The button stays where it is, now switching back; the answer's headline announces the new answer.
            onClick={() => serviceSwitched(other.service)}
          >
            {t('services.switch', { service: otherName })}
          </button>
          <p className="panel-hint">{t('services.switch.hint')}</p>
        </div>
      )}
    </div>
  );
}
