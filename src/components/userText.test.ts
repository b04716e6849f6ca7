import { describe, expect, it } from 'vitest';
import { isolateUserText } from './userText';

describe('isolateUserText', () => {
  it.each([
    ['Chat \u202E(Send to group)', '\u2068Chat \u202E(Send to group)\u2069'],
    ['\u2067open isolate', '\u2068\u2067open isolate\u2069'],
    ['שיחה', '\u2068שיחה\u2069'],
    ['دردشة 2', '\u2068دردشة 2\u2069'],
  ])('isolates %j', (text, expected) => {
    expect(isolateUserText(text)).toBe(expected);
  });

  it.each(['Team chat', 'チャット', 'Zażółć', '=1+1', ''])('leaves %j as typed', (text) => {
    expect(isolateUserText(text)).toBe(text);
  });
});
