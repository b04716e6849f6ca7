import { lazy, memo, Suspense, useState } from 'react';
import type { Translate } from '../../i18n/I18nProvider';
import { laterMessagesReady } from '../../i18n/locales';
import type { HeadroomSeries } from '../../components/charts/headroomSeries';

/** The rows, a chunk of their own with their words (./later): drawn only once the table is opened. */
const HeadroomTableBody = lazy(() =>
  Promise.all([import('./HeadroomTableBody'), laterMessagesReady()]).then(([module]) => module),
);

/**
 * The chart's data as a table, inside a closed <details>: every charted tier and its utilizations. Its rows
 * are drawn once it is opened: a closed table costs the page (and its first load) nothing.
 */
export const HeadroomTable = memo(function HeadroomTable({
  series,
  t,
  locale,
}: {
  series: HeadroomSeries;
  t: Translate;
  locale: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="chart-details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('headroom.table.show')}</summary>
      {open && (
        <Suspense fallback={<p aria-busy="true">{t('app.loading')}</p>}>
          <HeadroomTableBody series={series} t={t} locale={locale} />
        </Suspense>
      )}
    </details>
  );
});
