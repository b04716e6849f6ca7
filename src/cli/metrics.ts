/**
 * `--metrics FILE`: the scenario re-sized from the metrics Azure wrote, with the page's reader and the page's
 * re-size (src/engine/metrics), so the command line and "What you measured" give one answer. The hours of the day
 * are read in UTC, as Azure Monitor writes them (the page's default). A file that cannot be used is said in the
 * page's words, naming each series or line; nothing is sized from it.
 */
import type { Scenario } from '../engine';
import { measuredDayOf, readMetricsFiles, scenarioResizedFrom } from '../engine/metrics';
import { maxMetricsFileBytes } from '../engine/metrics/readMetricsFiles';
import { formatBytes } from '../i18n/format';
import { NotText } from '../engine/files/fileBytes';
import { inputName, ScenarioTooLarge } from './input';
import { calibrationText } from '../components/wording/calibrationText';
import { formatList } from '../components/wording/formatList';
import { metricsProblemsText } from '../components/wording/metricsFileText';
import type { MetricsProblem } from '../engine/metrics/metricsProblems';
import type { Translate } from '../i18n/translate';
import { shareUrlFor } from '../state/shareLink';

export type MetricsResized =
  | { ok: true; scenario: Scenario; shareUrl: string; notes: string[] }
  | { ok: false; lines: string[] };

/** The page the link back points to, read back from the link the input made. */
function locationOf(shareUrl: string) {
  if (shareUrl.startsWith('#')) return { origin: '', pathname: '', search: '', hash: shareUrl };
  const page = new URL(shareUrl);
  return { origin: page.origin, pathname: page.pathname, search: page.search, hash: page.hash };
}

/**
 * The scenario re-sized from the files at `paths`, its link back, and what the re-size did (for standard error).
 * @example metricsResized(t, 'en', chat, '#s=2.…', ['metrics.json'], readText) // { ok: true, scenario, notes: ['Re-sized from …'] }
 */
export function metricsResized(
  t: Translate,
  locale: string,
  scenario: Scenario,
  shareUrl: string,
  paths: readonly string[],
  readText: (path: string) => string,
): MetricsResized {
  const files: { name: string; text: string }[] = [];
  for (const path of paths) {
    try {
      files.push({ name: path, text: readText(path) });
    } catch (error) {
      const lead = t('cli.error.metricsFile', { path: inputName(t, path) });
      if (error instanceof ScenarioTooLarge) {
        // "What you measured"'s words for a metrics file over its limit (not a scenario's).
        const max = maxMetricsFileBytes;
        const text =
          error.bytes === null
            ? t('cli.metrics.tooLargeUnread', { max: formatBytes(locale, max) })
            : metricsProblemsText(t, locale, [
                { kind: 'tooLarge', bytes: error.bytes, maxBytes: max },
              ]).lines[0];
        return { ok: false, lines: [lead, text ?? ''] };
      }
      if (error instanceof NotText) {
        // "What you measured"'s words, which say what a metrics file's text should be.
        const problem = { kind: 'notText', encoding: error.encoding } as const;
        return {
          ok: false,
          lines: [lead, metricsProblemsText(t, locale, [problem]).lines[0] ?? ''],
        };
      }
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, lines: [lead, t('cli.error.read', { reason })] };
    }
  }
  const failed = (problems: MetricsProblem[]): MetricsResized => {
    const { lines, more } = metricsProblemsText(t, locale, problems);
    return {
      ok: false,
      lines: [
        t('cli.error.metricsFile', {
          path: formatList(
            locale,
            paths.map((path) => inputName(t, path)),
          ),
        }),
        ...lines.map((line) => `  ${line}`),
        ...(more ? [more] : []),
      ],
    };
  };
  const read = readMetricsFiles(files);
  if (!read.ok) return failed(read.problems);
  const day = measuredDayOf(read.reading);
  if (!day.ok) return failed(day.problems);
  const resized = scenarioResizedFrom(scenario, day.day);
  const notes = [
    t('cli.metrics.applied', { path: formatList(locale, paths), count: read.reading.hours }),
  ];
  if (resized.calibration) {
    notes.push(
      t('cli.metrics.calibration', { factors: calibrationText(t, locale, resized.calibration) }),
    );
  }
  if (day.day.profile) {
    notes.push(
      t('cli.metrics.profile', {
        hour: t('plan.profile.hour', { hour: day.day.profile.indexOf(1) }),
      }),
    );
  }
  return {
    ok: true,
    scenario: resized,
    shareUrl: shareUrlFor(resized, locationOf(shareUrl)),
    notes,
  };
}
