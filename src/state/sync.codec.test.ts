/**
 * The share link's codec is a chunk of its own (linkCodec.ts). A link pasted into the open page before it has
 * arrived is read once it does, and if it cannot be fetched the page says so instead of doing nothing.
 * Fresh modules per test (vite.config.ts lists this file): each starts with no codec loaded.
 */
import * as fflate from './deflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  vi.doUnmock('./deflate');
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});

/** A link to `scenario`, made with a codec of its own (the page's has not arrived yet). */
async function linkTo(scenario: typeof teamChatFixture): Promise<string> {
  const maker = await import('./linkCodec');
  maker.linkCodecProvided(fflate);
  const { encodeScenario } = await import('./shareLink');
  const value = encodeScenario(scenario);
  vi.resetModules();
  return value;
}

async function freshPage() {
  const [{ startSync }, { useNoticeStore }, { useScenarioStore }] = await Promise.all([
    import('./sync'),
    import('./noticeStore'),
    import('./scenarioStore'),
  ]);
  stop = startSync({ readOnlyLink: false });
  return { useNoticeStore, useScenarioStore };
}

function paste(value: string) {
  window.history.replaceState(null, '', `/#s=${value}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

describe('a link pasted before the link codec has arrived', () => {
  it('opens once the codec is here', async () => {
    const value = await linkTo({ ...teamChatFixture, name: 'Pasted early' });
    const { useScenarioStore } = await freshPage();
    expect((await import('./linkCodec')).isLinkCodecReady()).toBe(false);
    paste(value);
    await vi.waitFor(() => expect(useScenarioStore.getState().scenario.name).toBe('Pasted early'));
  });

  it('says the code that reads links could not be loaded when its chunk cannot be fetched', async () => {
    const value = await linkTo(teamChatFixture);
    vi.doMock('./deflate', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { useNoticeStore, useScenarioStore } = await freshPage();
    const before = useScenarioStore.getState().scenario;
    paste(value);
    await vi.waitFor(() =>
      expect(useNoticeStore.getState().notices).toContainEqual({
        kind: 'badLink',
        failure: { reason: 'codecUnavailable' },
      }),
    );
    expect(useScenarioStore.getState().scenario).toBe(before);
  });
});
