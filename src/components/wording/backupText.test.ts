import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/allCatalogs';
import { backupFailureReason } from './backupText';

const englishT = translatorFor('en');
const key = 'signalr-sizing:library:unreadable';

describe('backupFailureReason', () => {
  it('says storage is full only when the browser said so', () => {
    const full = new DOMException('full', 'QuotaExceededError');
    expect(backupFailureReason(englishT, { ok: false, failure: 'refused', error: full }, key)).toBe(
      'this browser’s storage is full',
    );
  });

  it('names any other refusal as the browser named it', () => {
    const refused = new DOMException('gone', 'InvalidStateError');
    expect(
      backupFailureReason(englishT, { ok: false, failure: 'refused', error: refused }, key),
    ).toBe('this browser refused the copy (InvalidStateError)');
  });

  it('says every backup key is taken, naming them', () => {
    expect(backupFailureReason(englishT, { ok: false, failure: 'slotsFull' }, key)).toBe(
      `this browser already holds 5 earlier unreadable copies under “${key}” to “${key}:5”, the most the page keeps`,
    );
  });
});
