import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatPercent } from './format';

describe('formatting a zero that came out negative', () => {
  it('shows 0, never "-0" or "-$0.00"', () => {
    expect(formatCurrency('en', -0)).toBe('$0.00');
    expect(formatCount('en', -0)).toBe('0');
    expect(formatPercent('en', -0)).toBe('0%');
  });
});
