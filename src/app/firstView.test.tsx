import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../i18n/catalog';
import { enFirstView } from '../i18n/en/firstView';
import { matchLocale } from '../i18n/locales';
import { useKeptAsideStore } from '../state/keptAsideStore';
import { useNoticeStore } from '../state/noticeStore';
import { useScenarioStore } from '../state/scenarioStore';
import { useThemeStore } from '../state/theme';
import { renderFirstView } from '../prerender/firstView';
import { adoptFirstView, hydratesFirstView, isLazyPanelRenderedInBrowser } from './firstView';
import { Root } from './Root';
import indexHtml from '../../index.html?raw';

/** index.html's first-paint script, run as the browser runs it. */
const firstPaintScript = (() => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!script) throw new Error('index.html has no inline first-paint script');
  return script;
})();

function runFirstPaintScript(): string | undefined {
  // The test runs index.html's own inline script, as the browser does before the first paint.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(firstPaintScript) as () => void)();
  return document.documentElement.dataset.firstView;
}

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderFirstView();
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.location.hash = '';
  delete document.documentElement.dataset.firstView;
  delete document.documentElement.dataset.theme;
  document.body.replaceChildren();
  useScenarioStore.setState(useScenarioStore.getInitialState());
  useNoticeStore.setState({ notices: [] });
  useThemeStore.setState({ theme: 'system' });
});

describe('the first-paint script in index.html', () => {
  it('marks a first visit in English fresh: the prerendered example is what this reader sees', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'de']);
    expect(runFirstPaintScript()).toBe('fresh');
  });

  it.each([
    [['de-DE', 'en'], 'stale'],
    [['ja'], 'stale'],
    [['es-ES', 'fr'], 'stale'],
    [['es-ES'], 'fresh'],
    [['en-US', 'ko'], 'fresh'],
  ])('agrees with the page on the language: browser prefers %j, view %s', (languages, mark) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    expect(runFirstPaintScript()).toBe(mark);
    expect(matchLocale(languages) === 'en').toBe(mark === 'fresh');
  });

  it('marks a link stale: its scenario, language or embed is not the prerendered view', () => {
    window.location.hash = '#s=2.abc';
    expect(runFirstPaintScript()).toBe('stale');
  });

  it('marks anything the page saved stale, and applies a saved dark theme before the first paint', () => {
    localStorage.setItem('signalr-sizing:theme', 'dark');
    expect(runFirstPaintScript()).toBe('stale');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('marks storage that refuses to be read stale: the page will say so in a notice', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runFirstPaintScript()).toBe('stale');
  });
});

describe('the first view’s messages', () => {
  it('are all the first view needs: the tab panels’ English arrives with their code', () => {
    // The build prerenders with the English the page starts with; a message of a panel's section used on the
    // first view would throw here (and fail the build) instead of reaching a reader as a missing word.
    const catalog = { ...enFirstView } as Catalog;
    const html = renderToString(<Root initialCatalog={{ locale: 'en', catalog }} />);
    expect(html).toContain('Standard_S1 × 20 units');
    expect(html).toContain('Export the headroom chart');
    expect(Object.keys(catalog)).toHaveLength(Object.keys(enFirstView).length);
  });
});

describe('hydrating the prerendered first view', () => {
  it('hydrates only what was prerendered: the example, in English, with nothing to tell', () => {
    const root = prerenderedRoot();
    expect(hydratesFirstView(root, 'fresh', 'en')).toBe(true);
    expect(hydratesFirstView(root, 'stale', 'en')).toBe(false);
    expect(hydratesFirstView(root, undefined, 'en')).toBe(false);
    expect(hydratesFirstView(root, 'fresh', 'de')).toBe(false);
    expect(hydratesFirstView(document.createElement('div'), 'fresh', 'en')).toBe(false);

    useScenarioStore.getState().workloadRemoved(0);
    expect(hydratesFirstView(root, 'fresh', 'en')).toBe(false);
    useScenarioStore.setState(useScenarioStore.getInitialState());
    useNoticeStore.getState().noticesRaised([{ kind: 'storageUnavailable' }]);
    expect(hydratesFirstView(root, 'fresh', 'en')).toBe(false);
    useNoticeStore.setState({ notices: [] });
    useThemeStore.setState({ theme: 'dark' });
    expect(hydratesFirstView(root, 'fresh', 'en')).toBe(false);
    expect(useKeptAsideStore.getState().items).toEqual([]);
  });

  it('keeps every prerendered element: the page takes the HTML over without a mismatch', async () => {
    const root = prerenderedRoot();
    const heading = root.querySelector('h1');
    const firstField = root.querySelector('input');
    // Start-up loads the example again, under new workload keys; the page takes back the prerendered ones.
    useScenarioStore.getState().startingScenarioLoaded(useScenarioStore.getState().scenario);
    adoptFirstView();
    const consoleErrors = vi.spyOn(console, 'error');
    const mismatches: unknown[] = [];
    let committed = false;
    // The lazy parts of the first view (the print summary, the headroom chart) are loaded before the test ends:
    // none may still be importing when the test's environment goes.
    await Promise.all([
      import('../features/exportImport/PrintSummary'),
      import('../components/charts/HeadroomChart'),
    ]);
    let hydrated: ReactRoot | undefined;
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <Root
          onCommitted={() => {
            committed = true;
          }}
        />,
        {
          onRecoverableError: (error) => {
            if (!isLazyPanelRenderedInBrowser(error)) mismatches.push(error);
          },
        },
      );
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    // React reports attributes that differ from the HTML (which it does not patch) on the console.
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(committed).toBe(true);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('input')).toBe(firstField);
    await waitFor(() => expect(root.querySelector('.export-print')).not.toBeNull());
    act(() => hydrated?.unmount());
  });
});
