/**
 * What the Embed dialog hands out: the embed's URL, the iframe snippet and a one-paragraph Markdown
 * summary. Pure functions: every value that comes from the user (the scenario name) is escaped for the
 * language it lands in, so a name like `<img src=x onerror=alert(1)>` stays text.
 */
import { escapeMarkdown, markdownDestination } from './markdownText';
import { exportedUserText } from './userText';
import type { Plan, Scenario, Service } from '../engine';
import type { Translate } from '../i18n/I18nProvider';
import { formatCurrency, formatPercent } from '../i18n/format';
import { pricesBasisShort } from './wording/pricesText';
import { fragmentWithScenario } from '../state/shareLink';
import { fragmentWithView, type ViewParams } from '../state/viewParams';
import { tierLabel } from './wording/tierLabel';
import { deploymentLabel } from './wording/deploymentText';

export type EmbedMode = ViewParams['mode'];
export type EmbedTheme = ViewParams['theme'];

export interface EmbedOptions {
  mode: EmbedMode;
  theme: EmbedTheme;
  heightPx: number;
}

/** The frame's height range offered in the dialog; the height messages resize it anyway. */
export const frameHeightPx = { min: 240, max: 4000, readonly: 900, interactive: 1300 } as const;

/**
 * The five characters that matter in a quoted HTML attribute (and in text), as entities.
 * @example escapeHtmlAttribute(`"Tom's" <b>&`) // "&quot;Tom&#39;s&quot; &lt;b&gt;&amp;"
 */
export function escapeHtmlAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The URL without its fragment: `location.origin` is "null" in a sandboxed frame, `href` never is. */
function pageUrl(href: string): string {
  const hashAt = href.indexOf('#');
  return hashAt === -1 ? href : href.slice(0, hashAt);
}

/** This page with the scenario in the fragment and the embed view's parameters. */
export function embedUrl(
  href: string,
  hash: string,
  scenario: Scenario,
  options: Pick<EmbedOptions, 'mode' | 'theme'>,
): string {
  const fragment = fragmentWithView(fragmentWithScenario(hash, scenario), {
    view: 'embed',
    mode: options.mode,
    theme: options.theme,
  });
  return `${pageUrl(href)}${fragment}`;
}

/**
 * The full sizing tool for the same scenario: the embed's own link, without the embed's parameters. `scenario`
 * null: the link's own `s`, as it is (one the embed could not read, for the full tool to say why).
 */
export function fullViewUrl(href: string, hash: string, scenario: Scenario | null): string {
  const fragment = fragmentWithView(scenario ? fragmentWithScenario(hash, scenario) : hash, {
    view: 'full',
    mode: 'interactive',
  });
  return `${pageUrl(href)}${fragment}`;
}

/** The scenario's name as typed, or the catalog's stand-in for an unnamed one. */
export function scenarioTitle(t: Translate, name: string | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : t('embed.untitled');
}

/**
 * The frame's sandbox. `allow-scripts`: the tool is a script. `allow-same-origin`: the frame keeps the tool's
 * own origin, so it loads its own modules as same-origin requests and works from a host that sends no
 * Access-Control-Allow-Origin (without it the origin is opaque, and every module is a cross-origin request).
 * It gives the frame no access to the host page (another origin), and only to the tool's own storage, which
 * the embed view never touches (boot.tsx withholds it). `allow-popups` and `allow-popups-to-escape-sandbox`:
 * "Open in the sizing tool" opens the ordinary, unsandboxed tool in a new tab.
 */
export const embedSandbox =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * `<iframe src="..." title="Azure SignalR sizing: <name>" ... sandbox="...">` ready to paste; the title names Azure
 * Web PubSub for a scenario on it.
 */
export function iframeSnippet(
  t: Translate,
  url: string,
  name: string,
  heightPx: number,
  service: Service = 'signalr',
): string {
  const title = t(service === 'webPubSub' ? 'embed.frameTitle.webPubSub' : 'embed.frameTitle', {
    name,
  });
  return [
    `<iframe src="${escapeHtmlAttribute(url)}"`,
    `  title="${escapeHtmlAttribute(title)}"`,
    `  width="100%" height="${Math.round(heightPx)}" loading="lazy"`,
    `  sandbox="${embedSandbox}"`,
    '  style="border:0"></iframe>',
  ].join('\n');
}

/**
 * One paragraph for a wiki or a README: the name, the plan's deployment (its tier, and its instances and regions
 * where there are several), its monthly bill, the binding limit at the peak, the link.
 */
export function markdownSummary(
  t: Translate,
  locale: string,
  plan: Plan,
  name: string,
  url: string,
): string {
  const { deployment, monthly, peak } = plan;
  // An address that is not http(s) or file is left out rather than made a link.
  const params = {
    name: escapeMarkdown(exportedUserText(name)),
    url: markdownDestination(url) ?? '',
  };
  if (plan.evaluation.workloads.length === 0) return t('embed.markdown.empty', params);
  const webPubSub = plan.service === 'webPubSub';
  if (!deployment || !monthly || !peak) {
    return t(webPubSub ? 'embed.markdown.noFit.webPubSub' : 'embed.markdown.noFit', params);
  }
  const single = deployment.instances === 1 && deployment.regions.length === 1;
  // The bill with what it is priced in: its currency, and a price list's region and day.
  const cost = `${formatCurrency(locale, monthly.totalUsd, plan.prices.currency)} (${pricesBasisShort(t, locale, plan.prices)})`;
  return t(webPubSub ? 'embed.markdown.summary.webPubSub' : 'embed.markdown.summary', {
    ...params,
    tier: escapeMarkdown(
      single
        ? tierLabel(t, deployment.sku, deployment.unitsPerInstance)
        : deploymentLabel(t, locale, deployment),
    ),
    cost: escapeMarkdown(cost),
    limit: escapeMarkdown(t(`limit.${peak.binding}`)),
    percent: escapeMarkdown(formatPercent(locale, peak.utilization[peak.binding] ?? 0)),
  });
}
