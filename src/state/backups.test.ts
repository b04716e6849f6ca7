import { beforeEach, describe, expect, it, vi } from 'vitest';
import { backUp, backupKeys, backupSlots } from './backups';

const base = 'signalr-sizing:unreadable';

beforeEach(() => localStorage.clear());

describe('backing up a value the page cannot read', () => {
  it('never overwrites a backup that differs: the second goes beside the first', () => {
    expect(backUp(localStorage, base, '{first')).toEqual({ ok: true, key: base });
    expect(backUp(localStorage, base, '{second')).toEqual({ ok: true, key: `${base}:2` });
    expect(localStorage.getItem(base)).toBe('{first');
    expect(localStorage.getItem(`${base}:2`)).toBe('{second');
  });

  it('keeps a value it already holds once, wherever it is', () => {
    backUp(localStorage, base, '{first');
    backUp(localStorage, base, '{second');
    expect(backUp(localStorage, base, '{second')).toEqual({ ok: true, key: `${base}:2` });
    expect(backUp(localStorage, base, '{first')).toEqual({ ok: true, key: base });
    expect(backupKeys(base).filter((key) => localStorage.getItem(key) !== null)).toHaveLength(2);
  });

  it(`keeps at most ${backupSlots}, and past them refuses rather than overwrite one`, () => {
    for (let n = 1; n <= backupSlots; n += 1) backUp(localStorage, base, `{value ${n}`);
    expect(backupKeys(base)).toEqual([base, `${base}:2`, `${base}:3`, `${base}:4`, `${base}:5`]);
    expect(backUp(localStorage, base, '{one more')).toEqual({ ok: false, failure: 'slotsFull' });
    expect(backupKeys(base).map((key) => localStorage.getItem(key))).toEqual([
      '{value 1',
      '{value 2',
      '{value 3',
      '{value 4',
      '{value 5',
    ]);
  });

  it('says when storage refuses the copy, and keeps what it threw: full, or refused for another reason', () => {
    for (const name of ['QuotaExceededError', 'InvalidStateError']) {
      const thrown = new DOMException('refused', name);
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw thrown;
      });
      expect(backUp(localStorage, base, '{first')).toEqual({
        ok: false,
        failure: 'refused',
        error: thrown,
      });
      vi.restoreAllMocks();
    }
  });
});
