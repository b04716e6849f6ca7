// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import type { Scenario } from '../engine';
import { defaultScenario } from './defaultScenario';
import { encodeScenario } from './shareLink';
import { decideStart } from './startup';

const linked: Scenario = { ...teamChatFixture, name: 'From a colleague', edition: '2019' };
const earlierLink: Scenario = { ...teamChatFixture, name: 'An earlier link' };

describe('the scenario the page opens with', () => {
  it('is the example on a first visit', () => {
    expect(decideStart(null, { status: 'empty' })).toMatchObject({
      scenario: defaultScenario,
      notices: [],
      keep: null,
      fromLink: false,
      fromStorage: false,
    });
  });

  it('is the stored working scenario on a return visit', () => {
    expect(decideStart(null, { status: 'ok', scenario: teamChatFixture })).toMatchObject({
      scenario: teamChatFixture,
      notices: [],
      keep: null,
      fromLink: false,
      fromStorage: true,
    });
  });

  it("is a valid link's scenario, with the user's own set aside and offered back", () => {
    const start = decideStart(encodeScenario(linked), { status: 'ok', scenario: teamChatFixture });
    expect(start.scenario).toEqual(linked);
    expect(start.keep).toEqual(teamChatFixture);
    expect(start.fromLink).toBe(true);
    expect(start.notices).toEqual([
      { kind: 'openedLink', previous: teamChatFixture, keptInStorage: true },
    ]);
  });

  it("sets nothing aside when an earlier link's scenario is shown unedited, and offers the user's own", () => {
    const start = decideStart(
      encodeScenario(linked),
      { status: 'ok', scenario: earlierLink, fromLink: true },
      [{ scenario: teamChatFixture, keptAt: '2026-01-05T10:00:00.000Z', reason: 'link' }],
    );
    expect(start.scenario).toEqual(linked);
    expect(start.keep).toBeNull();
    expect(start.notices).toEqual([
      { kind: 'openedLink', previous: teamChatFixture, keptInStorage: true },
    ]);
  });

  it('raises no notice when the link holds the scenario already stored', () => {
    const start = decideStart(encodeScenario(teamChatFixture), {
      status: 'ok',
      scenario: teamChatFixture,
    });
    expect(start.notices).toEqual([]);
    expect(start.keep).toBeNull();
  });

  it("keeps the user's own scenario when the link is bad, and says why", () => {
    const start = decideStart('1.corrupted!!', { status: 'ok', scenario: teamChatFixture });
    expect(start.scenario).toBe(teamChatFixture);
    expect(start.keep).toBeNull();
    expect(start.notices).toEqual([{ kind: 'badLink', failure: { reason: 'corrupt' } }]);
  });

  it('reports unreadable, unreadable-and-not-kept, refused and unavailable storage, and still opens', () => {
    const kept = { ok: true, key: 'signalr-sizing:unreadable' } as const;
    const notKept = { ok: false, failure: 'refused', error: new Error('full') } as const;
    expect(decideStart(null, { status: 'unreadable', backup: kept })).toMatchObject({
      scenario: defaultScenario,
      notices: [{ kind: 'storageUnreadable', backup: kept }],
    });
    expect(decideStart(null, { status: 'unreadable', backup: notKept }).notices).toEqual([
      { kind: 'storageUnreadable', backup: notKept },
    ]);
    expect(decideStart(null, { status: 'readFailed' })).toMatchObject({
      scenario: defaultScenario,
      notices: [{ kind: 'storageReadFailed' }],
    });
    expect(decideStart(encodeScenario(linked), null)).toMatchObject({
      scenario: linked,
      notices: [{ kind: 'storageUnavailable' }],
    });
  });
});
