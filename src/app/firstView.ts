/**
 * The first view is prerendered at build time (src/prerender/firstView.tsx): the example scenario, in
 * English, with the system theme, nothing set aside and no notice. index.html's inline script decides
 * before the first paint whether this reader will see that view: a link fragment, anything the page saved
 * in localStorage, storage that cannot be read, or a browser preferring another of the page's languages
 * mark it `stale` (`<html data-first-view="stale">`), and styles.css hides the prerendered HTML, so it never
 * flashes and is never replaced with a jump. Otherwise the browser hydrates it.
 *
 * `hydratesFirstView` checks the same again from the stores, after start-up read the link and storage: the
 * prerendered HTML is hydrated only when what the page is about to render is exactly what was prerendered.
 */
import type { Locale } from '../i18n/locales';
import { useKeptAsideStore } from '../state/keptAsideStore';
import { useNoticeStore } from '../state/noticeStore';
import { useScenarioStore } from '../state/scenarioStore';
import { useThemeStore } from '../state/theme';

export type FirstViewMark = 'fresh' | 'stale' | undefined;

export function hydratesFirstView(root: HTMLElement, mark: FirstViewMark, locale: Locale): boolean {
  if (mark !== 'fresh' || root.firstElementChild === null || locale !== 'en') return false;
  const now = useScenarioStore.getState();
  const prerendered = useScenarioStore.getInitialState();
  return (
    JSON.stringify(now.scenario) === JSON.stringify(prerendered.scenario) &&
    useNoticeStore.getState().notices.length === 0 &&
    useKeptAsideStore.getState().items.length === 0 &&
    useKeptAsideStore.getState().problem === null &&
    useThemeStore.getState().theme === 'system'
  );
}

/**
 * The store as it was prerendered: start-up loaded the same example again under new workload keys, and the
 * keys are in the HTML (`data-workload-key`), so the hydrated page takes back the prerendered ones.
 */
export function adoptFirstView(): void {
  const { scenario, workloadKeys } = useScenarioStore.getInitialState();
  useScenarioStore.setState({ scenario, workloadKeys });
  useScenarioStore.temporal.getState().clear();
}

/**
 * The prerendered HTML holds each lazy panel's loading state: React renders those panels in the browser, as it
 * should, and reports each as a recoverable error (React error 419; in development, "does not support
 * Suspense"). Any other recoverable error during hydration is a real mismatch.
 */
export function isLazyPanelRenderedInBrowser(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /#419|does not support Suspense|could not finish this Suspense boundary/.test(message);
}
