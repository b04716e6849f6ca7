import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { SettingsPanel } from './SettingsPanel';

function renderPanel() {
  render(
    <I18nProvider>
      <SettingsPanel />
    </I18nProvider>,
  );
  return userEvent.setup();
}

const scenario = () => useScenarioStore.getState().scenario;

describe('SettingsPanel', () => {
  beforeEach(() => useScenarioStore.setState(useScenarioStore.getInitialState()));
  afterEach(cleanup);

  it('switches the guide edition, each option with its hint', async () => {
    const user = renderPanel();
    const current = screen.getByRole('radio', { name: 'Current guide' });
    const edition2019 = screen.getByRole('radio', { name: 'Guide 2019' });
    expect(current).toBeChecked();
    expect(edition2019).toHaveAccessibleDescription(
      'Units 1 to 100 (the Polish, German, French and Korean translations).',
    );
    expect(current).toHaveAccessibleDescription(/up to 1,000 with Premium_P2/);
    await user.click(edition2019);
    expect(scenario().edition).toBe('2019');
    expect(edition2019).toBeChecked();
    await user.click(current);
    expect(scenario().edition).toBe('current');
  });

  it('sets the headroom target in whole percent, 5% to 100%', async () => {
    const user = renderPanel();
    const slider = screen.getByRole('slider', { name: 'Headroom target' });
    const field = screen.getByRole('textbox', { name: 'Headroom target' });
    expect(slider).toHaveAttribute('aria-valuetext', '70%');
    expect(field).toHaveValue('70');
    expect(slider).toHaveAccessibleDescription(/keeping Server Load under 70%/);
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(scenario().targetUtilization).toBeCloseTo(0.71, 9);
    expect(slider).toHaveAttribute('aria-valuetext', '71%');
    await user.clear(field);
    await user.type(field, '85 %');
    expect(scenario().targetUtilization).toBeCloseTo(0.85, 9);
    await user.clear(field);
    await user.type(field, '2');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number from 5 to 100.')).toBeVisible();
    expect(scenario().targetUtilization).toBeCloseTo(0.85, 9);
  });

  it('reaches 100% with End', async () => {
    const user = renderPanel();
    screen.getByRole('slider', { name: 'Headroom target' }).focus();
    await user.keyboard('{End}');
    expect(scenario().targetUtilization).toBe(1);
  });

  it('chooses the app server framework', async () => {
    const user = renderPanel();
    expect(screen.getByRole('radio', { name: 'ASP.NET Core' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'App server framework' })).toHaveAccessibleDescription(
      /ASP.NET SignalR tables for echo, broadcast and small groups/,
    );
    await user.click(screen.getByRole('radio', { name: 'ASP.NET SignalR' }));
    expect(scenario().appServerFramework).toBe('aspnet');
  });
});
