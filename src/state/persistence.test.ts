import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { openStorage, readScenario, unreadableKey, workingKey, writeScenario } from './persistence';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const quotaExceeded = () => {
  throw new DOMException('full', 'QuotaExceededError');
};

describe('working scenario in localStorage', () => {
  it('round-trips a scenario in a versioned envelope', () => {
    const storage = openStorage();
    if (!storage) throw new Error('jsdom has localStorage');
    writeScenario(storage, teamChatFixture);
    expect(JSON.parse(localStorage.getItem(workingKey) ?? '')).toMatchObject({ version: 1 });
    expect(readScenario(storage)).toEqual({ status: 'ok', scenario: teamChatFixture });
  });

  it('migrates a bare scenario stored without an envelope (format 0)', () => {
    localStorage.setItem(workingKey, JSON.stringify(teamChatFixture));
    expect(readScenario(localStorage)).toEqual({ status: 'ok', scenario: teamChatFixture });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a newer envelope', JSON.stringify({ version: 9, scenario: teamChatFixture })],
    [
      'an invalid scenario',
      JSON.stringify({ version: 1, scenario: { version: 1, workloads: 'many' } }),
    ],
    ['a number', '42'],
  ])('keeps %s aside instead of losing it', (_label, raw) => {
    localStorage.setItem(workingKey, raw);
    expect(readScenario(localStorage)).toEqual({
      status: 'unreadable',
      backup: { ok: true, key: unreadableKey },
    });
    expect(localStorage.getItem(unreadableKey)).toBe(raw);
    expect(localStorage.getItem(workingKey)).toBe(raw);
  });

  it('reports nothing stored as empty', () => {
    expect(readScenario(localStorage)).toEqual({ status: 'empty' });
  });

  it('reads a refusing storage as such, and passes on what a refused save threw', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw refusal;
      },
    } as unknown as Storage;
    const refusal = new DOMException('locked', 'InvalidStateError');
    expect(readScenario(refusing)).toEqual({ status: 'readFailed' });
    // What storage threw, for the save's notice to tell a full storage from another refusal (sync.ts).
    expect(() => writeScenario(refusing, teamChatFixture)).toThrow(refusal);
  });

  it('opens a full storage and reads what it holds: a refused write is no sign of private mode', () => {
    writeScenario(localStorage, teamChatFixture);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    const storage = openStorage();
    expect(storage).not.toBeNull();
    expect(storage && readScenario(storage)).toEqual({ status: 'ok', scenario: teamChatFixture });
  });

  it('tells a storage that refuses to be read from an empty one', () => {
    writeScenario(localStorage, teamChatFixture);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readScenario(localStorage)).toEqual({ status: 'readFailed' });
  });

  it('says so when an unreadable value could not be kept aside for lack of space', () => {
    const raw = `{"huge":"${'x'.repeat(1000)}"}`;
    localStorage.setItem(workingKey, raw);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quotaExceeded);
    expect(readScenario(localStorage)).toMatchObject({
      status: 'unreadable',
      backup: { ok: false, failure: 'refused', error: { name: 'QuotaExceededError' } },
    });
    expect(localStorage.getItem(unreadableKey)).toBeNull();
    expect(localStorage.getItem(workingKey)).toBe(raw);
  });

  it('keeps an earlier unreadable copy: the next one goes beside it, not over it', () => {
    localStorage.setItem(unreadableKey, '{kept earlier');
    localStorage.setItem(workingKey, '{damaged now');
    expect(readScenario(localStorage)).toEqual({
      status: 'unreadable',
      backup: { ok: true, key: `${unreadableKey}:2` },
    });
    expect(localStorage.getItem(unreadableKey)).toBe('{kept earlier');
    expect(localStorage.getItem(`${unreadableKey}:2`)).toBe('{damaged now');
  });
});
