/**
 * How often each sender sends: as an interval (10 ms to 1 h), or, with the toggle, as messages per
 * second per sender (1 an hour to 100 a second). The scenario always stores the interval.
 */
import { memo, useCallback, useId, useState } from 'react';
import { formatNumberText } from '../../components/numberText';
import { SliderField } from '../../components/SliderField';
import { scenarioLimits } from '../../engine';
import { formatSeconds } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { intervalOfRate, rateOfInterval, rateRange } from './workloadRanges';

/** Memoised: a step on the card's other sliders leaves it as it was. */
export const SendRateField = memo(function SendRateField({
  sendIntervalSeconds,
  callers,
  onIntervalChange,
}: {
  sendIntervalSeconds: number;
  /** REST patterns: the senders are REST callers. */
  callers: boolean;
  onIntervalChange: (sendIntervalSeconds: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const toggleId = useId();
  const [asRate, setAsRate] = useState(false);

  const formatInterval = useCallback((seconds: number) => formatSeconds(locale, seconds), [locale]);
  const formatRate = useCallback(
    (rate: number) =>
      t('composer.valuetext.rate', { value: formatNumberText(rate, locale, false) }),
    [t, locale],
  );
  const onRateChange = useCallback(
    (rate: number) => onIntervalChange(intervalOfRate(rate)),
    [onIntervalChange],
  );

  return (
    <div className="composer-rate">
      {asRate ? (
        <SliderField
          label={t(callers ? 'composer.rate.rest' : 'composer.rate')}
          value={rateOfInterval(sendIntervalSeconds)}
          min={rateRange.min}
          max={rateRange.max}
          scale="log"
          unit={t('composer.unit.perSecond')}
          kind="rate"
          format={formatRate}
          onChange={onRateChange}
        />
      ) : (
        <SliderField
          label={t('composer.sendInterval')}
          value={sendIntervalSeconds}
          min={scenarioLimits.sendIntervalSeconds.min}
          max={scenarioLimits.sendIntervalSeconds.max}
          scale="log"
          unit={t('composer.unit.seconds')}
          kind="seconds"
          format={formatInterval}
          hint={t('composer.sendInterval.hint')}
          onChange={onIntervalChange}
        />
      )}
      <div className="composer-toggle">
        <input
          id={toggleId}
          type="checkbox"
          checked={asRate}
          onChange={(event) => setAsRate(event.currentTarget.checked)}
        />
        <label htmlFor={toggleId}>{t('composer.rateToggle')}</label>
      </div>
    </div>
  );
});
