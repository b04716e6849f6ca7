import { describe, expect, it } from 'vitest';
import { guides } from '../engine';
import { guideBandwidth } from './guideBandwidth';

const units = guides['2019'].bandwidthUnits;

describe('guideBandwidth', () => {
  it.each([
    [2_048_000, 2, 'MBps'], // 1,000 connections x 2,048 B/s, printed "2 MBps"
    [81_920, 80, 'KBps'],
    [40_960, 40, 'KBps'],
    [4_096, 4, 'KBps'],
    [1_228_800, 1.2, 'MBps'],
    [409_600_000, 400, 'MBps'],
    [512, 512, 'Bps'],
  ])('%d B/s reads %d %s', (bytesPerSecond, value, unit) => {
    expect(guideBandwidth(bytesPerSecond, units)).toEqual({ value, unit });
  });
});
