import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { keptAsideKey } from './keptAside';
import { useKeptAsideStore } from './keptAsideStore';
import { useNoticeStore } from './noticeStore';
import { writeScenario } from './persistence';
import { useSaveHoldStore } from './saveHold';
import { scenarioReplaced } from './scenarioReplaced';
import { useScenarioStore } from './scenarioStore';

const own = { ...teamChatFixture, name: 'Mine' };
const preset = { ...teamChatFixture, name: 'Stock ticker' };

beforeEach(() => {
  localStorage.clear();
  useScenarioStore.getState().startingScenarioLoaded(own);
  writeScenario(localStorage, own);
});
afterEach(() => vi.restoreAllMocks());

describe('a preset or an import replacing the user’s work', () => {
  it('when storage has no room to set the work aside, holds saves (the work stays stored) and says so', () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its Storage as `this`
    const realSetItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === keptAsideKey) throw new DOMException('full', 'QuotaExceededError');
      realSetItem.call(this, key, value);
    });
    expect(scenarioReplaced(preset, 'preset')).toBe(false);
    expect(useScenarioStore.getState().scenario).toEqual(preset);
    expect(useKeptAsideStore.getState()).toMatchObject({ inPageOnly: true });
    expect(useSaveHoldStore.getState().hold).toBe('keepFailed');
    expect(useNoticeStore.getState().notices.map((notice) => notice.kind)).toEqual(['keepFailed']);
  });

  it('with room, sets it aside and holds nothing', () => {
    expect(scenarioReplaced(preset, 'import')).toBe(true);
    expect(useSaveHoldStore.getState().hold).toBeNull();
    expect(useNoticeStore.getState().notices).toEqual([]);
  });
});
