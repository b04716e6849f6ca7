import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { HistoryControls } from './HistoryControls';
import { undoShortcutOf } from './undoShortcut';

const store = () => useScenarioStore.getState();

function renderControls() {
  render(
    <I18nProvider>
      <HistoryControls />
      <label>
        Notes <input type="text" />
      </label>
      <input type="range" aria-label="Level" />
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('HistoryControls', () => {
  beforeEach(() => store().startingScenarioLoaded(teamChatFixture));
  afterEach(cleanup);

  it('disables both buttons while there is nothing to undo or redo', () => {
    renderControls();
    expect(screen.getByRole('group', { name: 'Undo and redo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  it('undoes and redoes with the buttons, and says so', async () => {
    const user = renderControls();
    act(() => store().editionChosen('2019'));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(store().scenario.edition).toBe('current');
    expect(screen.getByRole('status')).toHaveTextContent('Undone.');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(store().scenario.edition).toBe('2019');
    expect(screen.getByRole('status')).toHaveTextContent('Redone.');
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, but leaves text fields their own undo', async () => {
    const user = renderControls();
    act(() => store().targetChosen(0.5));
    screen.getByRole('slider', { name: 'Level' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(store().scenario.targetUtilization).toBe(0.7);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(store().scenario.targetUtilization).toBe(0.5);
    await user.keyboard('{Control>}z{/Control}{Control>}y{/Control}');
    expect(store().scenario.targetUtilization).toBe(0.5);
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(store().scenario.targetUtilization).toBe(0.5);
  });
});

describe('undoShortcutOf', () => {
  const key = (
    init: Partial<
      Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>
    >,
  ) => ({
    key: 'z',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target: document.body,
    ...init,
  });

  it.each([
    [{ ctrlKey: true }, 'undo'],
    [{ metaKey: true }, 'undo'],
    [{ ctrlKey: true, shiftKey: true, key: 'Z' }, 'redo'],
    [{ metaKey: true, shiftKey: true, key: 'Z' }, 'redo'],
    [{ ctrlKey: true, key: 'y' }, 'redo'],
    [{}, null],
    [{ ctrlKey: true, altKey: true }, null],
    [{ ctrlKey: true, key: 'x' }, null],
  ] as const)('reads %j as %s', (init, expected) => {
    expect(undoShortcutOf(key(init))).toBe(expected);
  });

  it('leaves text areas and text inputs alone', () => {
    expect(undoShortcutOf(key({ ctrlKey: true, target: document.createElement('textarea') }))).toBe(
      null,
    );
    const range = document.createElement('input');
    range.type = 'range';
    expect(undoShortcutOf(key({ ctrlKey: true, target: range }))).toBe('undo');
    expect(undoShortcutOf(key({ ctrlKey: true, target: document.createElement('input') }))).toBe(
      null,
    );
  });
});
