// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentWithView, readViewParams } from './viewParams';

describe('view parameters', () => {
  it('default to the full interactive view, automatic theme, browser language', () => {
    expect(readViewParams('')).toEqual({
      view: 'full',
      mode: 'interactive',
      theme: 'auto',
      lang: null,
    });
  });

  it('read the embed view, read-only mode, a theme and a language', () => {
    expect(readViewParams('#s=1.x&view=embed&mode=readonly&theme=dark&lang=ja')).toEqual({
      view: 'embed',
      mode: 'readonly',
      theme: 'dark',
      lang: 'ja',
    });
  });

  it('fall back to defaults for tampered values instead of failing', () => {
    expect(readViewParams('#view=<script>&mode=1&theme=neon&lang=../../x')).toEqual({
      view: 'full',
      mode: 'interactive',
      theme: 'auto',
      lang: null,
    });
  });

  it('write only what differs from the defaults, keeping the scenario parameter', () => {
    expect(fragmentWithView('#s=1.abc', { view: 'embed', theme: 'auto', lang: 'de' })).toBe(
      '#s=1.abc&view=embed&lang=de',
    );
    expect(fragmentWithView('#s=1.abc&view=embed', { view: 'full' })).toBe('#s=1.abc');
  });
});
