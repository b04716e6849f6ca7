import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { teamChatFixture } from '../../../tests/fixtures/teamChat';
import { ChartExportButtons } from './ChartExportButtons';

function Chart({ drawn }: { drawn: boolean }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <>
      <figure ref={ref} aria-label="Chart">
        {drawn && (
          <svg className="recharts-surface" width="400" height="200" viewBox="0 0 400 200">
            <title />
            <line x1="0" y1="0" x2="400" y2="200" stroke="#0f5fc2" />
          </svg>
        )}
      </figure>
      <ChartExportButtons chart="headroom" containerRef={ref} title="Headroom by tier" />
    </>
  );
}

describe('ChartExportButtons', () => {
  const saved: { fileName: string; blob: Blob }[] = [];

  beforeEach(() => {
    useScenarioStore.getState().scenarioLoaded(teamChatFixture);
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.set(`blob:${blobs.size}`, blob);
      return `blob:${blobs.size - 1}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) saved.push({ fileName: this.download, blob });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a group named for its chart', () => {
    render(
      <I18nProvider>
        <Chart drawn />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Export the headroom chart' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download SVG', 'Download PNG']);
  });

  it('saves the chart as a standalone SVG named after the scenario', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Chart drawn />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    // The export's code loads on the first click.
    expect(await screen.findByText('Saved Team-chat-headroom.svg.')).toBeInTheDocument();
    expect(saved.map((file) => file.fileName)).toEqual(['Team-chat-headroom.svg']);
    const text = (await saved[0]?.blob.text()) ?? '';
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.documentElement.localName).toBe('svg');
    expect(doc.querySelector('title')?.textContent).toBe('Headroom by tier');
  });

  it('says so when there is no chart to export', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Chart drawn={false} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText('The chart could not be exported.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
