import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { evaluate, plan } from '../../engine';
import { roomsChatFixture } from '../../../tests/fixtures/roomsChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { decodeScenario, encodeScenario } from '../../state/shareLink';
import { PricesPanel } from './PricesPanel';

const scenario = () => useScenarioStore.getState().scenario;

async function openPanel() {
  render(
    <I18nProvider>
      <PricesPanel />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('heading', { level: 2, name: 'Prices' }));
  await screen.findByRole('textbox', { name: 'Standard_S1, per unit per day' });
  return user;
}

describe('PricesPanel', () => {
  beforeEach(() => useScenarioStore.getState().startingScenarioLoaded(teamChatFixture));
  afterEach(cleanup);

  it('starts collapsed, saying whether the scenario has prices of its own', () => {
    useScenarioStore.getState().pricesChanged({ Premium_P2: 2.2 });
    render(
      <I18nProvider>
        <PricesPanel />
      </I18nProvider>,
    );
    expect(screen.getByText('1 price of your own, in USD')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows every price with the currency, its default and where the defaults come from', async () => {
    await openPanel();
    expect(screen.getByText('The catalog’s defaults, in USD')).toBeInTheDocument();
    expect(screen.getByText(/price list seen in 2026/)).toBeVisible();
    const fields = [
      ['Standard_S1, per unit per day', '1.61', 'USD Default: $1.61'],
      ['Premium_P1, per unit per day', '2', 'USD Default: $2.00'],
      [
        'Premium_P2, per unit per day',
        '2',
        'USD Priced like Premium_P1 ($2.00): no price list gives Premium_P2 a price of its own.',
      ],
      ['Standard_S1, per million messages beyond the included ones', '1', 'USD Default: $1.00'],
      [
        'Premium tiers, per million messages beyond the included ones',
        '1',
        'USD Default: as Standard_S1’s ($1.00)',
      ],
      [
        'Data transfer between regions (geo-replicas), per GB',
        '0.02',
        'USD Default: $0.02 Azure’s bandwidth pricing for data transfer between regions within North America or within Europe, seen in 2026; other continents, and transfers between continents, cost more.',
      ],
    ] as const;
    for (const [name, value, description] of fields) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveValue(value);
      expect(field).toHaveAccessibleDescription(description);
    }
  });

  it('uses typed prices for the cost, and carries them in the link', async () => {
    const user = await openPanel();
    const standard = screen.getByRole('textbox', { name: 'Standard_S1, per unit per day' });
    expect(evaluate(scenario()).recommended?.sku).toBe('Standard_S1');
    await user.clear(standard);
    await user.type(standard, '$3.22');
    expect(scenario().prices).toEqual({ Standard_S1: 3.22 });
    // At twice its default price, Standard_S1 costs more per unit than Premium_P1 (2.00 USD).
    expect(evaluate(scenario()).recommended?.sku).toBe('Premium_P1');
    const messages = screen.getByRole('textbox', { name: /^Standard_S1, per million messages/ });
    await user.clear(messages);
    await user.type(messages, '0.5');
    // The Premium tiers' messages follow Standard_S1's until typed.
    expect(
      screen.getByRole('textbox', { name: /^Premium tiers, per million messages/ }),
    ).toHaveValue('0.5');
    expect(decodeScenario(encodeScenario(scenario()))).toEqual({
      ok: true,
      scenario: { ...teamChatFixture, prices: { Standard_S1: 3.22, perMillionExtraMessages: 0.5 } },
    });
  });

  it('prices the data transfer between regions at the rate typed, in the plan’s bill and the link (issue 23)', async () => {
    useScenarioStore.getState().startingScenarioLoaded(roomsChatFixture);
    const user = await openPanel();
    const before = plan(scenario()).monthly;
    const rate = screen.getByRole('textbox', {
      name: 'Data transfer between regions (geo-replicas), per GB',
    });
    await user.clear(rate);
    await user.type(rate, '0.05');
    expect(scenario().prices).toEqual({ perGbCrossRegion: 0.05 });
    const after = plan(scenario()).monthly;
    // 2.5 times the default 0.02 USD per GB: the same bytes, 2.5 times the charge, and the rest of the bill unchanged.
    expect(after?.crossRegionUsd).toBeCloseTo((before?.crossRegionUsd ?? NaN) * 2.5, 9);
    expect((after?.totalUsd ?? NaN) - (before?.totalUsd ?? NaN)).toBeCloseTo(
      (before?.crossRegionUsd ?? NaN) * 1.5,
      9,
    );
    expect(decodeScenario(encodeScenario(scenario()))).toEqual({
      ok: true,
      scenario: { ...roomsChatFixture, prices: { perGbCrossRegion: 0.05 } },
    });
  });

  it('refuses a negative price beside the field and keeps the one in use', async () => {
    const user = await openPanel();
    const premium = screen.getByRole('textbox', { name: 'Premium_P1, per unit per day' });
    await user.clear(premium);
    await user.type(premium, '-2');
    expect(premium).toHaveAttribute('aria-invalid', 'true');
    expect(premium).toHaveAccessibleDescription(/Enter 0, or a number from 0\.0001 to 1,000,000\./);
    expect(scenario().prices).toBeUndefined();
  });

  it('refuses a price too small to be one (5e-324) beside the field, instead of showing 330 digits', async () => {
    const user = await openPanel();
    const standard = screen.getByRole('textbox', { name: 'Standard_S1, per unit per day' });
    await user.clear(standard);
    await user.paste('5e-324');
    expect(standard).toHaveAttribute('aria-invalid', 'true');
    expect(standard).toHaveAccessibleDescription(
      /Enter 0, or a number from 0\.0001 to 1,000,000\./,
    );
    expect(scenario().prices).toBeUndefined();
    // Left as it is, the field shows the price in use again and says what was not used.
    await user.tab();
    expect(standard).toHaveValue('1.61');
    expect(standard).toHaveAccessibleDescription(
      /“5e-324” was not used: enter 0, or a number from 0\.0001 to 1,000,000\./,
    );
  });

  it('resets to the defaults, and the reset can be undone', async () => {
    const user = await openPanel();
    const reset = screen.getByRole('button', { name: 'Reset to the defaults' });
    expect(reset).toBeDisabled();
    const premium = screen.getByRole('textbox', { name: 'Premium_P2, per unit per day' });
    await user.clear(premium);
    await user.type(premium, '2.5');
    await user.tab();
    await user.click(reset);
    expect(scenario().prices).toBeUndefined();
    expect(premium).toHaveValue('2');
    useScenarioStore.getState().undoRequested();
    expect(scenario().prices).toEqual({ Premium_P2: 2.5 });
  });
});
