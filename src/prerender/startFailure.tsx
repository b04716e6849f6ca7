/**
 * What the page says when it cannot start, written into index.html at build time (scripts/prerender.ts) in
 * every language, since the page's own code is what failed. Two parts:
 * - `<noscript>`: scripts are off, or a frame's sandbox does not allow them. Every language is shown: without
 *   scripts the page cannot tell which one the reader reads. styles.css hides the prerendered view then.
 * - `#start-failed`, hidden: index.html's first script shows it, in the reader's language and with the
 *   reason, when the page's code cannot be loaded or fails to start (src/main.tsx), and hides the view.
 * Either way the prerendered example never stands for a link the page did not read (issue 19, item 7).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { Catalog } from '../i18n/catalog';
import { loadCatalog, panelMessagesReady, supportedLocales, type Locale } from '../i18n/locales';
import { translate } from '../i18n/translate';

/** Why the code did not start: fetched cross-origin by a frame with an opaque origin, or not at all. */
export const startFailureReasons = ['crossOrigin', 'notLoaded'] as const;

interface LocaleCatalog {
  locale: Locale;
  catalog: Catalog;
}

function NoScript({ locale, catalog }: LocaleCatalog) {
  return (
    <section lang={locale}>
      <h1>{translate(locale, catalog['startup.title'])}</h1>
      <p>{translate(locale, catalog['startup.noScript'])}</p>
      <p>{translate(locale, catalog['startup.noFigures'])}</p>
    </section>
  );
}

function CodeFailed({ locale, catalog }: LocaleCatalog) {
  return (
    <section lang={locale} hidden>
      <h1>{translate(locale, catalog['startup.title'])}</h1>
      <p data-reason="crossOrigin" hidden>
        {translate(locale, catalog['startup.crossOrigin'])}
      </p>
      <p data-reason="notLoaded" hidden>
        {translate(locale, catalog['startup.notLoaded'])}
      </p>
      <p>{translate(locale, catalog['startup.noFigures'])}</p>
    </section>
  );
}

/** The HTML to put before `<div id="root">`: the `<noscript>` message and the hidden `#start-failed`. */
export async function renderStartFailure(): Promise<string> {
  await panelMessagesReady();
  const catalogs = await Promise.all(
    supportedLocales.map(async (locale) => ({ locale, catalog: await loadCatalog(locale) })),
  );
  const noScript = renderToStaticMarkup(
    <div className="start-failed">
      {catalogs.map((entry) => (
        <NoScript key={entry.locale} {...entry} />
      ))}
    </div>,
  );
  const codeFailed = renderToStaticMarkup(
    <div id="start-failed" className="start-failed" role="alert" hidden>
      {catalogs.map((entry) => (
        <CodeFailed key={entry.locale} {...entry} />
      ))}
    </div>,
  );
  return `<noscript>${noScript}</noscript>${codeFailed}`;
}
