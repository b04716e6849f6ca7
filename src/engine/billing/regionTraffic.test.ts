// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionShares } from './regionTraffic';

describe('regionShares', () => {
  it('splits equally when no shares are given, and sizes every region for all of it with allTraffic', () => {
    expect(regionShares({ count: 3, sizing: 'split' })).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(regionShares({ count: 2, sizing: 'allTraffic' })).toEqual([1, 1, 1]);
  });

  it('takes the shares given, the primary first', () => {
    expect(regionShares({ count: 1, sizing: 'split', shares: [0.7, 0.3] })).toEqual([0.7, 0.3]);
  });
});
