import { readFileSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { plan } from '../../engine';
import { translatorFor } from '../../i18n/allCatalogs';
import type { Locale } from '../../i18n/localeList';
import { I18nProvider } from '../../i18n/I18nProvider';
import { allCatalogs } from '../../i18n/allCatalogs';
import { useScenarioStore } from '../../state/scenarioStore';
import { PricesPanel } from './PricesPanel';

// Read from the repository's root, where the tests run (jsdom gives no file URL to resolve from).
const fixtureText = readFileSync(
  'tests/fixtures/retail-prices/signalr-eur-westeurope-northeurope.json',
  'utf8',
);
const scenario = () => useScenarioStore.getState().scenario;
const jsonFile = (text: string, name = 'signalr-prices.json') =>
  new File([text], name, { type: 'application/json' });

async function openPanel(locale: Locale = 'en') {
  const t = translatorFor(locale);
  render(
    <I18nProvider locale={locale} catalog={allCatalogs[locale]}>
      <PricesPanel />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('heading', { level: 2, name: t('prices.heading') }));
  const input = await screen.findByLabelText(t('prices.import.file'), {
    selector: 'input',
  });
  return { user, input };
}

describe('importing Azure’s retail prices in the prices panel', () => {
  beforeEach(() => useScenarioStore.getState().startingScenarioLoaded(teamChatFixture));
  afterEach(cleanup);

  it('asks for a region, puts its euro prices in the scenario, and undoes them in one step', async () => {
    const { user, input } = await openPanel();
    // The user's own price before the import: the undo must give it back.
    const standard = screen.getByRole('textbox', { name: 'Standard_S1, per unit per day' });
    await user.clear(standard);
    await user.type(standard, '1.7');
    await user.tab();
    await user.upload(input, jsonFile(fixtureText));
    expect(
      screen.getByText(
        'The file prices Azure SignalR Service in 2 regions: choose the one you deploy to.',
      ),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'westeurope');
    await user.click(screen.getByRole('button', { name: 'Use these prices' }));

    expect(scenario().prices).toEqual({
      Standard_S1: 1.5517,
      Premium_P1: 1.9276,
      perMillionExtraMessages: 0.9638,
      perMillionExtraMessagesPremium: 0.9638,
      currency: 'EUR',
      priceList: { service: 'signalr', region: 'westeurope', effectiveDate: '2025-04-01' },
    });
    expect(plan(scenario()).monthly?.totalUsd).toBeCloseTo(16_925.88, 2);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Read the prices of westeurope from signalr-prices\.json, in EUR, effective April 1, 2025: Standard Unit €1\.5517 per 1\/Day, Premium Unit €1\.9276 per 1\/Day, Standard Message €0\.9638 per 1M, and Premium Message €0\.9638 per 1M\. Undo takes them back\. 2 reservation or dev\/test prices were left out/,
    );
    expect(
      screen.getByText('Azure’s prices for westeurope, in EUR, effective April 1, 2025', {
        selector: '.disclosure-panel-status',
      }),
    ).toBeVisible();
    const p2 = screen.getByRole('textbox', { name: 'Premium_P2, per unit per day' });
    // The field shows four figures; the hint says the price in use to the digit.
    expect(p2).toHaveValue('1.928');
    expect(p2).toHaveAccessibleDescription(
      'EUR Priced like Premium_P1 (€1.9276): no price list gives Premium_P2 a price of its own.',
    );
    expect(standard).toHaveAccessibleDescription(
      'EUR From the price list: Standard Unit, €1.5517.',
    );

    await user.click(screen.getByRole('button', { name: 'Undo the import' }));
    expect(scenario().prices).toEqual({ Standard_S1: 1.7 });
    expect(standard).toHaveValue('1.7');
  });

  it('refuses a file without a meter the plan needs, naming it, and keeps the prices', async () => {
    const { user, input } = await openPanel();
    const response = JSON.parse(fixtureText) as { Items: { meterName: string }[] };
    response.Items = response.Items.filter((item) => item.meterName !== 'Premium Message');
    await user.upload(input, jsonFile(JSON.stringify(response), 'partial.json'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'northeurope');
    await user.click(screen.getByRole('button', { name: 'Use these prices' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The prices in partial.json were not used; the prices above are unchanged.',
    );
    expect(alert).toHaveTextContent(
      'It has no price for Premium Message in northeurope, which the plan needs.',
    );
    expect(scenario().prices).toBeUndefined();
  });

  // The command line decodes --prices so (src/cli/main.ts): the same file is read, or refused, by both.
  it.each([
    [
      'a price list saved in Latin-1 (its “é” one byte, 0xE9)',
      Buffer.from(fixtureText.replaceAll('"EU West"', '"EU Wést"'), 'latin1'),
      'UTF-8',
    ],
    [
      'a picture chosen by mistake',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]),
      'UTF-8',
    ],
    [
      'UTF-16 with a broken character (a low surrogate alone)',
      Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xdc, 0x7d, 0x00]),
      'UTF-16LE',
    ],
  ])(
    'refuses %s as not text, in its own words, and keeps the prices',
    async (_name, bytes, encoding) => {
      const { user, input } = await openPanel();
      await user.upload(input, new File([bytes], 'prices.json', { type: 'application/json' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'The prices in prices.json were not used; the prices above are unchanged.',
      );
      expect(alert).toHaveTextContent(
        `This file is not ${encoding} text: some of its bytes are no character. The Retail Prices API answers in UTF-8: save its answer unchanged, or save the file as UTF-8, and try again.`,
      );
      expect(alert.textContent).not.toContain('\uFFFD');
      expect(scenario().prices).toBeUndefined();
    },
  );

  it('reads a price list saved in UTF-16 with a byte-order mark (Windows), as the command line does', async () => {
    const { user, input } = await openPanel();
    const utf16 = Buffer.from(`\uFEFF${fixtureText}`, 'utf16le');
    await user.upload(input, new File([utf16], 'prices.json', { type: 'application/json' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Region' }), 'westeurope');
    await user.click(screen.getByRole('button', { name: 'Use these prices' }));
    expect(scenario().prices).toMatchObject({ Standard_S1: 1.5517, currency: 'EUR' });
  });

  // V8's own message is English in every language and quotes the file: `Unexpected token 'x', ..."UR", x}`.
  it.each([
    ['en', 'This is not JSON: it stops being JSON at line 4, column 29.'],
    ['de', 'Das ist kein JSON: Ab Zeile 4, Spalte 29 ist es kein JSON mehr.'],
  ] as const)(
    'says where a file stops being JSON by line and column (%s), never quoting it',
    async (locale, sentence) => {
      const { user, input } = await openPanel(locale);
      const broken =
        '{\n  "BillingCurrency": "EUR",\n  "Items": [\n    {"currencyCode": "EUR", x}\n  ]\n}';
      await user.upload(input, jsonFile(broken, 'broken.json'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(sentence);
      expect(alert.textContent).not.toMatch(/Unexpected|valid JSON|currencyCode|EUR/);
      expect(scenario().prices).toBeUndefined();
    },
  );

  it('marks a price typed over the list as the user’s, in the total’s sentence too', async () => {
    const { user, input } = await openPanel();
    await user.upload(input, jsonFile(fixtureText));
    await user.click(screen.getByRole('button', { name: 'Use these prices' }));
    const premium = screen.getByRole('textbox', { name: 'Premium_P1, per unit per day' });
    await user.clear(premium);
    await user.type(premium, '1.8');
    expect(scenario().prices).toMatchObject({
      Premium_P1: 1.8,
      currency: 'EUR',
      priceList: { region: 'northeurope', typed: ['Premium_P1'] },
    });
    expect(premium).toHaveAccessibleDescription('EUR Typed by you over the price list.');
    // The import's own Undo is gone: undoing now would take back the typing too.
    expect(screen.queryByRole('button', { name: 'Undo the import' })).not.toBeInTheDocument();
    const fields = within(screen.getByRole('region', { name: 'Prices' }));
    expect(fields.getAllByText('EUR').length).toBeGreaterThan(4);
  });
});
