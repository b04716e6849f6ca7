// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import { encodeScenario } from './shareLink';
import { decideStart } from './startup';

const linked: Scenario = { ...teamChatFixture, name: 'From a colleague', edition: '2019' };

describe('the scenario the page opens with', () => {
  it('is the example on a first visit', () => {
    expect(decideStart(null, { status: 'empty' })).toEqual({
      scenario: defaultScenario,
      notices: [],
    });
  });

  it('is the stored working scenario on a return visit', () => {
    expect(decideStart(null, { status: 'ok', scenario: teamChatFixture })).toEqual({
      scenario: teamChatFixture,
      notices: [],
    });
  });

  it("is a valid link's scenario, with the user's own kept and offered back", () => {
    const start = decideStart(encodeScenario(linked), { status: 'ok', scenario: teamChatFixture });
    expect(start.scenario).toEqual(linked);
    expect(start.notices).toEqual([{ kind: 'openedLink', previous: teamChatFixture }]);
  });

  it('raises no notice when the link holds the scenario already stored', () => {
    const start = decideStart(encodeScenario(teamChatFixture), {
      status: 'ok',
      scenario: teamChatFixture,
    });
    expect(start.notices).toEqual([]);
  });

  it("keeps the user's own scenario when the link is bad, and says why", () => {
    const start = decideStart('1.corrupted!!', { status: 'ok', scenario: teamChatFixture });
    expect(start.scenario).toBe(teamChatFixture);
    expect(start.notices).toEqual([{ kind: 'badLink', failure: { reason: 'corrupt' } }]);
  });

  it('reports unreadable and unavailable storage, and still opens', () => {
    expect(decideStart(null, { status: 'unreadable' })).toEqual({
      scenario: defaultScenario,
      notices: [{ kind: 'storageUnreadable' }],
    });
    expect(decideStart(encodeScenario(linked), null)).toEqual({
      scenario: linked,
      notices: [{ kind: 'storageUnavailable' }],
    });
  });
});
