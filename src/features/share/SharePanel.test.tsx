import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTeamChat, teamChatFixture } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { decodeScenario, scenarioParameter } from '../../state/shareLink';
import { SharePanel } from './SharePanel';

function renderPanel() {
  render(
    <I18nProvider>
      <SharePanel />
    </I18nProvider>,
  );
  return screen.getByRole('textbox', { name: 'Link to this scenario' });
}

beforeEach(() => loadTeamChat(useScenarioStore));

describe('SharePanel', () => {
  it('shows a link that opens to the same scenario, with its length', () => {
    const field = renderPanel();
    const link = (field as HTMLInputElement).value;
    expect(decodeScenario(scenarioParameter(new URL(link).hash) ?? '')).toEqual({
      ok: true,
      scenario: teamChatFixture,
    });
    expect(screen.getByText(`${link.length} characters`)).toBeInTheDocument();
    expect(screen.queryByText(/Teams and Outlook may cut it/)).not.toBeInTheDocument();
  });

  it('warns when the link passes 2,000 characters', () => {
    // Names that do not compress: a deterministic pseudo-random letter soup.
    let seed = 7;
    const letter = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    };
    const many = Array.from({ length: 50 }, () => ({
      ...teamChatFixture.workloads[0]!,
      name: Array.from({ length: 60 }, letter).join(''),
    }));
    const field = renderPanel();
    act(() => useScenarioStore.getState().scenarioLoaded({ ...teamChatFixture, workloads: many }));
    expect((field as HTMLInputElement).value.length).toBeGreaterThan(2000);
    expect(screen.getByText(/Teams and Outlook may cut it/)).toBeVisible();
  });

  it('copies the link, and selects it when the clipboard is refused', async () => {
    const user = userEvent.setup();
    const field = renderPanel();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(/press Ctrl\+C/);
  });
});
