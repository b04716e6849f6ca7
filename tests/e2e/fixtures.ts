/**
 * The `test` every browser test uses. Around each test it checks three things the issue asks of the whole suite:
 * no request goes to any host but the page's own, no Content-Security-Policy violation, no uncaught exception.
 * A test that serves the page from a server of its own too (tests/e2e/plainServer.ts) names that server's
 * origin with `pageGuards.allowOrigin`.
 */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface Guards {
  /** Requests that left the page's origin, CSP violations and uncaught errors seen in this test. */
  pageGuards: {
    offOrigin: string[];
    cspViolations: string[];
    pageErrors: string[];
    /** Requests to this origin are the test's own (a second server it started), not a leak. */
    allowOrigin: (origin: string) => void;
  };
}

/**
 * The page loads its code after the prerendered view's first frame (src/main.tsx), so the `load` event no
 * longer means the page has started. Every navigation of a test's pages therefore also waits until it has
 * (`<html data-first-view>` gone, `#root` no longer inert), as a person waits for a page that takes input.
 * A navigation with `waitUntil: 'commit'` does not: it is for looking at the page before then.
 */
function waitForThePageAfterNavigating(page: Page): void {
  const started = async () => {
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      if (!root) return true;
      return (
        !root.hasAttribute('inert') && !document.documentElement.hasAttribute('data-first-view')
      );
    });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await started();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await started();
    return response;
  };
}

export const test = base.extend<Guards>({
  pageGuards: [
    async ({ context, baseURL }, use) => {
      const origins = new Set([new URL(baseURL ?? 'http://localhost:4173').origin]);
      const guards: Guards['pageGuards'] = {
        offOrigin: [],
        cspViolations: [],
        pageErrors: [],
        allowOrigin: (origin) => origins.add(origin),
      };
      const allowedSchemes = ['data:', 'blob:', 'about:'];
      context.on('request', (request) => {
        const url = request.url();
        if (allowedSchemes.some((scheme) => url.startsWith(scheme))) return;
        if (!origins.has(new URL(url).origin)) guards.offOrigin.push(url);
      });
      context.on('page', (page) => {
        waitForThePageAfterNavigating(page);
        page.on('pageerror', (error) => guards.pageErrors.push(error.message));
        page.on('console', (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text()))
            guards.cspViolations.push(message.text());
        });
      });
      await use(guards);
      expect(guards.offOrigin, 'requests to other hosts').toEqual([]);
      expect(guards.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(guards.pageErrors, 'uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/** Opens one of the tabs under the workloads ("Presets", "Share and save", "The guide"...). */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Unfolds the settings (folded to one line under the workloads); a no-op when they are open. */
export async function openSettings(page: Page): Promise<void> {
  const details = page.getByRole('region', { name: 'Settings' }).locator('details');
  if ((await details.getAttribute('open')) === null) {
    await page.getByRole('heading', { name: 'Settings', exact: true }).click();
  }
  await expect(page.getByRole('slider', { name: 'Headroom target' })).toBeVisible();
}

/**
 * Waits until the page has started and takes input: `#root` is inert (and hidden from assistive technology)
 * until the page's code has hydrated the prerendered view or drawn the reader's own (src/boot.tsx).
 */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
