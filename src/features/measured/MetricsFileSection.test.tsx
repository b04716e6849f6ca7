import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  azMetricsListJson,
  portalMetricsCsv,
  teamChatMeasuredDays,
} from '../../../tests/fixtures/azureMetrics';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { I18nProvider } from '../../i18n/I18nProvider';
import { readKeptAside } from '../../state/keptAside';
import { useScenarioStore } from '../../state/scenarioStore';
import { setSettleMilliseconds } from '../../state/useEvaluation';
import { MeasuredPanel } from './MeasuredPanel';

const store = () => useScenarioStore.getState();
const history = () => useScenarioStore.temporal.getState();
const kept = () => readKeptAside(localStorage).items;

const recordedDays = () =>
  new File([azMetricsListJson(teamChatMeasuredDays())], 'chat-metrics.json', {
    type: 'application/json',
  });

async function openPanel() {
  render(
    <I18nProvider>
      <MeasuredPanel />
    </I18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('heading', { level: 2, name: 'What you measured' }));
  await screen.findByRole('button', { name: 'Read metrics files…' });
  return user;
}

async function readFiles(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.upload(screen.getByLabelText('Metrics files (JSON or CSV)'), files);
}

// Each test reads two days of six metrics and plans the scenario several times (the panel, its table, the chart): about
// 1 s alone, past the default 5 s on a loaded 2-core machine.
describe('reading the metrics Azure wrote', { timeout: 30_000 }, () => {
  beforeAll(() => setSettleMilliseconds(0));
  beforeEach(() => {
    localStorage.clear();
    store().startingScenarioLoaded(teamChatFixture);
  });
  afterEach(cleanup);

  it('reads two recorded days: what they cover, the day they give, and each peak against the prediction', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    expect(
      await screen.findByText(/^chat-metrics\.json: ConnectionCount, .+, 48 hours from/),
    ).toHaveTextContent('48 hours from 2026-03-02 00:00 UTC to 2026-03-03 23:00 UTC.');
    expect(
      screen.getByText(
        'The day it gives: the peak at 8:00; the quietest hour, 0:00, at 25% of it.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /44,000 connections were 88% of the connection quota: a quota of about 50,000/,
      ),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'The file’s peaks against the prediction' });
    const ratios = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.firstElementChild?.textContent, row.lastElementChild?.textContent]);
    expect(ratios).toEqual([
      ['Connection Count (Max)', '×1.1'],
      ['Message Count (Sum over a day)', '×1.25'],
      ['Inbound Traffic (Sum)', '×0.9'],
      ['Outbound Traffic (Sum)', '×1.2'],
      ['Server Load (Max)', '–'],
    ]);
    expect(within(table).getByRole('row', { name: /^Connection Count/ })).toHaveTextContent(
      '44,000 at 2026-03-02 08:00 UTC',
    );
    // Reading changes nothing: only the re-size does.
    expect(store().scenario).toBe(teamChatFixture);
  });

  it('re-sizes the plan in one undoable step, and undoes it', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    const steps = history().pastStates.length;
    await user.click(
      await screen.findByRole('button', { name: 'Re-size the plan from these metrics' }),
    );
    const { scenario } = store();
    expect(scenario.measured?.connectionCount).toBe(44_000);
    expect(scenario.calibration?.outbound).toBeCloseTo(1.2, 12);
    expect(scenario.loadProfile?.slice(6, 10)).toEqual([0.25, 0.25, 1, 1]);
    expect(history().pastStates).toHaveLength(steps + 1);
    expect(screen.getByText('Re-sized from chat-metrics.json.')).toBeVisible();
    // Nothing was typed or profiled before: nothing needed setting aside.
    expect(kept()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo the re-size' }));
    expect(store().scenario).toEqual(teamChatFixture);
    expect(screen.getByText('The re-size is undone: the scenario is as it was.')).toBeVisible();
  });

  it('sets aside the metrics typed before, and takes them off the list when the re-size is undone', async () => {
    store().measuredChanged({ sku: 'Standard_S1', units: 50, connectionCount: 39_000 });
    const typed = store().scenario;
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    await user.click(
      await screen.findByRole('button', { name: 'Re-size the plan from these metrics' }),
    );
    expect(store().scenario.measured).toMatchObject({
      sku: 'Standard_S1',
      units: 50,
      connectionCount: 44_000,
    });
    expect(kept().map((item) => [item.scenario, item.reason])).toEqual([[typed, 'metrics']]);
    // The header's Undo is the same one step.
    store().undoRequested();
    expect(store().scenario).toBe(typed);
  });

  it('in sequence: re-size, re-size again (nothing to change, Undo kept), a bad file (the re-size stays), undo', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    const resize = await screen.findByRole('button', {
      name: 'Re-size the plan from these metrics',
    });
    await user.click(resize);
    const resized = store().scenario;
    await user.click(resize);
    expect(store().scenario).toBe(resized);
    expect(
      screen.getByText('The scenario already holds what these metrics give: nothing to change.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo the re-size' })).toBeVisible();

    await readFiles(user, [new File(['Time,CPU\n2026-03-02 00:00,1\n'], 'cpu.csv')]);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('The metrics in cpu.csv could not be used.');
    expect(alert).toHaveTextContent('Line 1, column “CPU”: not a metric the page reads');
    expect(store().scenario).toBe(resized);

    store().undoRequested();
    expect(store().scenario).toEqual(teamChatFixture);
  });

  it('after an edit, only the header’s Undo takes the re-size back, with the edit first', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    await user.click(
      await screen.findByRole('button', { name: 'Re-size the plan from these metrics' }),
    );
    act(() => store().hubsChosen(3));
    expect(screen.queryByRole('button', { name: 'Undo the re-size' })).toBeNull();
    act(() => store().undoRequested());
    expect(store().scenario.hubs).toBe(teamChatFixture.hubs);
    expect(store().scenario.calibration).toBeDefined();
    act(() => store().undoRequested());
    expect(store().scenario).toEqual(teamChatFixture);
  });

  it('refuses a file with a gap, naming the series and the hour, and changes nothing', async () => {
    store().measuredChanged({ connectionCount: 39_000 });
    const before = store().scenario;
    const user = await openPanel();
    const gap = azMetricsListJson(
      teamChatMeasuredDays({}, { MessageCount: { value: (index) => (index === 13 ? null : 5) } }),
    );
    await readFiles(user, [new File([gap], 'gap.json')]);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('The metrics in gap.json could not be used.');
    expect(alert).toHaveTextContent(
      'Series “MessageCount”: no value at 2026-03-02T13:00:00+00:00.',
    );
    expect(alert).toHaveTextContent(
      'Nothing changed: the scenario and what you typed are as they were.',
    );
    expect(store().scenario).toBe(before);
    expect(
      screen.queryByRole('button', { name: 'Re-size the plan from these metrics' }),
    ).toBeNull();
  });

  it('names the file of each problem when several are read', async () => {
    const user = await openPanel();
    await readFiles(user, [new File([''], 'empty.csv'), new File(['{"value": 1}'], 'odd.json')]);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('The metrics in empty.csv and odd.json could not be used.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'empty.csv: The file is empty.',
      'odd.json: It is JSON, but not what az monitor metrics list writes: “value” is missing or not what Azure writes there.',
    ]);
  });

  // The command line decodes --metrics so (src/cli/main.ts): the same file is read, or refused, by both.
  it.each([
    [
      'the JSON of az monitor metrics list saved in Latin-1 (its “é” one byte, 0xE9)',
      () =>
        Buffer.from(
          azMetricsListJson(teamChatMeasuredDays()).replaceAll('of the service', 'of the sérvice'),
          'latin1',
        ),
      'UTF-8',
    ],
    [
      'a picture chosen by mistake',
      () => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff]),
      'UTF-8',
    ],
    [
      'UTF-16 with a broken character (a low surrogate alone)',
      () => Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x00, 0xdc, 0x7d, 0x00]),
      'UTF-16LE',
    ],
  ])('refuses %s as not text, and changes nothing', async (_name, bytes, encoding) => {
    const before = store().scenario;
    const user = await openPanel();
    await readFiles(user, [new File([bytes()], 'metrics.json')]);
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('The metrics in metrics.json could not be used.');
    expect(alert).toHaveTextContent(
      `This file is not ${encoding} text: some of its bytes are no character. Azure writes its metrics in UTF-8: save the file az monitor metrics list or the portal’s chart wrote unchanged, or save it as UTF-8, and try again.`,
    );
    expect(alert).not.toHaveTextContent(/No header line/);
    expect(store().scenario).toBe(before);
    expect(
      screen.queryByRole('button', { name: 'Re-size the plan from these metrics' }),
    ).toBeNull();
  });

  it('reads the JSON of az monitor metrics list saved in UTF-16 with a byte-order mark (PowerShell’s >)', async () => {
    const user = await openPanel();
    const utf16 = Buffer.from(`\uFEFF${azMetricsListJson(teamChatMeasuredDays())}`, 'utf16le');
    await readFiles(user, [new File([utf16], 'chat-metrics.json')]);
    expect(
      await screen.findByText(/^chat-metrics\.json: ConnectionCount, .+, 48 hours from/),
    ).toBeVisible();
  });

  // V8's own message is English in every language and quotes the file.
  it('says where a JSON file stops being JSON by line and column, never quoting it', async () => {
    const user = await openPanel();
    await readFiles(user, [new File(['{\n  "value": [x]\n}'], 'broken.json')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'It starts like JSON but is not: it stops being JSON at line 2, column 13.',
    );
    expect(alert).not.toHaveTextContent(/Unexpected|valid JSON|"value"/);
  });

  it('reads the hours of the day in the zone chosen', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    await screen.findByText(/the peak at 8:00/);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Hours of the day in' }),
      'UTC+02:00',
    );
    expect(screen.getByText(/the peak at 10:00/)).toBeVisible();
  });

  it('reads the portal’s CSV as it reads the JSON', async () => {
    const user = await openPanel();
    await readFiles(user, [new File([portalMetricsCsv(teamChatMeasuredDays())], 'chart.csv')]);
    expect(await screen.findByText(/Its times carry no time zone/)).toBeVisible();
    expect(screen.getByText(/the peak at 8:00/)).toBeVisible();
  });

  it('draws measured against planned only when opened, with its table', async () => {
    const user = await openPanel();
    await readFiles(user, [recordedDays()]);
    await screen.findByRole('button', { name: 'Re-size the plan from these metrics' });
    expect(screen.queryByRole('table', { name: /hour by hour$/ })).toBeNull();
    await user.click(screen.getByText('Measured against planned, hour by hour'));
    await user.click(await screen.findByText('Show as a table'));
    const table = await screen.findByRole('table', {
      name: 'Connection Count (Max), hour by hour',
    });
    // Before the re-size the plan expects its 40,000 connections all day.
    expect(within(table).getByRole('row', { name: /^9:00/ })).toHaveTextContent('9:0044,00040,000');
    await user.click(screen.getByRole('button', { name: 'Re-size the plan from these metrics' }));
    expect(within(table).getByRole('row', { name: /^9:00/ })).toHaveTextContent('9:0044,00044,000');
    expect(within(table).getByRole('row', { name: /^3:00/ })).toHaveTextContent('3:0011,00011,000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Metric shown' }),
      'Server Load (Max)',
    );
    expect(
      screen.getByRole('table', { name: 'Server Load (Max), hour by hour' }),
    ).toBeInTheDocument();
  });
});
