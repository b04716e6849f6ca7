/**
 * SignalR or Web PubSub: the settled scenario planned on both services, each by its own rules (the engine's
 * `compareServices`), and the one switch to the other service, an undoable step like any other edit.
 */
import { useRef } from 'react';
import { skuCatalog, type ServiceAnswer } from '../../engine';
import { formatCount, formatCurrency } from '../../i18n/format';
import { useLocale, useT, useTNodes } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useServiceComparison } from '../../state/useServiceComparison';
import { UserTextList } from '../../components/UserText';
import { formatList } from '../../components/wording/formatList';
import { tierLabel } from '../../components/wording/tierLabel';
import { workloadName } from '../../components/wording/workloadNames';
import './ServicesPanel.css';

function Besides({ answer }: { answer: ServiceAnswer }) {
  const t = useT();
  const locale = useLocale();
  if (answer.service === 'signalr') {
    return answer.appServers > 0
      ? t('services.besides.appServers', { count: answer.appServers })
      : t('services.besides.noAppServers');
  }
  return answer.upstreamRequestsPerSecond === null
    ? t('services.besides.noUpstream')
    : t('services.besides.upstream', {
        rate: formatCount(locale, answer.upstreamRequestsPerSecond),
      });
}

function AnswerCard({ answer, own }: { answer: ServiceAnswer; own: boolean }) {
  const t = useT();
  const tNodes = useTNodes();
  const locale = useLocale();
  const workloads = useScenarioStore((state) => state.scenario.workloads);
  const name = t(`service.${answer.service}`);
  const headingId = `services-${answer.service}`;
  let body;
  if (answer.scenario === null) {
    body = (
      <p>
        {tNodes('services.unsupported', {
          count: answer.unsupportedWorkloads.length,
          service: name,
          names: (
            <UserTextList
              items={answer.unsupportedWorkloads.map((index) => workloadName(t, workloads, index))}
            />
          ),
        })}
      </p>
    );
  } else if (answer.sku === null || answer.unitsPerInstance === null) {
    body = <p>{t('services.noFit')}</p>;
  } else {
    const tier = tierLabel(t, answer.sku, answer.unitsPerInstance);
    body = (
      <dl className="services-facts">
        <div>
          <dt>{t('services.tier')}</dt>
          <dd>
            {(answer.instances ?? 1) > 1
              ? t('services.tier.instances', { tier, count: answer.instances ?? 1 })
              : tier}
          </dd>
        </div>
        <div>
          <dt>{t('services.monthly')}</dt>
          <dd className="num">
            {formatCurrency(locale, answer.monthlyUsd ?? 0, skuCatalog.prices.currency)}
          </dd>
        </div>
        {answer.binding && (
          <div>
            <dt>{t('services.binding')}</dt>
            <dd>{t(`limit.${answer.binding}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('services.besides')}</dt>
          <dd>
            <Besides answer={answer} />
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <section className={own ? 'services-card is-own' : 'services-card'} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {name}
        {own && <span className="services-own"> {t('services.own')}</span>}
      </h3>
      {body}
    </section>
  );
}

export default function ServicesPanel() {
  const t = useT();
  const locale = useLocale();
  const comparison = useServiceComparison();
  const serviceSwitched = useScenarioStore((state) => state.serviceSwitched);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [own, other] = comparison.answers;
  const otherName = t(`service.${other.service}`);
  const cheaper = comparison.answers.find((answer) => answer.service === comparison.cheaper);
  const dearer = comparison.answers.find(
    (answer) => comparison.cheaper !== null && answer.service !== comparison.cheaper,
  );
  return (
    <section className="panel services" aria-labelledby="services-heading">
      <h2 id="services-heading" ref={headingRef} tabIndex={-1}>
        {t('services.heading')}
      </h2>
      <p className="panel-hint">{t('services.lead')}</p>
      <div className="services-cards">
        <AnswerCard answer={own} own />
        <AnswerCard answer={other} own={false} />
      </div>
      {cheaper && dearer && (
        <p className="services-verdict">
          {t('services.cheaper', {
            service: t(`service.${cheaper.service}`),
            saving: formatCurrency(
              locale,
              (dearer.monthlyUsd ?? 0) - (cheaper.monthlyUsd ?? 0),
              skuCatalog.prices.currency,
            ),
          })}
        </p>
      )}
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
            onClick={() => {
              serviceSwitched(other.service);
              headingRef.current?.focus();
            }}
          >
            {t('services.switch', { service: otherName })}
          </button>
          <p className="panel-hint">{t('services.switch.hint')}</p>
        </div>
      )}
    </section>
  );
}
