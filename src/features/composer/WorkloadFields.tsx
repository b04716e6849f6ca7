/** The number fields of one workload: connections, senders, message size, send rate, group size. */
import { useCallback } from 'react';
import { ConnectionsField } from '../../components/ConnectionsField';
import { SliderField } from '../../components/SliderField';
import { cappedInputsOf, scenarioLimits, type CappedField, type Workload } from '../../engine';
import { formatBytes, formatCount } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { SendRateField } from './SendRateField';
import { workloadRanges } from './workloadRanges';

type NumberKey = 'connections' | 'senders' | 'messageBytes' | 'sendIntervalSeconds' | 'groupSize';

/** A stable change handler per field, so the memoised sliders of untouched fields skip rendering. */
function useFieldChange(index: number, key: NumberKey) {
  const workloadEdited = useScenarioStore((state) => state.workloadEdited);
  return useCallback(
    (value: number) => workloadEdited(index, { [key]: value }),
    [workloadEdited, index, key],
  );
}

export function WorkloadFields({ index, workload }: { index: number; workload: Workload }) {
  const t = useT();
  const locale = useLocale();
  const ranges = workloadRanges(workload);
  const callers = ranges.sendersKind === 'callers';

  const formatSenders = useCallback(
    (count: number) =>
      t(callers ? 'composer.valuetext.callers' : 'composer.valuetext.senders', { count }),
    [t, callers],
  );
  const formatMembers = useCallback(
    (count: number) => t('composer.valuetext.members', { count }),
    [t],
  );
  const formatSize = useCallback((bytes: number) => formatBytes(locale, bytes), [locale]);
  const onConnections = useFieldChange(index, 'connections');
  const onSenders = useFieldChange(index, 'senders');
  const onGroupSize = useFieldChange(index, 'groupSize');
  const onMessageBytes = useFieldChange(index, 'messageBytes');
  const onSendInterval = useFieldChange(index, 'sendIntervalSeconds');
  // What the engine uses where the connections cap a field: said beside it, the user's value kept.
  const capped = cappedInputsOf(workload);
  const usedNote = (field: CappedField) => {
    const input = capped.find((candidate) => candidate.field === field);
    return input && t('composer.usedAs', { value: formatCount(locale, input.usedValue) });
  };

  return (
    <div className="composer-fields">
      <ConnectionsField value={workload.connections} onChange={onConnections} />
      <SliderField
        label={t(callers ? 'composer.restCallers' : 'composer.senders')}
        value={workload.senders}
        min={ranges.senders.min}
        max={ranges.senders.max}
        typedMax={ranges.senders.typedMax}
        usedNote={usedNote('senders')}
        scale="log"
        integer
        unit={t(callers ? 'composer.unit.callers' : 'composer.unit.senders')}
        format={formatSenders}
        hint={t(callers ? 'composer.restCallers.hint' : 'composer.senders.hint')}
        onChange={onSenders}
      />
      {ranges.groupSize && (
        <SliderField
          label={t('composer.groupSize')}
          value={workload.groupSize ?? 1}
          min={ranges.groupSize.min}
          max={ranges.groupSize.max}
          typedMax={ranges.groupSize.typedMax}
          usedNote={usedNote('groupSize')}
          scale="log"
          integer
          unit={t('composer.unit.members')}
          format={formatMembers}
          hint={t('composer.groupSize.hint')}
          onChange={onGroupSize}
        />
      )}
      <SliderField
        label={t('composer.messageBytes')}
        value={workload.messageBytes}
        min={scenarioLimits.messageBytes.min}
        max={scenarioLimits.messageBytes.max}
        scale="log"
        integer
        unit={t('composer.unit.bytes')}
        kind="bytes"
        format={formatSize}
        showFormatted
        onChange={onMessageBytes}
      />
      <SendRateField
        sendIntervalSeconds={workload.sendIntervalSeconds}
        callers={callers}
        onIntervalChange={onSendInterval}
      />
    </div>
  );
}
