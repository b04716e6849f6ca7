/**
 * The metrics a team read in Azure Monitor, beside what the engine predicts for the scenario, and the
 * calibration those ratios make. Every field keeps what was typed; a value the field cannot read is said
 * beside it, naming the field, and is never used.
 */
import { useId, useMemo } from 'react';
import {
  defaultTrafficGrainSeconds,
  measuredLimits,
  skuIds,
  trafficGrainsSeconds,
  type SkuId,
  type TrafficGrainSeconds,
} from '../../engine';
import { calibrationFrom, compareMeasured } from '../../engine/planning';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { useSettledScenario } from '../../state/useEvaluation';
import { calibrationText } from '../../components/wording/calibrationText';
import { MeasuredField } from './MeasuredField';
import { MetricsFileSection } from './MetricsFileSection';
import { measuredRows } from './measuredRows';

function InstanceFields() {
  const t = useT();
  const id = useId();
  const sku = useScenarioStore((state) => state.scenario.measured?.sku);
  const grain = useScenarioStore((state) => state.scenario.measured?.trafficGrainSeconds);
  const measuredChanged = useScenarioStore((state) => state.measuredChanged);
  return (
    <>
      <div className="measured-select">
        <label htmlFor={`${id}-sku`}>{t('measured.sku')}</label>
        <select
          id={`${id}-sku`}
          value={sku ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            measuredChanged({ sku: value === '' ? undefined : (value as SkuId) });
          }}
        >
          <option value="">{t('measured.sku.none')}</option>
          {skuIds.map((option) => (
            <option key={option} value={option}>
              {t(`sku.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <MeasuredField
        metric="units"
        label={t('measured.units')}
        unit={t('measured.unit.units')}
        kind="count"
        integer
        range={measuredLimits.units}
      />
      <div className="measured-select">
        <label htmlFor={`${id}-grain`}>{t('measured.trafficGrain')}</label>
        <select
          id={`${id}-grain`}
          value={grain ?? defaultTrafficGrainSeconds}
          onChange={(event) =>
            measuredChanged({
              trafficGrainSeconds: Number(event.currentTarget.value) as TrafficGrainSeconds,
            })
          }
        >
          {trafficGrainsSeconds.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t(`measured.grain.${seconds}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function MetricFields() {
  const t = useT();
  return (
    <>
      <MeasuredField
        metric="connectionCount"
        label={t('measured.connectionCount')}
        unit={t('measured.unit.count')}
        kind="count"
        integer
        range={measuredLimits.connectionCount}
        hint={t('measured.connectionCount.hint')}
      />
      <MeasuredField
        metric="messageCountPerDay"
        label={t('measured.messageCountPerDay')}
        unit={t('measured.unit.messages')}
        kind="count"
        range={measuredLimits.messageCountPerDay}
        hint={t('measured.messageCountPerDay.hint')}
      />
      <MeasuredField
        metric="inboundTrafficBytes"
        label={t('measured.inboundTrafficBytes')}
        unit={t('measured.unit.bytes')}
        kind="traffic"
        range={measuredLimits.trafficBytes}
        hint={t('measured.traffic.hint')}
      />
      <MeasuredField
        metric="outboundTrafficBytes"
        label={t('measured.outboundTrafficBytes')}
        unit={t('measured.unit.bytes')}
        kind="traffic"
        range={measuredLimits.trafficBytes}
        hint={t('measured.traffic.hint')}
      />
      <MeasuredField
        metric="serverLoadPercent"
        label={t('measured.serverLoadPercent')}
        unit={t('measured.unit.percent')}
        kind="percent"
        range={measuredLimits.serverLoadPercent}
      />
    </>
  );
}

function Comparison() {
  const t = useT();
  const locale = useLocale();
  const scenario = useSettledScenario();
  const calibration = useScenarioStore((state) => state.scenario.calibration);
  const calibrationApplied = useScenarioStore((state) => state.calibrationApplied);
  const calibrationRemoved = useScenarioStore((state) => state.calibrationRemoved);
  const measuredCleared = useScenarioStore((state) => state.measuredCleared);
  const comparisons = useMemo(() => compareMeasured(scenario), [scenario]);
  const proposed = calibrationFrom(comparisons);
  const rows = measuredRows(locale, comparisons);
  const none = t('measured.table.none');
  return (
    <>
      <table className="measured-table">
        <caption>{t('measured.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('measured.table.metric')}</th>
            <th scope="col">{t('measured.table.measured')}</th>
            <th scope="col">{t('measured.table.predicted')}</th>
            <th scope="col">{t('measured.table.ratio')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metric}>
              <th scope="row">{t(`measured.${row.metric}`)}</th>
              <td className="num">{row.measured ?? none}</td>
              <td className="num">{row.predicted ?? none}</td>
              <td className="num">{row.ratio ?? none}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.some((row) => row.metric === 'serverLoadPercent' && row.predicted === null) && (
        <p className="panel-hint">{t('measured.serverLoad.noTier')}</p>
      )}
      {calibration && (
        <p className="measured-applied">
          {t('measured.applied', { factors: calibrationText(t, locale, calibration) })}
        </p>
      )}
      {!proposed && <p className="panel-hint">{t('measured.nothingToApply')}</p>}
      <div className="measured-actions">
        <button
          type="button"
          className="button"
          disabled={!proposed}
          onClick={() => proposed && calibrationApplied(proposed)}
        >
          {t('measured.apply')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!calibration}
          onClick={calibrationRemoved}
        >
          {t('measured.remove')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!scenario.measured}
          onClick={measuredCleared}
        >
          {t('measured.clear')}
        </button>
      </div>
    </>
  );
}

export default function MeasuredEditor() {
  const t = useT();
  return (
    <>
      <MetricsFileSection />
      <h3>{t('measured.typed.heading')}</h3>
      <p className="panel-hint">{t('measured.intro')}</p>
      <InstanceFields />
      <MetricFields />
      <Comparison />
    </>
  );
}
