// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate, translateToParts } from './translate';

const element = { kind: 'element' };

describe('translateToParts', () => {
  it('splits the message at its element parameters, in order, filling text and numbers', () => {
    expect(
      translateToParts('en', '{count} of {name} in {place}', {
        count: 1500,
        name: element,
        place: 'Chat',
      }),
    ).toEqual(['1,500 of ', element, ' in Chat']);
  });

  it('picks the plural form by count, like translate', () => {
    const message = { one: '{name} sends', other: '{name} send' };
    expect(translateToParts('en', message, { count: 2, name: element })).toEqual([
      element,
      ' send',
    ]);
    expect(translate('en', message, { count: 1, name: 'Chat' })).toBe('Chat sends');
  });

  it('never reads a parameter’s text as a placeholder, and leaves unknown placeholders visible', () => {
    expect(translateToParts('en', '{a} {b} {c}', { a: '{b}', b: element })).toEqual([
      '{b} ',
      element,
      ' {c}',
    ]);
  });
});
