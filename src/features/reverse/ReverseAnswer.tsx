/**
 * The answer of the reverse formula, worked the way the guide works it: the formula, the same formula with
 * the numbers, and the table cell whose bandwidth it divides.
 */
import { guideBandwidth } from '../../components/guideBandwidth';
import { guides, type ReverseResult } from '../../engine';
import { formatBytes, formatCount, formatSeconds } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { boundRow, type ReverseQuestion } from './reverseQuestion';

export function ReverseAnswer({
  question,
  result,
}: {
  question: ReverseQuestion;
  result: ReverseResult;
}) {
  const t = useT();
  const locale = useLocale();
  const guide = guides[question.edition];
  const bytes = (value: number) => t('working.bytes', { value: formatCount(locale, value) });
  const bytesPerSecond = (value: number) =>
    t('guideTables.bandwidth.Bps', { value: formatCount(locale, value) });
  const printed = guideBandwidth(result.capacityBytesPerSecond, guide.bandwidthUnits);
  const table = t(`working.table.${result.tableId}`);
  const { unknown, value } = result;
  // Messages under 1 KB load the service like 1 KB (and a routing table counts any message up to 2 KB as one of
  // its own): the formula divides by the load, not the size.
  const { minimumLoadBytes } = result;
  const sizeUsed = Math.max(question.messageBytes, minimumLoadBytes);

  let answer: string;
  let filled: string;
  if (unknown === 'connections') {
    answer = t('reverse.result.connections', { value: formatCount(locale, Math.floor(value)) });
    filled = t('reverse.filled.connections', {
      bandwidth: bytesPerSecond(result.capacityBytesPerSecond),
      interval: formatSeconds(locale, question.sendIntervalSeconds),
      size: bytes(sizeUsed),
      result: value,
    });
  } else if (unknown === 'messageBytes') {
    const largest = Math.floor(value);
    answer = result.belowMinimumLoad
      ? t('reverse.result.noSize')
      : t('reverse.result.messageBytes', {
          value: `${bytes(largest)} (${formatBytes(locale, largest)})`,
        });
    filled = t('reverse.filled.messageBytes', {
      bandwidth: bytesPerSecond(result.capacityBytesPerSecond),
      interval: formatSeconds(locale, question.sendIntervalSeconds),
      connections: question.connections,
      result: bytes(value),
    });
  } else {
    answer = t('reverse.result.sendIntervalSeconds', { value: formatSeconds(locale, value) });
    filled = t('reverse.filled.sendIntervalSeconds', {
      connections: question.connections,
      size: bytes(sizeUsed),
      bandwidth: bytesPerSecond(result.capacityBytesPerSecond),
      result: formatSeconds(locale, value),
    });
  }

  const pattern = t(`pattern.${question.pattern}`);
  return (
    <section className="reverse-answer" aria-labelledby="reverse-answer-heading">
      <h3 id="reverse-answer-heading">{t('reverse.answer')}</h3>
      <p className="reverse-answer-value num" aria-live="polite">
        {answer}
      </p>
      <p className="panel-hint">
        {t(
          boundRow(result) === 'outbound'
            ? 'reverse.connections.fanOut'
            : 'reverse.connections.oneToOne',
          { pattern },
        )}
      </p>
      <p className="reverse-formula">
        <code>{t(`reverse.formula.${unknown}`)}</code>
        <br />
        <code className="num">= {filled}</code>
      </p>
      <p>
        {t(`reverse.cell.${boundRow(result)}`, {
          table,
          units: question.units,
          rate: formatCount(locale, result.capacityBytesPerSecond / guide.messageBytes),
          tableBytes: bytes(guide.messageBytes),
          bandwidth: bytesPerSecond(result.capacityBytesPerSecond),
          guideBandwidth: t(`guideTables.bandwidth.${printed.unit}`, {
            value: formatCount(locale, printed.value),
          }),
        })}
      </p>
      {result.interpolated && (
        <p className="panel-hint">{t('reverse.interpolated', { table, units: question.units })}</p>
      )}
      {unknown !== 'messageBytes' && question.messageBytes < minimumLoadBytes && (
        <p className="panel-hint">
          {t('reverse.minimumLoad', { minimum: bytes(minimumLoadBytes) })}
        </p>
      )}
      {result.belowMinimumLoad && (
        <p className="reverse-warning">
          {t('reverse.noSize', { minimum: bytes(minimumLoadBytes) })}
        </p>
      )}
    </section>
  );
}
