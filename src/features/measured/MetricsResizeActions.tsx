/**
 * The re-size from a metrics file: one undoable step (the header's Undo, or this section's own while nothing has
 * been edited since), and what it did.
 */
import { useState } from 'react';
import type { MeasuredDay } from '../../engine/metrics/measuredDay';
import { useT } from '../../i18n/I18nProvider';
import {
  metricsResizeUndone,
  scenarioResizedFromMetrics,
  type MetricsResize,
} from '../../state/metricsResize';
import { useScenarioStore } from '../../state/scenarioStore';
import type { MetricsReader } from './readChosenFiles';

export function MetricsResizeActions({
  reader,
  day,
  label,
}: {
  reader: MetricsReader;
  day: MeasuredDay;
  label: string;
}) {
  const t = useT();
  const [resize, setResize] = useState<MetricsResize | null>(null);
  const [undone, setUndone] = useState(false);
  const [already, setAlready] = useState(false);
  // Undo here only while the re-sized scenario is untouched: undoing later would take later edits with it.
  const undoable = useScenarioStore(
    (state) => resize !== null && state.scenario === resize.resized,
  );

  const resized = () => {
    const current = useScenarioStore.getState().scenario;
    const result = scenarioResizedFromMetrics(reader.metricsFieldsFor(current, day));
    // Nothing to change: the re-size before (and its Undo) stays as it was.
    if (result) setResize(result);
    setAlready(result === null);
    setUndone(false);
  };

  const undo = () => {
    if (resize && metricsResizeUndone(resize)) {
      setResize(null);
      setUndone(true);
    }
  };

  return (
    <>
      <p className="panel-hint">{t('measured.file.resize.hint')}</p>
      <div className="measured-actions">
        <button type="button" className="button button-primary" onClick={resized}>
          {t('measured.file.resize')}
        </button>
        {undoable && (
          <button type="button" className="button" onClick={undo}>
            {t('measured.file.undo')}
          </button>
        )}
      </div>
      <p role="status" className="measured-file-status">
        {resize && !already && t('measured.file.resized', { file: label })}
        {undone && t('measured.file.undone')}
        {already && t('measured.file.already')}
      </p>
    </>
  );
}
