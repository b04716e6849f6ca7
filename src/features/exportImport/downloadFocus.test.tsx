/**
 * The Export panel's "Download forecast (FOCUS CSV)": the same bytes as `signalr-sizing size <file> --format focus`
 * for the same scenario on the same day (the month after it).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { scenarioFileText } from '../../state/scenarioFile';
import { cli } from '../../../tests/fixtures/cliRun';
import { roomsChatFixture } from '../../../tests/fixtures/roomsChat';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { webPubSubChatFixture } from '../../../tests/fixtures/webPubSubChat';
import { ExportImportPanel } from './ExportImportPanel';

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

const today = new Date('2026-11-27T04:31:00Z');

describe('Download forecast (FOCUS CSV)', () => {
  let downloads: Download[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: today });
    downloads = captureDownloads();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['Team chat', teamChatFixture, 'Team-chat-focus-2026-12.csv'],
    ['Rooms chat (autoscaled, two replicas)', roomsChatFixture, 'Rooms-chat-focus-2026-12.csv'],
  ] as const)(
    '%s: the bytes the command line writes for the coming month',
    async (_, scenario, fileName) => {
      useScenarioStore.getState().scenarioLoaded(scenario);
      const user = userEvent.setup();
      render(
        <I18nProvider>
          <ExportImportPanel />
        </I18nProvider>,
      );
      await user.click(screen.getByRole('button', { name: 'Download forecast (FOCUS CSV)' }));
      expect(await screen.findByText(`Saved ${fileName}.`)).toBeInTheDocument();
      expect(downloads.map((download) => download.fileName)).toEqual([fileName]);
      const bytes = [...new Uint8Array(await (downloads[0] as Download).blob.arrayBuffer())];
      const { code, stdout } = cli(
        ['size', 'scenario.json', '--format', 'focus'],
        { 'scenario.json': scenarioFileText(scenario) },
        [],
        today,
      );
      expect(code).toBe(0);
      expect(bytes).toEqual([...new TextEncoder().encode(stdout)]);
      expect(stdout).toContain('2026-12-01T00:00:00Z');
    },
  );

  it('says there is no forecast when no deployment fits, and downloads nothing', async () => {
    useScenarioStore.getState().scenarioLoaded({
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
    });
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <ExportImportPanel />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Download forecast (FOCUS CSV)' }));
    expect(
      await screen.findByText(
        'No deployment fits this scenario, so there is no forecast to export.',
      ),
    ).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('when the builder cannot load (a new release replaced the chunk)', () => {
  afterEach(() => {
    vi.doUnmock('../../exports/focusCsv');
    vi.resetModules();
  });

  it('says so and downloads nothing', async () => {
    vi.resetModules();
    vi.doMock('../../exports/focusCsv', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const downloads = captureDownloads();
    const { downloadFocus } = await import('./downloadFocus');
    const { translatorFor } = await import('../../i18n/allCatalogs');
    const { plan } = await import('../../engine');
    const status = await downloadFocus(
      translatorFor('en'),
      teamChatFixture,
      plan(teamChatFixture),
      today,
    );
    expect(status).toBe('The FOCUS file could not be made: reload the page and try again.');
    expect(downloads).toEqual([]);
  });
});
