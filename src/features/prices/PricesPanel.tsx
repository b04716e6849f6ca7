/**
 * Prices, collapsed by default: the cost uses the catalog's defaults until the user types their own. The
 * line beside the title says whether the scenario carries its own prices, so a link that brings some
 * never changes the cost unnoticed. The editor loads when the panel is opened.
 */
import { lazy } from 'react';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { skuCatalog } from '../../engine';
import { useT } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';

const PricesEditor = lazy(() => import('./PricesEditor'));

export function PricesPanel() {
  const t = useT();
  const ownPrices = useScenarioStore((state) => Object.keys(state.scenario.prices ?? {}).length);
  const currency = skuCatalog.prices.currency;
  return (
    <DisclosurePanel
      title={t('prices.heading')}
      status={
        ownPrices === 0
          ? t('prices.status.default', { currency })
          : t('prices.status.custom', { count: ownPrices, currency })
      }
      loading={t('app.loading')}
    >
      <PricesEditor />
    </DisclosurePanel>
  );
}
