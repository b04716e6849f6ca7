import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { readKeptAside } from '../../state/keptAside';
import { useScenarioStore } from '../../state/scenarioStore';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { planChatFixture } from '../../../tests/fixtures/planChat';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';
import { plan } from '../../engine';
import { formatCurrency } from '../../i18n/format';
import { ExportImportPanel } from './ExportImportPanel';
import { PrintSummary } from './PrintSummary';
import { maxImportBytes, scenarioFileText } from '../../state/scenarioFile';
import { wholeText } from '../../../tests/fixtures/wholeText';

interface Download {
  fileName: string;
  blob: Blob;
}

/** jsdom has no object URLs and no downloads: keep each blob and the name it was saved under. */
function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return downloads;
}

function renderPanel() {
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <ExportImportPanel />
    </I18nProvider>,
  );
  return user;
}

const jsonFile = (text: string, name = 'scenario.signalr-sizing.json') =>
  new File([text], name, { type: 'application/json' });

const other = {
  version: 2,
  hubs: 1,
  countServerConnections: false,
  name: 'Live scores',
  edition: '2019',
  targetUtilization: 0.5,
  workloads: [
    {
      name: 'Scores',
      pattern: 'broadcast',
      connections: 5000,
      senders: 2,
      messageBytes: 2048,
      sendIntervalSeconds: 1,
    },
  ],
} as const;

describe('ExportImportPanel', () => {
  let downloads: Download[];

  beforeEach(() => {
    vi.useRealTimers();
    useScenarioStore.getState().scenarioLoaded(teamChatFixture);
    downloads = captureDownloads();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a region named by its heading, with its controls named', () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Export and import' });
    for (const name of [
      'Download scenario',
      'Import from file…',
      'Download tiers (CSV)',
      'Download report (Markdown)',
      'Copy report',
      'Print report',
    ]) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Scenario file to import')).toHaveAttribute(
      'accept',
      '.json,application/json',
    );
  });

  it('downloads the scenario as a file that parses back to it', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download scenario' }));
    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(download?.fileName).toBe('Team-chat.signalr-sizing.json');
    expect(JSON.parse((await download?.blob.text()) ?? '')).toEqual(teamChatFixture);
    expect(screen.getByText('Saved Team-chat.signalr-sizing.json.')).toBeInTheDocument();
  });

  it('imports a good file, announces it, and can undo it', async () => {
    const user = renderPanel();
    await user.upload(
      screen.getByLabelText('Scenario file to import'),
      jsonFile(JSON.stringify(other)),
    );
    expect(useScenarioStore.getState().scenario).toEqual(other);
    expect(useScenarioStore.getState().workloadKeys).toHaveLength(1);
    const status = await screen.findByText(wholeText('Imported “Live scores” with 1 workload.'));
    expect(status).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(useScenarioStore.getState().scenario).toEqual(teamChatFixture);
    expect(screen.getByText('Import undone: your previous scenario is back.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
  });

  it('offers no undo once the imported scenario has been edited', async () => {
    const user = renderPanel();
    await user.upload(
      screen.getByLabelText('Scenario file to import'),
      jsonFile(JSON.stringify(other)),
    );
    expect(await screen.findByRole('button', { name: 'Undo import' })).toBeInTheDocument();
    act(() => useScenarioStore.getState().workloadEdited(0, { connections: 6000 }));
    expect(screen.queryByRole('button', { name: 'Undo import' })).not.toBeInTheDocument();
  });

  it('refuses a bad file, naming the field, and leaves the scenario as it was', async () => {
    const user = renderPanel();
    const before = useScenarioStore.getState().scenario;
    const bad = { ...other, workloads: [{ ...other.workloads[0], connections: 2_000_000 }] };
    await user.upload(
      screen.getByLabelText('Scenario file to import'),
      jsonFile(JSON.stringify(bad)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported; your scenario is unchanged.');
    expect(alert).toHaveTextContent('This is not a valid scenario; 1 field needs fixing:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'workloads[0].connections: must be at most 1,000,000',
    );
    expect(useScenarioStore.getState().scenario).toBe(before);
  });

  it('refuses a file over 1 MB', async () => {
    const user = renderPanel();
    const before = useScenarioStore.getState().scenario;
    const big = jsonFile('x'.repeat(2 * maxImportBytes));
    await user.upload(screen.getByLabelText('Scenario file to import'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is 2 MB; a scenario file is at most 1 MB.',
    );
    expect(useScenarioStore.getState().scenario).toBe(before);
  });

  it('imports pasted text', async () => {
    const user = renderPanel();
    await user.click(screen.getByText('Paste a scenario'));
    const textarea = screen.getByRole('textbox', { name: 'Scenario JSON' });
    await user.click(textarea);
    await user.paste(scenarioFileText({ ...other, workloads: [...other.workloads] }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(useScenarioStore.getState().scenario).toEqual(other);
    expect(textarea).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sets the scenario an import replaced aside, and takes it back out when the import is undone', async () => {
    const user = renderPanel();
    await user.click(screen.getByText('Paste a scenario'));
    await user.click(screen.getByRole('textbox', { name: 'Scenario JSON' }));
    await user.paste(scenarioFileText({ ...other, workloads: [...other.workloads] }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const kept = () => readKeptAside(localStorage).items;
    expect(kept().map((item) => [item.scenario, item.reason])).toEqual([
      [teamChatFixture, 'import'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(useScenarioStore.getState().scenario).toEqual(teamChatFixture);
    expect(kept()).toEqual([]);
  });

  it.each([
    ['{"version": 1,', /^Nothing was imported; your scenario is unchanged\.This is not JSON: .+/],
    ['[1, 2]', /This JSON is not a scenario: a scenario is an object such as/],
    ['', /There is nothing to import: the text is empty\./],
    ['{"version": 3, "workloads": []}', /format version 3, and this page reads versions 1 and 2/],
  ])('refuses the paste %j and says why, changing nothing', async (text, message) => {
    const user = renderPanel();
    const before = useScenarioStore.getState().scenario;
    await user.click(screen.getByText('Paste a scenario'));
    const textarea = screen.getByRole('textbox', { name: 'Scenario JSON' });
    if (text) {
      await user.click(textarea);
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(expect.stringContaining('Nothing was imported'));
    expect(textarea).toHaveValue(text);
    expect(useScenarioStore.getState().scenario).toBe(before);
  });

  it('clips a paste with 5,000 unknown fields to a short message that names a few, quoted', async () => {
    const user = renderPanel();
    const measured = Object.fromEntries(
      Array.from({ length: 5000 }, (_, index) => [`Your scenario was deleted ${index}`, 1]),
    );
    await user.click(screen.getByText('Paste a scenario'));
    await user.click(screen.getByRole('textbox', { name: 'Scenario JSON' }));
    await user.paste(JSON.stringify({ version: 2, workloads: [], measured }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /measured: unknown fields: “\u2068Your scenario was deleted 0\u2069”, .* and 4,995 more/,
    );
    expect(alert.textContent?.length).toBeLessThan(600);
  });

  it('downloads the tiers as CSV', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download tiers (CSV)' }));
    const [download] = downloads;
    expect(download?.fileName).toBe('Team-chat-tiers.csv');
    const bytes = new Uint8Array(await (download?.blob.arrayBuffer() ?? new ArrayBuffer(0)));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toMatch(/^Scenario,SKU,Units,Recommended,Fits,/);
    expect(screen.getByText('Saved Team-chat-tiers.csv.')).toBeInTheDocument();
  });

  it('downloads the Markdown report with a link back to this scenario', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download report (Markdown)' }));
    const [download] = downloads;
    expect(download?.fileName).toBe('Team-chat-report.md');
    const text = (await download?.blob.text()) ?? '';
    expect(text.startsWith('# Team chat\n')).toBe(true);
    expect(text).toMatch(
      /\[Open this scenario in the sizing dashboard\]\(http:\/\/localhost(:\d+)?\/#s=2\./,
    );
  });

  it('copies the report, and says so when the browser refuses', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await navigator.clipboard.readText()).toMatch(/^# Team chat\n/);
    expect(await screen.findByText('The report is on the clipboard.')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(
      await screen.findByText(
        'The browser did not allow copying. Use “Download report (Markdown)” instead.',
      ),
    ).toBeInTheDocument();
  });

  it('prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Print report' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('has the print summary: the workloads as a table with the scenario’s name', () => {
    // The page mounts it once, outside the tabs, so it prints whichever tab is open.
    render(
      <I18nProvider>
        <PrintSummary />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Workloads of this scenario' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Chat rooms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Team chat' })).toBeInTheDocument();
  });

  it('downloads the plan as JSON: the plan’s deployment and bill, with the link back', async () => {
    useScenarioStore.getState().scenarioLoaded(planChatFixture);
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download plan (JSON)' }));
    const [download] = downloads;
    expect(download?.fileName).toBe('Plan-plan.json');
    const document = JSON.parse((await download?.blob.text()) ?? '{}') as {
      deployment: unknown;
      monthly: { totalUsd: number };
      link: string;
    };
    const planned = plan(planChatFixture);
    expect(document.deployment).toEqual(planned.deployment);
    expect(document.monthly.totalUsd).toBeCloseTo(planned.monthly?.totalUsd ?? NaN, 2);
    expect(document.link).toMatch(/^http:\/\/localhost(:\d+)?\/#s=2\./);
  });

  it('prints the plan’s deployment and monthly bill in the summary', () => {
    useScenarioStore.getState().scenarioLoaded(planChatFixture);
    render(
      <I18nProvider>
        <PrintSummary />
      </I18nProvider>,
    );
    const { monthly } = plan(planChatFixture);
    const list = screen.getByLabelText('The plan: what to deploy and what it costs');
    const labels = within(list)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(list)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    const fact = (label: string) => values[labels.indexOf(label)];
    expect(fact('Service tier')).toMatch(
      /^Premium_P1 × 30 units in each of 2 regions, autoscaling 10–30 units$/,
    );
    expect(fact('Monthly cost')).toMatch(
      new RegExp(`^\\${formatCurrency('en', monthly?.totalUsd ?? NaN)}/month`),
    );
  });

  it('prints the prices the plan used, whose they are and where they come from, and the day it is printed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-14T09:30:00'));
    useScenarioStore.getState().scenarioLoaded({ ...planChatFixture, prices: { Premium_P1: 2.5 } });
    render(
      <I18nProvider>
        <PrintSummary />
      </I18nProvider>,
    );
    expect(screen.getByText('Made on Mar 14, 2026, 9:30 AM.')).toBeInTheDocument();
    const list = screen.getByLabelText('The prices this plan used');
    const entries = within(list)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(entries).toEqual([
      'Standard_S1, per unit per day: $1.61, the catalog’s default',
      'Premium_P1, per unit per day: $2.50, your own',
      // No price of its own: Premium_P2 costs what Premium_P1 costs, and the Premium messages Standard's.
      'Premium_P2, per unit per day: $2.50, as Premium_P1’s (no price of its own)',
      'Standard_S1, per million messages beyond the included ones: $1.00, the catalog’s default',
      'Premium tiers, per million messages beyond the included ones: $1.00, as Standard_S1’s (no price of its own)',
      'Data transfer between regions (geo-replicas), per GB: $0.02, the catalog’s default',
    ]);
    // Where they come from: the plan's Prices fact, the sentence every total states (plan().prices).
    expect(
      screen.getByText(
        '1 of your own (Premium_P1’s unit), in USD; the others are the catalog’s defaults seen in 2026.',
      ),
    ).toBeInTheDocument();
    // A print begun later prints that day.
    vi.setSystemTime(new Date('2026-03-16T18:05:00'));
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Made on Mar 16, 2026, 6:05 PM.')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('prints a Web PubSub plan as Azure Web PubSub’s, with the plan’s bill', () => {
    useScenarioStore.getState().scenarioLoaded({ ...webPubSubChatFixture, name: undefined });
    render(
      <I18nProvider>
        <PrintSummary />
      </I18nProvider>,
    );
    const { monthly } = plan(webPubSubChatFixture);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Azure Web PubSub sizing' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Azure Web PubSub, sized against the Current guide tables/),
    ).toBeInTheDocument();
    const list = screen.getByLabelText('The plan: what to deploy and what it costs');
    expect(list).toHaveTextContent(`${formatCurrency('en', monthly?.totalUsd ?? NaN)}/month`);
    expect(document.body).not.toHaveTextContent(/SignalR/);
  });
});
