import { useRef } from 'react';
import { presetOf, profilePresets, type DayCosts, type Plan } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { formatCount } from '../../i18n/format';
import { useScenarioStore } from '../../state/scenarioStore';
import { ChartExportButtons } from '../../components/charts/ChartExportButtons';
import { useChartColours } from '../../components/charts/chartStyle';
import { HourlyUnitsChart, hourlyUnitsChartHeightPx, hourlyUnitsStyles } from './HourlyUnitsChart';
import { LoadProfileChart, profileChartHeightPx } from './LoadProfileChart';
import { PlanLegend } from './PlanLegend';
import { hourlyUnitsRows } from './planSeries';
import { DayCostsSection } from './DayCostsSection';
import { PlanField } from './PlanField';
import { numberEntry, withHourLevel } from './planInput';

/**
 * The day's profile: presets, a bar chart, 24 fields (the chart's table), the plan's monthly cost with the
 * three ways to run the day as its comparison, and the autoscale rule.
 */
export function LoadProfileSection({
  costs,
  planned,
  hasProfile,
}: {
  costs: DayCosts;
  planned: Plan;
  hasProfile: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const colours = useChartColours();
  const figureRef = useRef<HTMLElement>(null);
  const unitsFigureRef = useRef<HTMLElement>(null);
  const changed = useScenarioStore((state) => state.loadProfileChanged);
  const presetChosen = useScenarioStore((state) => state.loadProfilePresetChosen);
  const cleared = useScenarioStore((state) => state.loadProfileCleared);
  const { levels } = costs;
  const preset = hasProfile ? presetOf(levels) : null;
  const chartTitle = t('plan.profile.chart.label');
  const unitsTitle = t('plan.units.chart.label');
  const unitStyles = hourlyUnitsStyles(colours, {
    fixed: t('plan.profile.table.fixed'),
    autoscale: t('plan.profile.table.autoscale'),
    ideal: t('plan.profile.table.ideal'),
  });

  return (
    <section className="plan-section" aria-labelledby="plan-profile-heading">
      <h3 id="plan-profile-heading">{t('plan.profile.title')}</h3>
      <p className="panel-hint">{t('plan.profile.hint')}</p>
      <div className="plan-presets" role="group" aria-label={t('plan.profile.presets')}>
        <span>{t('plan.profile.presets')}</span>
        {profilePresets.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={preset === name}
            onClick={() => presetChosen(name)}
          >
            {t(`plan.profile.preset.${name}`)}
          </button>
        ))}
        {hasProfile && (
          <button type="button" className="button" onClick={cleared}>
            {t('plan.profile.clear')}
          </button>
        )}
      </div>
      <figure ref={figureRef} className="chart-figure" role="img" aria-label={chartTitle}>
        <div className="chart-frame" style={{ height: profileChartHeightPx }}>
          <LoadProfileChart levels={levels} colours={colours} locale={locale} title={chartTitle} />
        </div>
      </figure>
      <ChartExportButtons chart="loadProfile" containerRef={figureRef} title={chartTitle} />
      {/* The table under "Show and edit as a table" is this chart's alternative: its units columns. */}
      <figure ref={unitsFigureRef} className="chart-figure" aria-label={unitsTitle}>
        <PlanLegend items={unitStyles} label={t('plan.units.legend')} />
        <div
          className="chart-frame"
          style={{ height: hourlyUnitsChartHeightPx }}
          aria-hidden="true"
        >
          <HourlyUnitsChart
            rows={hourlyUnitsRows(costs)}
            styles={unitStyles}
            colours={colours}
            title={unitsTitle}
          />
        </div>
      </figure>
      <ChartExportButtons chart="hourlyUnits" containerRef={unitsFigureRef} title={unitsTitle} />
      <DayCostsSection costs={costs} planned={planned} />
      <details className="chart-details">
        <summary>{t('plan.profile.table.show')}</summary>
        <div
          className="table-scroll"
          role="region"
          aria-labelledby="plan-profile-caption"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it
          tabIndex={0}
        >
          <table className="data-table">
            <caption id="plan-profile-caption">{t('plan.profile.table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('plan.profile.table.hour')}</th>
                <th scope="col">{t('plan.profile.level')}</th>
                <th scope="col">{t('plan.profile.table.fixed')}</th>
                <th scope="col">{t('plan.profile.table.autoscale')}</th>
                <th scope="col">{t('plan.profile.table.ideal')}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level, hour) => (
                <tr key={hour}>
                  <th scope="row">{t('plan.profile.hour', { hour })}</th>
                  <td>
                    <PlanField
                      hideLabel
                      className="plan-hour-field"
                      label={t('plan.profile.levelOf', { hour })}
                      shown={formatCount(locale, level * 100)}
                      current={[...levels]}
                      accept={(text) => {
                        const entry = numberEntry(text, locale, 0, 100);
                        return entry.ok ? withHourLevel(levels, hour, entry.value) : entry;
                      }}
                      onAccept={changed}
                      error={
                        levels.every((other, index) => index === hour || other === 0)
                          ? t('plan.profile.error.allZero', { hour })
                          : t('plan.profile.error.range', { hour })
                      }
                    />
                  </td>
                  <td className="num">{costs.fixed?.hours[hour]?.units ?? '–'}</td>
                  <td className="num">{costs.autoscale?.hours[hour]?.units ?? '–'}</td>
                  <td className="num">{costs.ideal?.hours[hour]?.units ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
