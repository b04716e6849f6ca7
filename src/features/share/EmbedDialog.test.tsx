import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTeamChat, teamChatFixture } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { decodeScenario, scenarioParameter } from '../../state/shareLink';
import { readViewParams } from '../../state/viewParams';
import { EmbedDialog } from './EmbedDialog';
import { plan } from '../../engine';
import { cardSvg } from '../../exports/card/cardSvg';
import { translatorFor } from '../../i18n/allCatalogs';
import { fullViewUrl } from '../../components/embedSnippets';

/**
 * jsdom has <dialog> without its behaviour: stand in for the browser's showModal, close and the Escape
 * key (a cancel, then a close), so the component's own handling (focus back to the button) is tested.
 */
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.querySelector<HTMLElement>('input, button, textarea')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
});

function renderDialog() {
  render(
    <I18nProvider>
      <EmbedDialog />
    </I18nProvider>,
  );
  return screen.getByRole('button', { name: 'Embed' });
}

async function openDialog() {
  const user = userEvent.setup();
  const button = renderDialog();
  await user.click(button);
  return { user, button, dialog: screen.getByRole('dialog', { name: 'Embed this scenario' }) };
}

const htmlField = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'HTML (iframe)' });
const markdownField = () =>
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Markdown summary' });

function frameOf(html: string): HTMLIFrameElement {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const frame = doc.querySelector('iframe');
  if (!frame) throw new Error('no iframe in the snippet');
  return frame;
}

beforeEach(() => {
  loadTeamChat(useScenarioStore);
  window.history.replaceState(null, '', '/sizing/#lang=de');
});

describe('EmbedDialog', () => {
  it('opens a modal dialog with a read-only iframe snippet and a Markdown summary', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('radio', { name: 'Only read the result' })).toBeChecked();

    const frame = frameOf(htmlField().value);
    expect(htmlField()).toHaveAttribute('readonly');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/sizing/');
    expect(readViewParams(src.hash)).toEqual({
      view: 'embed',
      mode: 'readonly',
      theme: 'auto',
      lang: 'de',
    });
    expect(decodeScenario(scenarioParameter(src.hash) ?? '')).toEqual({
      ok: true,
      scenario: teamChatFixture,
    });
    expect(frame.title).toBe('Azure SignalR sizing: Team chat');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.getAttribute('height')).toBe('900');

    expect(markdownField().value).toMatch(
      /^\*\*Team chat\*\*: Azure SignalR Service sizing recommends Standard\\_S1 × 40 units at \\\$17,562 \(USD · defaults 2026\) a month; the binding limit is Connections at 100%\. \[Open the sizing\]\(http:\/\/localhost:\d+\/sizing\/#lang=de&s=2\.[\w-]+\)$/,
    );
  });

  it('says what a host needs: no special headers, the sandbox as written', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(
      'The frame works from a server that sends no special headers (GitHub Pages, Azure Static Web Apps, nginx as installed) on any page that allows iframes: keep its sandbox attribute as it is.',
    );
    expect(dialog).toHaveTextContent('The embed reads and writes no storage');
  });

  it('follows the chosen mode, theme and height', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Try other numbers' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    let frame = frameOf(htmlField().value);
    expect(readViewParams(new URL(frame.src).hash)).toMatchObject({
      mode: 'interactive',
      theme: 'dark',
    });
    expect(frame.getAttribute('height')).toBe('1300');

    const height = screen.getByRole('textbox', { name: 'Frame height' });
    await user.clear(height);
    await user.type(height, '900 px');
    frame = frameOf(htmlField().value);
    expect(frame.getAttribute('height')).toBe('900');
    // Out of range: said beside the field, and the snippet keeps the last valid height.
    await user.clear(height);
    await user.paste('99999');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(/Enter a number from 240 to 4,000\./);
    expect(frameOf(htmlField().value).getAttribute('height')).toBe('900');
  });

  it('keeps a hostile scenario name inert in both snippets', async () => {
    useScenarioStore.getState().scenarioLoaded({
      ...teamChatFixture,
      name: '<img src=x onerror=alert(1)> "quotes"',
    });
    await openDialog();
    const html = htmlField().value;
    expect(html).not.toContain('<img');
    expect(frameOf(html).title).toBe('Azure SignalR sizing: <img src=x onerror=alert(1)> "quotes"');
    expect(markdownField().value).toMatch(
      /^\*\*&lt;img src=x onerror=alert\(1\)&gt; "quotes"\*\*:/,
    );
  });

  it('copies a snippet, and selects it and says how when the clipboard is refused', async () => {
    const { user } = await openDialog();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy HTML' }));
    expect(writeText).toHaveBeenCalledWith(htmlField().value);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy Markdown' }));
    expect(screen.getByRole('status')).toHaveTextContent(/press Ctrl\+C/);
    const field = markdownField();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
  });

  it('offers the image card, the same SVG as the command line’s, to download or copy, linked to the live scenario', async () => {
    const { user, dialog } = await openDialog();
    const card = within(dialog).getByRole('region', { name: 'Image card (SVG)' });
    const scenario = useScenarioStore.getState().scenario;
    const liveUrl = fullViewUrl(window.location.href, window.location.hash, scenario);
    const expected = (theme: 'light' | 'dark') =>
      cardSvg({
        plan: plan(scenario),
        t: translatorFor('en'),
        locale: 'en',
        theme,
        shareUrl: liveUrl,
      });

    const preview = within(card).getByRole('img', { name: 'Preview of the image card' });
    expect(decodeURIComponent(preview.getAttribute('src') ?? '')).toBe(
      `data:image/svg+xml;charset=utf-8,${expected('light')}`,
    );
    await user.click(within(card).getByRole('radio', { name: 'Dark card' }));
    await user.click(within(card).getByRole('button', { name: 'Copy SVG' }));
    expect(await navigator.clipboard.readText()).toBe(expected('dark'));

    const markdown = within(card).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Markdown for the image, linked to the live scenario',
    });
    expect(markdown.value).toMatch(
      /^\[!\[Team chat: Azure SignalR Service sizing\]\(Team-chat-card\.svg\)\]\(http/,
    );
    expect(markdown.value.endsWith(`(${liveUrl})`)).toBe(true);
  });

  it('closes on Escape and on Close, and gives focus back to the Embed button', async () => {
    const { user, button, dialog } = await openDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'HTML (iframe)' })).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });
});
