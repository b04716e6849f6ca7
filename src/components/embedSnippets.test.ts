import { describe, expect, it } from 'vitest';
import { evaluate, plan, type Scenario } from '../engine';
import { planChatFixture } from '../../tests/fixtures/planChat';
import { webPubSubChatFixture } from '../../tests/fixtures/webPubSubChat';
import { en } from '../i18n/en';
import type { Translate } from '../i18n/I18nProvider';
import { translate } from '../i18n/translate';
import { decodeScenario, scenarioParameter } from '../state/shareLink';
import { readViewParams } from '../state/viewParams';
import { teamChat } from './charts/testScenarios';
import {
  embedUrl,
  escapeHtmlAttribute,
  fullViewUrl,
  iframeSnippet,
  markdownSummary,
  scenarioTitle,
} from './embedSnippets';

const t: Translate = (key, params) => translate('en', en[key], params);
const page = 'https://tools.example/sizing/index.html';
const hostile = '<img src=x onerror=alert(1)> "quotes" & \'single\'';

/** Parses the snippet the way a browser would and returns the iframe it makes. */
function parseFrame(html: string): HTMLIFrameElement {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const frames = doc.querySelectorAll('iframe');
  expect(frames).toHaveLength(1);
  expect(doc.querySelectorAll('img, script')).toHaveLength(0);
  return frames[0]!;
}

describe('escapeHtmlAttribute', () => {
  it('turns & < > " and \' into entities', () => {
    expect(escapeHtmlAttribute(`"Tom's" <b>&`)).toBe('&quot;Tom&#39;s&quot; &lt;b&gt;&amp;');
  });
});

describe('embedUrl and fullViewUrl', () => {
  it('put the scenario and the embed parameters in the fragment, keeping the language', () => {
    const url = embedUrl(`${page}#s=old&lang=de`, '#s=old&lang=de', teamChat, {
      mode: 'readonly',
      theme: 'dark',
    });
    expect(url.startsWith(`${page}#`)).toBe(true);
    const hash = new URL(url).hash;
    expect(readViewParams(hash)).toEqual({
      view: 'embed',
      mode: 'readonly',
      theme: 'dark',
      lang: 'de',
    });
    expect(decodeScenario(scenarioParameter(hash) ?? '')).toEqual({ ok: true, scenario: teamChat });
  });

  it('lead back to the full view with the same scenario, from a sandboxed frame too', () => {
    // In a sandboxed frame location.origin is "null"; the link is built from href.
    const hash = '#s=x&view=embed&mode=readonly&theme=dark';
    const url = fullViewUrl(`${page}${hash}`, hash, teamChat);
    expect(url.startsWith(`${page}#s=`)).toBe(true);
    expect(readViewParams(new URL(url).hash)).toMatchObject({ view: 'full', theme: 'dark' });
    expect(url).not.toContain('mode=');
  });
});

describe('iframeSnippet', () => {
  it('is a sandboxed, lazy, titled iframe pointing at the embed URL', () => {
    const url = embedUrl(page, '', teamChat, { mode: 'readonly', theme: 'auto' });
    const frame = parseFrame(iframeSnippet(t, url, 'Team chat', 760));
    expect(frame.getAttribute('src')).toBe(url);
    expect(frame.getAttribute('src')).toMatch(/#s=2\.[\w-]+&view=embed&mode=readonly$/);
    expect(frame.title).toBe('Azure SignalR sizing: Team chat');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.getAttribute('height')).toBe('760');
    expect(frame.getAttribute('width')).toBe('100%');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('style')).toBe('border:0');
  });

  it('keeps a hostile scenario name inert text in the title', () => {
    const html = iframeSnippet(t, page, hostile, 600);
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &quot;quotes&quot; &amp; &#39;single&#39;',
    );
    const frame = parseFrame(html);
    expect(frame.title).toBe(`Azure SignalR sizing: ${hostile}`);
    expect(frame.getAttributeNames().sort()).toEqual(
      ['height', 'loading', 'sandbox', 'src', 'style', 'title', 'width'].sort(),
    );
  });
});

describe('markdownSummary', () => {
  const url = fullViewUrl(page, '', teamChat);

  it('names the scenario, the tier, the monthly cost, the binding limit and links to the tool', () => {
    const evaluation = evaluate(teamChat);
    expect(evaluation.recommended).toMatchObject({
      sku: 'Standard_S1',
      units: 40,
      binding: 'connections',
    });
    const cost = evaluation.recommended?.cost.totalUsd ?? 0;
    const dollars = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(cost);
    expect(markdownSummary(t, 'en', plan(teamChat), 'Team chat', url)).toBe(
      `**Team chat**: Azure SignalR Service sizing recommends Standard\\_S1 × 40 units at \\${dollars} (USD · defaults 2026) a month; the binding limit is Connections at 100%. [Open the sizing](${url})`,
    );
  });

  it('gives the plan’s deployment and monthly bill when it spans regions', () => {
    const planned = plan(planChatFixture);
    const dollars = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(planned.monthly?.totalUsd ?? NaN);
    expect(markdownSummary(t, 'en', planned, 'Plan', url)).toContain(
      `recommends Premium\\_P1 × 30 units in each of 2 regions, autoscaling 10–30 units at \\${dollars} (USD · your own prices) a month`,
    );
  });

  it('escapes a hostile name so no markup or HTML survives', () => {
    const text = markdownSummary(t, 'en', plan(teamChat), hostile, url);
    expect(
      text.startsWith('**&lt;img src=x onerror=alert(1)&gt; "quotes" &amp; \'single\'**:'),
    ).toBe(true);
    expect(text).not.toMatch(/</);
  });

  it('encodes the page address, so a hostile one cannot close the link and start its own', () => {
    // The page's own address, query and all, as a reader could have been sent to it.
    const hostilePage = 'https://tools.example/sizing/?x=)[x](javascript:alert(1))\\) <b>';
    const text = markdownSummary(
      t,
      'en',
      plan(teamChat),
      'Team chat',
      fullViewUrl(hostilePage, '', teamChat),
    );
    const link = /\[Open the sizing\]\(([^)]*)\)$/.exec(text);
    expect(link?.[1]).toMatch(/^https:\/\/tools\.example\/sizing\/\?x=%29%5Bx%5D%28javascript:/);
    // Nothing in the destination can end it early or start another link.
    expect(link?.[1]).not.toMatch(/[\s()[\]<>\\]/);
    expect(text.match(/\]\(/g)).toHaveLength(1);
  });

  it('keeps a name that looks like a link from becoming one', () => {
    const text = markdownSummary(
      t,
      'en',
      plan(teamChat),
      'https://evil.example www.evil.example',
      url,
    );
    const name = text.slice(0, text.indexOf(': '));
    expect(name).toBe('**https\\://evil.example www\\.evil.example**');
  });

  it('shows a right-to-left override as its code, so it cannot reverse the sentence after it', () => {
    const text = markdownSummary(t, 'en', plan(teamChat), 'Team \u202Echat', url);
    expect(text.startsWith('**Team \\\\u202Echat**: Azure SignalR Service sizing')).toBe(true);
  });

  it('isolates a right-to-left name, so it cannot reorder the sentence after it', () => {
    const text = markdownSummary(t, 'en', plan(teamChat), 'צוות', url);
    expect(text.startsWith('**\u2068צוות\u2069**: Azure SignalR Service sizing')).toBe(true);
  });

  it('says so when nothing fits or there are no workloads', () => {
    const empty: Scenario = { ...teamChat, workloads: [] };
    expect(markdownSummary(t, 'en', plan(empty), 'Empty', url)).toBe(
      `**Empty**: no workloads yet. [Open the sizing](${url})`,
    );
    const huge: Scenario = {
      ...teamChat,
      edition: '2019',
      workloads: [
        {
          name: 'Too much',
          pattern: 'connection',
          connections: 100_000,
          senders: 100_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    };
    expect(markdownSummary(t, 'en', plan(huge), 'Huge', url)).toMatch(/no single .* fits/);
  });
});

describe('scenarioTitle', () => {
  it('uses the typed name, or a stand-in for a blank one', () => {
    expect(scenarioTitle(t, ' Team chat ')).toBe('Team chat');
    expect(scenarioTitle(t, '  ')).toBe('Untitled scenario');
    expect(scenarioTitle(t, undefined)).toBe('Untitled scenario');
  });
});

describe('on Azure Web PubSub', () => {
  const planned = plan(webPubSubChatFixture);
  const { deployment, monthly, peak } = planned;

  it('titles the frame for Azure Web PubSub', () => {
    const url = embedUrl(page, '', webPubSubChatFixture, { mode: 'readonly', theme: 'auto' });
    const frame = parseFrame(iframeSnippet(t, url, 'Rooms', 760, 'webPubSub'));
    expect(frame.title).toBe('Azure Web PubSub sizing: Rooms');
  });

  it('summarises the plan’s tier, bill and binding limit as Azure Web PubSub’s', () => {
    const url = fullViewUrl(page, '', webPubSubChatFixture);
    if (!deployment || !monthly || !peak) throw new Error('the fixture deploys');
    const dollars = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(monthly.totalUsd);
    const tier = `${deployment.sku.replace('_', '\\_')} × ${deployment.unitsPerInstance} units`;
    expect(markdownSummary(t, 'en', planned, 'Rooms', url)).toBe(
      `**Rooms**: Azure Web PubSub sizing recommends ${tier} at \\${dollars} (USD · defaults 2026) a month; the binding limit is ${en[`limit.${peak.binding}`]} at ${Math.round((peak.utilization[peak.binding] ?? NaN) * 100)}%. [Open the sizing](${url})`,
    );
  });

  it('says no single Azure Web PubSub tier fits when none does', () => {
    const huge: Scenario = {
      ...webPubSubChatFixture,
      workloads: [
        {
          name: 'Too much',
          pattern: 'restBroadcast',
          connections: 1_000_000,
          senders: 1_000,
          messageBytes: 2048,
          sendIntervalSeconds: 1,
        },
      ],
    };
    expect(plan(huge).deployment).toBeNull();
    expect(markdownSummary(t, 'en', plan(huge), 'Huge', '')).toMatch(
      /^\*\*Huge\*\*: no single Azure Web PubSub tier fits/,
    );
  });
});
