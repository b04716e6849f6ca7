/**
 * A metrics file's problems in words, the same in "What you measured" and on the command line (`--metrics`):
 * each names its series or line, and its file when several were read.
 */
import type { MetricsProblem } from '../../engine/metrics/metricsProblems';
import { restMetricNames } from '../../engine/metrics/azureMetrics';
import { formatBytes, formatCount, formatSeconds } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { formatList } from './formatList';

/** Beyond this many problems the list ends with "…and N more": a wrong file can have hundreds. */
export const maxMetricsProblemsShown = 8;

/** The Azure CLI's name of an aggregation (`--aggregation Maximum`). */
const cliAggregation = { maximum: 'Maximum', total: 'Total' } as const;

/** Where the problem is: the series of a JSON, the line (and column) of a CSV. */
function whereText(t: Translate, problem: MetricsProblem): string {
  const { name, line } = problem;
  if (line !== undefined && name !== undefined)
    return t('measured.file.where.column', { line, name });
  if (line !== undefined) return t('measured.file.where.line', { line });
  return t('measured.file.where.series', { name: name ?? '' });
}

function problemSentence(t: Translate, locale: string, problem: MetricsProblem): string {
  const where = whereText(t, problem);
  const known = formatList(locale, restMetricNames);
  switch (problem.kind) {
    case 'empty':
      return t('measured.file.problem.empty');
    case 'unreadable':
      return t('measured.file.problem.unreadable', { reason: problem.reason });
    case 'tooLarge':
      return t('measured.file.problem.tooLarge', {
        size: formatBytes(locale, problem.bytes),
        max: formatBytes(locale, problem.maxBytes),
      });
    case 'notText':
      return t('measured.file.problem.notText', { encoding: problem.encoding });
    case 'syntax':
      return t('measured.file.problem.syntax', { line: problem.line, column: problem.column });
    case 'shape':
      return t('measured.file.problem.shape', { path: problem.path });
    case 'noHeader':
      return t('measured.file.problem.noHeader');
    case 'otherMetric':
      return t('measured.file.problem.otherMetric', { where, known });
    case 'noMetric':
      return t('measured.file.problem.noMetric', { known });
    case 'duplicate':
      return t('measured.file.problem.duplicate', { where });
    case 'unit':
      return t('measured.file.problem.unit', {
        where,
        found: problem.found,
        expected: problem.expected,
      });
    case 'aggregation': {
      const expected = t(`measured.file.aggregation.${problem.expected}`);
      const expectedCli = cliAggregation[problem.expected];
      return problem.found === null
        ? t('measured.file.problem.aggregation', { where, expected, expectedCli })
        : t('measured.file.problem.aggregation.found', {
            where,
            expected,
            expectedCli,
            found: t(`measured.file.aggregation.${problem.found}`),
          });
    }
    case 'split':
      return t('measured.file.problem.split', { where, count: problem.series });
    case 'interval': {
      const duration = formatSeconds(locale, problem.seconds);
      return problem.text !== null
        ? t('measured.file.problem.interval', { interval: problem.text, duration })
        : t('measured.file.problem.interval.step', { where, time: problem.time ?? '', duration });
    }
    case 'gap':
      return problem.more > 0
        ? t('measured.file.problem.gap.more', { where, time: problem.time, count: problem.more })
        : t('measured.file.problem.gap', { where, time: problem.time });
    case 'short':
      return t('measured.file.problem.short', { count: problem.hours });
    case 'time':
      return t('measured.file.problem.time', { where, text: problem.text });
    case 'number':
      return t('measured.file.problem.number', { where, text: problem.text });
    case 'beyond':
      return t('measured.file.problem.beyond', {
        where,
        value: formatCount(locale, problem.value),
        max: formatCount(locale, problem.max),
      });
  }
}

/**
 * One problem in words, its file first when several files were read.
 * @example metricsProblemText(t, 'en', { kind: 'gap', name: 'MessageCount', time: '2026-03-02T13:00:00+00:00', more: 0 })
 *   // 'Series “MessageCount”: no value at 2026-03-02T13:00:00+00:00.'
 */
export function metricsProblemText(t: Translate, locale: string, problem: MetricsProblem): string {
  const sentence = problemSentence(t, locale, problem);
  return problem.file === undefined
    ? sentence
    : t('measured.file.where.file', { file: problem.file, problem: sentence });
}

/** The problems to show (at most maxMetricsProblemsShown) and how many more there are, worded, or null. */
export function metricsProblemsText(
  t: Translate,
  locale: string,
  problems: readonly MetricsProblem[],
): { lines: string[]; more: string | null } {
  const hidden = problems.length - maxMetricsProblemsShown;
  return {
    lines: problems
      .slice(0, maxMetricsProblemsShown)
      .map((problem) => metricsProblemText(t, locale, problem)),
    more: hidden > 0 ? t('measured.file.error.more', { count: hidden }) : null,
  };
}
