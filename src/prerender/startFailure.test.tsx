import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../i18n/locales';
import { renderStartFailure } from './startFailure';

describe('what the page says when it cannot start', () => {
  it('holds a <noscript> message and the hidden reasons, in every language', async () => {
    const html = await renderStartFailure();
    const noScript = /^<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? '';
    const page = document.createElement('div');
    page.innerHTML = html.replace(/^<noscript>.*<\/noscript>/s, '');
    const failed = page.querySelector('#start-failed');
    expect(failed).toHaveAttribute('hidden');
    expect(failed).toHaveAttribute('role', 'alert');
    const sections = [...(failed?.querySelectorAll('section') ?? [])];
    expect(sections.map((section) => section.lang)).toEqual([...supportedLocales]);
    expect(sections.every((section) => section.hidden)).toBe(true);
    const english = sections[0];
    expect(english?.querySelector('h1')?.textContent).toBe('The sizing tool could not start');
    expect(english?.querySelector('[data-reason="crossOrigin"]')?.textContent).toMatch(
      /allow-same-origin.*Access-Control-Allow-Origin: \*\.$/,
    );
    expect(english?.querySelector('[data-reason="notLoaded"]')?.textContent).toMatch(
      /^Its code could not be loaded, or stopped with an error/,
    );
    expect(noScript).toContain(
      '<section lang="de"><h1>Das Dimensionierungstool konnte nicht starten</h1>',
    );
    expect(noScript).toContain('It needs JavaScript, which is turned off or not allowed here.');
  });
});
