/**
 * The guide's reverse formula as a screen: pick an edition, a tier and a pattern, give two of message size,
 * connections and send interval, see the third. A calculator beside the scenario, not part of it: it
 * changes nothing in the user's workloads.
 */
import { useId, useMemo, useState } from 'react';
import { NumberField } from '../../components/NumberField';
import { RadioChoice } from '../../components/RadioChoice';
import { editions, patterns, scenarioLimits, type Pattern } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { ReverseAnswer } from './ReverseAnswer';
import {
  guideExample,
  reverseUnknowns,
  solve,
  unitsFor,
  withEdition,
  type ReverseQuestion,
} from './reverseQuestion';
import './Reverse.css';

export default function ReverseCalculator() {
  const t = useT();
  const id = useId();
  const [question, setQuestion] = useState<ReverseQuestion>(guideExample);
  const result = useMemo(() => solve(question), [question]);
  const ask = (changes: Partial<ReverseQuestion>) =>
    setQuestion((before) => ({ ...before, ...changes }));

  return (
    <>
      <p className="panel-hint">{t('reverse.intro')}</p>
      <div className="reverse-grid">
        <RadioChoice
          name={`${id}-edition`}
          legend={t('settings.edition')}
          value={question.edition}
          options={[...editions].reverse().map((edition) => ({
            value: edition,
            label: t(`edition.${edition}`),
          }))}
          onChange={(edition) => setQuestion((before) => withEdition(before, edition))}
        />
        <div className="reverse-selects">
          <div className="reverse-select">
            <label htmlFor={`${id}-units`}>{t('reverse.units')}</label>
            <select
              id={`${id}-units`}
              value={question.units}
              onChange={(event) => ask({ units: Number(event.currentTarget.value) })}
            >
              {unitsFor(question.edition).map((units) => (
                <option key={units} value={units}>
                  {t('unit.units', { count: units })}
                </option>
              ))}
            </select>
          </div>
          <div className="reverse-select">
            <label htmlFor={`${id}-pattern`}>{t('composer.pattern')}</label>
            <select
              id={`${id}-pattern`}
              value={question.pattern}
              onChange={(event) => ask({ pattern: event.currentTarget.value as Pattern })}
            >
              {patterns.map((pattern) => (
                <option key={pattern} value={pattern}>
                  {t(`pattern.${pattern}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <RadioChoice
          name={`${id}-unknown`}
          legend={t('reverse.unknown')}
          value={question.unknown}
          options={reverseUnknowns.map((unknown) => ({
            value: unknown,
            label: t(`reverse.unknown.${unknown}`),
          }))}
          onChange={(unknown) => ask({ unknown })}
        />
        {question.unknown !== 'messageBytes' && (
          <NumberField
            label={t('composer.messageBytes')}
            value={question.messageBytes}
            min={scenarioLimits.messageBytes.min}
            max={scenarioLimits.messageBytes.max}
            unit={t('composer.unit.bytes')}
            kind="bytes"
            integer
            onChange={(messageBytes) => ask({ messageBytes })}
          />
        )}
        {question.unknown !== 'connections' && (
          <NumberField
            label={t('composer.connections')}
            value={question.connections}
            min={scenarioLimits.connections.min}
            max={scenarioLimits.connections.max}
            unit={t('composer.unit.connections')}
            kind="count"
            integer
            onChange={(connections) => ask({ connections })}
          />
        )}
        {question.unknown !== 'sendIntervalSeconds' && (
          <NumberField
            label={t('composer.sendInterval')}
            value={question.sendIntervalSeconds}
            min={scenarioLimits.sendIntervalSeconds.min}
            max={scenarioLimits.sendIntervalSeconds.max}
            unit={t('composer.unit.seconds')}
            kind="seconds"
            onChange={(sendIntervalSeconds) => ask({ sendIntervalSeconds })}
          />
        )}
      </div>
      <ReverseAnswer question={question} result={result} />
    </>
  );
}
