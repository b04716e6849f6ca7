import { describe, expect, it } from 'vitest';
import { chipTitle } from './WarningBody';

describe('a warning title on a chip', () => {
  it.each([
    ['Small-group plateau, then P2', 'Small-group plateau, then\u00a0P2'],
    ['App-Server: Text 2, Tabellen 1', 'App-Server: Text\u00a02, Tabellen\u00a01'],
    ['Slip: big group in, unit 1', 'Slip:\u00a0big group\u00a0in, unit\u00a01'],
    ['Plateau des petits groupes, puis P2', 'Plateau\u00a0des petits groupes, puis\u00a0P2'],
    ['Server connections vs quota', 'Server connections\u00a0vs quota'],
    ['ゲスト数の矛盾', 'ゲスト数の矛盾'],
  ])('keeps a short word with the word before it: %j', (title, shown) => {
    expect(chipTitle(title)).toBe(shown);
  });
});
