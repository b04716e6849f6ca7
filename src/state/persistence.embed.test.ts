/** In the fresh-modules project (vite.config.ts): withholding storage lasts for the page, so for the module. */
import { describe, expect, it } from 'vitest';
import { openStorage, storageWithheld } from './persistence';

describe('the embed view', () => {
  it('gets no storage once it is withheld, so the embed can never read or write the user’s', () => {
    expect(openStorage()).toBe(localStorage);
    storageWithheld();
    expect(openStorage()).toBeNull();
  });
});
