/**
 * The guide's reverse formula (connections = bandwidth × send interval ÷ message size), collapsed near the end
 * of the page: secondary to sizing the scenario, so its code loads only when it is opened.
 */
import { lazy } from 'react';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { useT } from '../../i18n/I18nProvider';

const ReverseCalculator = lazy(() => import('./ReverseCalculator'));

export function ReversePanel() {
  const t = useT();
  return (
    <DisclosurePanel
      title={t('reverse.heading')}
      status={t('reverse.status')}
      loading={t('app.loading')}
    >
      <ReverseCalculator />
    </DisclosurePanel>
  );
}
