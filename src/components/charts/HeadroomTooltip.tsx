import type { LimitName } from '../../engine';
import type { Translate } from '../../i18n/I18nProvider';
import { formatBytesPerSecond, formatCount, formatPercent } from '../../i18n/format';
import type { ChartColours } from './chartStyle';
import { chartedLimits, type HeadroomRow, type LimitReading } from './headroomSeries';

/** A limit's reading in words: "68% (13.9 MB/s of 20.5 MB/s)", or the percentage alone for routing. */
export function readingText(t: Translate, locale: string, reading: LimitReading): string {
  const percent = formatPercent(locale, reading.utilization);
  const { absolute } = reading;
  if (!absolute) return percent;
  const amount = (value: number) => {
    switch (absolute.kind) {
      case 'bytesPerSecond':
        return formatBytesPerSecond(locale, value);
      case 'messagesPerDay':
        return t('unit.messagesPerDay', { value: formatCount(locale, value) });
      case 'connections':
        return formatCount(locale, value);
    }
  };
  return t('headroom.tooltip.value', {
    percent,
    load: amount(absolute.load),
    capacity: amount(absolute.capacity),
  });
}

/** The tooltip of one tier: every limit with its percentage and absolute load against capacity. */
export function HeadroomTooltip({
  active,
  row,
  t,
  locale,
  colours,
}: {
  active: boolean;
  row: HeadroomRow | undefined;
  t: Translate;
  locale: string;
  colours: ChartColours;
}) {
  if (!active || !row) return null;
  const readings: [LimitName, LimitReading][] = chartedLimits.map((limit) => [
    limit,
    row.limits[limit],
  ]);
  if (row.dailyMessages) readings.push(['dailyMessages', row.dailyMessages]);
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip-title">
        {t('tier.label', { sku: t(`sku.${row.sku}`), units: row.units })}
      </p>
      <p>
        {row.recommended && <strong>{t('headroom.recommended')}</strong>}{' '}
        {row.fits ? t('headroom.tooltip.fits') : t('headroom.tooltip.doesNotFit')}
      </p>
      <dl>
        {readings.map(([limit, reading]) => (
          <div key={limit}>
            <dt>
              <span
                className="chart-tooltip-swatch"
                style={{ background: colours[limit] }}
                aria-hidden="true"
              />
              {t(`limit.${limit}`)}
            </dt>
            <dd className="num">{readingText(t, locale, reading)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
