/**
 * "If a region fails", opened: where a failed region's clients go and how soon, each other region's load on its
 * units at the peak hour (and at an hour the reader picks), what autoscale does about it and in how long, and the
 * reconnect storm; then "Size for failover", one undoable step, with what it costs more. Every figure is the
 * engine's `regionFailover` of the plan the page shows; every sentence is ../../components/wording/failoverText's.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  defaultTables,
  type Failover,
  type FailedRegion,
  type FailoverMoment,
  type Plan,
} from '../../engine';
import { regionFailover } from '../../engine/planning';
import {
  failedRegionText,
  failoverLead,
  failoverMomentText,
  failoverRegionName,
  failoverSizingText,
  failoverTimingText,
  survivorClientsText,
  survivorLoadText,
  survivorReconnectText,
  survivorScalingText,
} from '../../components/wording/failoverText';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

function MomentTable({
  failover,
  failed,
  moment,
}: {
  failover: Failover;
  failed: FailedRegion;
  moment: FailoverMoment;
}) {
  const t = useT();
  const locale = useLocale();
  const captionId = `failover-${String(failed.region)}-${String(moment.hour)}`;
  return (
    <div
      className="table-scroll"
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
      tabIndex={0}
    >
      <table className="data-table failover-table">
        <caption id={captionId}>
          {t('plan.failover.table.caption', { region: failoverRegionName(t, failed.region) })}
          {' · '}
          {failoverMomentText(t, locale, failover, moment)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('plan.failover.table.region')}</th>
            <th scope="col">{t('plan.failover.table.clients')}</th>
            <th scope="col">{t('plan.failover.table.load')}</th>
            <th scope="col">{t('plan.failover.table.scaling')}</th>
            <th scope="col">{t('plan.failover.table.reconnect')}</th>
          </tr>
        </thead>
        <tbody>
          {moment.survivors.map((survivor) => (
            <tr key={survivor.region}>
              <th scope="row">{failoverRegionName(t, survivor.region)}</th>
              <td className="num">{survivorClientsText(locale, t, survivor)}</td>
              <td className={survivor.after.withinCapacity ? undefined : 'failover-over'}>
                {survivorLoadText(t, locale, failover, survivor)}
              </td>
              <td>{survivorScalingText(t, locale, failover, survivor)}</td>
              <td>{survivorReconnectText(t, locale, survivor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Which region fails, and at what hour (with a day's profile): what the reader asks the view about. */
function Choices({
  failover,
  region,
  hour,
  onRegion,
  onHour,
}: {
  failover: Failover;
  region: number;
  hour: number;
  onRegion: (region: number) => void;
  onHour: (hour: number) => void;
}) {
  const t = useT();
  return (
    <div className="failover-choices">
      <label className="plan-field">
        {t('plan.failover.region')}{' '}
        <select value={region} onChange={(event) => onRegion(Number(event.currentTarget.value))}>
          {failover.regions.map((failed) => (
            <option key={failed.region} value={failed.region}>
              {failoverRegionName(t, failed.region)}
            </option>
          ))}
        </select>
      </label>
      {failover.hasProfile && (
        <label className="plan-field">
          {t('plan.failover.hour')}{' '}
          <select value={hour} onChange={(event) => onHour(Number(event.currentTarget.value))}>
            {Array.from({ length: 24 }, (_, each) => (
              <option key={each} value={each}>
                {each === failover.peakHour
                  ? t('plan.failover.hour.peak', { hour: each })
                  : t('plan.profile.hour', { hour: each })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

function SizeForFailover({ failover }: { failover: Failover }) {
  const t = useT();
  const locale = useLocale();
  const apply = useScenarioStore((state) => state.failoverSizingApplied);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const applied = useRef(false);
  const sizing = failover.sizeForFailover;
  // The button goes with the split: once the plan has settled, focus the sentence that replaces it.
  useEffect(() => {
    if (sizing === null && applied.current) {
      applied.current = false;
      resultRef.current?.focus();
    }
  }, [sizing]);
  const replicas = sizing?.scenario.replicas;
  const text = failoverSizingText(t, locale, failover);
  if (!sizing || !replicas || !sizing.deployment) {
    return (
      <p ref={resultRef} tabIndex={-1} className="failover-sizing">
        {text}
      </p>
    );
  }
  return (
    <div className="failover-sizing">
      <p>{text}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          applied.current = true;
          apply(replicas);
        }}
      >
        {t('plan.failover.sizeFor')}
      </button>
      <p className="panel-hint">{t('plan.failover.sizeFor.hint')}</p>
    </div>
  );
}

export default function FailoverView({ planned }: { planned: Plan }) {
  const t = useT();
  const locale = useLocale();
  const [pickedHour, setPickedHour] = useState<number | undefined>(undefined);
  const [pickedRegion, setPickedRegion] = useState(0);
  const failover = useMemo(
    () => regionFailover(planned, defaultTables, pickedHour),
    [planned, pickedHour],
  );
  if (!failover) return null;
  const hour = pickedHour ?? failover.peakHour;
  // Fewer replicas since the region was picked: the primary again.
  const failed = failover.regions[pickedRegion] ?? failover.regions[0];
  if (!failed) return null;
  return (
    <div className="failover">
      {failoverLead(t, locale, failover).map((line) => (
        <p key={line} className="panel-hint">
          {line}
        </p>
      ))}
      <SizeForFailover failover={failover} />
      <Choices
        failover={failover}
        region={failed.region}
        hour={hour}
        onRegion={setPickedRegion}
        onHour={setPickedHour}
      />
      <p>{failedRegionText(t, locale, failed, failed.atPeak)}</p>
      <MomentTable failover={failover} failed={failed} moment={failed.atPeak} />
      {failed.atHour !== failed.atPeak && (
        <MomentTable failover={failover} failed={failed} moment={failed.atHour} />
      )}
      {failoverTimingText(t, locale, failover).map((line) => (
        <p key={line} className="panel-hint">
          {line}
        </p>
      ))}
    </div>
  );
}
