/** One line of live figures under a workload: messages in and out per second, outbound bandwidth. */
import { formatBytesPerSecond, formatRate } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useWorkloadFigures } from './useWorkloadFigures';

export function WorkloadSummary({ index }: { index: number }) {
  const t = useT();
  const locale = useLocale();
  const figures = useWorkloadFigures(index);
  if (!figures) return null;
  return (
    <p className="composer-summary num">
      {t('composer.summary', {
        inbound: formatRate(locale, figures.inboundMessagesPerSecond),
        outbound: formatRate(locale, figures.outboundMessagesPerSecond),
        bandwidth: formatBytesPerSecond(locale, figures.outboundBytesPerSecond),
      })}
    </p>
  );
}
