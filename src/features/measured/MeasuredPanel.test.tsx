import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { evaluate } from '../../engine';
import { compareMeasured } from '../../engine/planning';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { setSettleMilliseconds } from '../../state/useEvaluation';
import { MeasuredPanel } from './MeasuredPanel';

const store = () => useScenarioStore.getState();

async function openPanel() {
  render(
    <I18nProvider>
      <MeasuredPanel />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('heading', { level: 2, name: 'What you measured' }));
  await screen.findByRole('textbox', { name: 'Connection Count (Max)' });
  return user;
}

describe('MeasuredPanel', () => {
  beforeAll(() => setSettleMilliseconds(0));
  beforeEach(() => store().startingScenarioLoaded(teamChatFixture));
  afterEach(cleanup);

  it('reads "12 GB" as bytes and keeps each metric in the scenario', async () => {
    const user = await openPanel();
    await user.type(screen.getByRole('textbox', { name: 'Inbound Traffic (Sum)' }), '12 GB');
    expect(store().scenario.measured).toEqual({ inboundTrafficBytes: 12 * 1024 ** 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'SKU' }), 'Standard_S1');
    expect(store().scenario.measured?.sku).toBe('Standard_S1');
  });

  it.each([
    ['Connection Count (Max)', '-5'],
    ['Inbound Traffic (Sum)', '12 ms'],
    ['Server Load (Max)', 'high'],
    ['Server Load (Max)', '140'],
    ['Inbound Traffic (Sum)', '-500 MB'],
    ['Inbound Traffic (Sum)', '-999999999'],
    ['Outbound Traffic (Sum)', '-0.9 GB'],
    ['Message Count (Sum over a day)', '-99999'],
    // Issue 25: a negative that rounds, or underflows, to 0 is a negative all the same.
    ['Connection Count (Max)', '-0.4'],
    ['Inbound Traffic (Sum)', '-1e-400'],
  ])(
    'says beside %s that %j is not used, naming the field, and keeps the text',
    async (name, typed) => {
      await openPanel();
      const field = screen.getByRole('textbox', { name });
      // All at once, as pasted: typed key by key, "140" passes through a valid "14".
      fireEvent.change(field, { target: { value: typed } });
      expect(field).toHaveValue(typed);
      expect(field).toHaveAccessibleDescription(
        new RegExp(`^.*${name.replace(/[()]/g, '\\$&')}: Enter a number`),
      );
      fireEvent.blur(field);
      expect(field).toHaveAccessibleDescription(
        new RegExp(`${name.replace(/[()]/g, '\\$&')}: “${typed}” was not used`),
      );
      expect(store().scenario.measured).toBeUndefined();
    },
  );

  it('says beside the field that "1e-400" bytes, too small to hold apart from 0, are used as 0 (issue 25)', async () => {
    await openPanel();
    const field = screen.getByRole('textbox', { name: 'Inbound Traffic (Sum)' });
    fireEvent.change(field, { target: { value: '1e-400' } });
    expect(store().scenario.measured).toEqual({ inboundTrafficBytes: 0 });
    fireEvent.blur(field);
    expect(field).toHaveAccessibleDescription(
      /Inbound Traffic \(Sum\): “1e-400” is used as 0: it is too small for the page to tell apart from 0\./,
    );
  });

  it('keeps "5.5 MB" as typed, and the table shows the same 5.5 MB: one meaning of MB, 1,024 KB', async () => {
    const user = await openPanel();
    const field = screen.getByRole('textbox', { name: 'Inbound Traffic (Sum)' });
    await user.type(field, '5.5 MB');
    await user.tab();
    expect(store().scenario.measured).toEqual({ inboundTrafficBytes: 5.5 * 1024 ** 2 });
    expect(field).toHaveValue('5.5 MB');
    const table = screen.getByRole('table', { name: 'Measured against predicted' });
    const row = within(table).getByRole('row', { name: /^Inbound Traffic/ });
    expect(within(row).getByText('5.5 MB')).toBeVisible();
  });

  it('typed key by key, a Server Load of "140" never leaves its prefix "14" in the scenario', async () => {
    const user = await openPanel();
    const field = screen.getByRole('textbox', { name: 'Server Load (Max)' });
    await user.type(field, '140');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(store().scenario.measured).toBeUndefined();
    await user.tab();
    expect(field).toHaveValue('');
    expect(store().scenario.measured).toBeUndefined();
  });

  it('done when: metrics equal to the prediction show ratios of 1, and calibrating changes no recommendation', async () => {
    const before = evaluate(teamChatFixture).recommended!;
    const predicted = Object.fromEntries(
      compareMeasured(teamChatFixture).map((c) => [c.metric, c.predicted ?? undefined]),
    );
    store().measuredChanged({
      connectionCount: predicted.connectionCount,
      messageCountPerDay: predicted.messageCountPerDay,
      inboundTrafficBytes: predicted.inboundTrafficBytes,
      outboundTrafficBytes: predicted.outboundTrafficBytes,
    });
    const user = await openPanel();
    const rows = within(screen.getByRole('table', { name: 'Measured against predicted' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.slice(0, 4).map((row) => row.lastElementChild?.textContent)).toEqual([
      '×1',
      '×1',
      '×1',
      '×1',
    ]);
    await user.click(screen.getByRole('button', { name: 'Size with the measured ratios' }));
    expect(store().scenario.calibration).toBeDefined();
    const after = evaluate(store().scenario).recommended!;
    expect([after.sku, after.units]).toEqual([before.sku, before.units]);
    expect(await screen.findByText(/^Sizing with:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop calibrating' }));
    expect(store().scenario.calibration).toBeUndefined();
  });
});
