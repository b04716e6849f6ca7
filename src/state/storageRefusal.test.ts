/** What a browser throws when it refuses a write to storage: only a real quota failure is "full". */
import { describe, expect, it } from 'vitest';
import { otherCases, quotaCases } from '../../tests/fixtures/storageRefusals';
import { storageRefusal } from './storageRefusal';

describe('storageRefusal', () => {
  it.each(quotaCases)('calls %s full', (_, thrown) => {
    expect(storageRefusal(thrown())).toEqual({ quota: true });
  });

  it.each(otherCases)('names %s as the browser did, and does not call it full', (name, thrown) => {
    expect(storageRefusal(thrown())).toEqual({ quota: false, name });
  });

  it('names what is thrown without a name by what it says', () => {
    expect(storageRefusal('disk I/O error')).toEqual({ quota: false, name: 'disk I/O error' });
    expect(storageRefusal(undefined)).toEqual({ quota: false, name: 'undefined' });
  });
});
