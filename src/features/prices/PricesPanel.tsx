/**
 * Prices, collapsed by default: the cost uses the catalog's defaults until the user types their own or imports
 * Azure's retail prices for a region. The line beside the title says where the prices come from and their
 * currency, so a link that brings some never changes the cost unnoticed. The editor loads when the panel is opened,
 * with its words.
 */
import { lazy, useMemo } from 'react';
import { DisclosurePanel } from '../../components/DisclosurePanel';
import { formatPriceDay } from '../../components/wording/pricesText';
import { priceBasisOf, skuCatalog } from '../../engine';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { laterMessagesReady, panelMessagesReady } from '../../i18n/locales';
import { useScenarioStore } from '../../state/scenarioStore';

/** The editor, with its words (the prices' own are in the later messages, the price list's with the panels'). */
const PricesEditor = lazy(() =>
  Promise.all([import('./PricesEditor'), panelMessagesReady(), laterMessagesReady()]).then(
    ([module]) => module,
  ),
);

function usePricesStatus(): string {
  const t = useT();
  const locale = useLocale();
  const prices = useScenarioStore((state) => state.scenario.prices);
  const basis = useMemo(() => priceBasisOf({ prices }, skuCatalog), [prices]);
  const { currency, priceList, origin } = basis;
  if (priceList) {
    return t('prices.status.priceList', {
      region: priceList.region,
      currency,
      date: formatPriceDay(locale, priceList.effectiveDate),
    });
  }
  if (origin === 'catalog') return t('prices.status.default', { currency });
  return t('prices.status.custom', { count: basis.typed.length, currency });
}

export function PricesPanel() {
  const t = useT();
  return (
    <DisclosurePanel
      title={t('prices.heading')}
      status={usePricesStatus()}
      loading={t('app.loading')}
    >
      <PricesEditor />
    </DisclosurePanel>
  );
}
