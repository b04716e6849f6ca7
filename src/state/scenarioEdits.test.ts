// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { defaultPrice, withPrices } from './scenarioEdits';

describe('withPrices', () => {
  it('reads the defaults from the SKU catalog', () => {
    expect(defaultPrice('Standard_S1')).toBe(1.61);
    expect(defaultPrice('Premium_P2')).toBe(2);
    expect(defaultPrice('perMillionExtraMessages')).toBe(1);
  });

  it('merges overrides and drops those equal to the default, then an empty `prices`', () => {
    const priced = withPrices(teamChatFixture, { Standard_S1: 1.8, Premium_P1: 2.5 });
    expect(priced.prices).toEqual({ Standard_S1: 1.8, Premium_P1: 2.5 });
    expect(withPrices(priced, { Premium_P1: 2 }).prices).toEqual({ Standard_S1: 1.8 });
    const back = withPrices(priced, { Standard_S1: 1.61, Premium_P1: 2 });
    expect(back).toEqual(teamChatFixture);
    expect('prices' in back).toBe(false);
  });
});
