/**
 * Read the metrics Azure wrote: choose one or more files (the JSON of az monitor metrics list, the portal chart's
 * CSV), see what they say, and re-size the plan from them in one undoable step. A file that cannot be used changes
 * nothing and says why, naming each series or line.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { MetricsReading } from '../../engine/metrics/hourlyReading';
import type { MetricsProblem } from '../../engine/metrics/metricsProblems';
import { metricsProblemsText } from '../../components/wording/metricsFileText';
import { formatList } from '../../components/wording/formatList';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { MetricsDayView } from './MetricsDayView';
import { readChosenFiles, type MetricsReader } from './readChosenFiles';

type Outcome =
  | { kind: 'reading'; label: string }
  /** attempt: a fresh key per failure, so the alert is announced again when the same error repeats. */
  | { kind: 'failed'; label: string; problems: MetricsProblem[]; attempt: number }
  | {
      kind: 'read';
      label: string;
      reader: MetricsReader;
      reading: MetricsReading;
      attempt: number;
    };

/** Minutes east of UTC offered: every whole and half hour from UTC−12 to UTC+14, and the three at :45. */
export const utcOffsetsMinutes: readonly number[] = [
  ...Array.from({ length: 53 }, (_, index) => -720 + index * 30),
  345,
  525,
  765,
].sort((a, b) => a - b);

/** `+05:30`, `−03:00`: the offset as written after "UTC". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

function MetricsFileError({ outcome }: { outcome: Extract<Outcome, { kind: 'failed' }> }) {
  const t = useT();
  const locale = useLocale();
  const { lines, more } = metricsProblemsText(t, locale, outcome.problems);
  return (
    <div className="measured-file-error">
      <p className="measured-file-error-lead">
        {t('measured.file.error.lead', { file: outcome.label })}
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {more && <p>{more}</p>}
      <p>{t('measured.file.error.kept')}</p>
    </div>
  );
}

export function MetricsFileSection() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [offsetMinutes, setOffsetMinutes] = useState(0);
  const attempts = useRef(0);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const files = [...(element.files ?? [])];
    // Cleared so that choosing the same file again (after fixing it) reads it again.
    element.value = '';
    if (files.length === 0) return;
    const label = formatList(
      locale,
      files.map((file) => file.name),
    );
    setOutcome({ kind: 'reading', label });
    const failed = (problems: MetricsProblem[]) => {
      attempts.current += 1;
      setOutcome({ kind: 'failed', label, problems, attempt: attempts.current });
    };
    try {
      const read = await readChosenFiles(files);
      if (!read.ok) failed(read.problems);
      else {
        attempts.current += 1;
        const { reader, reading } = read;
        setOutcome({ kind: 'read', label, reader, reading, attempt: attempts.current });
      }
    } catch (error) {
      failed([
        { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) },
      ]);
    }
  };

  return (
    <section className="measured-file" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('measured.file.heading')}</h3>
      <p className="panel-hint">{t('measured.file.intro')}</p>
      <div className="measured-actions">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          {t('measured.file.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept=".json,.csv,.txt,application/json,text/csv"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('measured.file.input')}
          onChange={(event) => void chosen(event)}
        />
      </div>
      <div className="measured-select">
        <label htmlFor={`${id}-offset`}>{t('measured.file.offset')}</label>
        <select
          id={`${id}-offset`}
          value={offsetMinutes}
          aria-describedby={`${id}-offset-hint`}
          onChange={(event) => setOffsetMinutes(Number(event.currentTarget.value))}
        >
          {utcOffsetsMinutes.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0
                ? t('measured.file.offset.utc')
                : t('measured.file.offset.value', { offset: offsetText(minutes) })}
            </option>
          ))}
        </select>
        <span id={`${id}-offset-hint`} className="panel-hint">
          {t('measured.file.offset.hint')}
        </span>
      </div>
      <p role="status" className="measured-file-status">
        {outcome?.kind === 'reading' && t('measured.file.reading', { file: outcome.label })}
      </p>
      <div role="alert">
        {outcome?.kind === 'failed' && <MetricsFileError key={outcome.attempt} outcome={outcome} />}
      </div>
      {outcome?.kind === 'read' && (
        <MetricsDayView
          key={outcome.attempt}
          label={outcome.label}
          reader={outcome.reader}
          reading={outcome.reading}
          offsetMinutes={offsetMinutes}
        />
      )}
    </section>
  );
}
