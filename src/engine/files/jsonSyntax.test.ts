import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSyntaxError } from './jsonSyntax';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('jsonSyntaxError', () => {
  it.each([
    ['{"a": [1, 2, {"b": null}], "c": "\\u00e9\\n"}'],
    [' \t\r\n true \n'],
    ['-0.5e+10'],
    ['[]'],
    ['{}'],
  ])('finds nothing wrong in %j', (text) => {
    expect(jsonSyntaxError(text)).toBeNull();
  });

  it.each([
    ['', 1, 1],
    ['[1, 2', 1, 6],
    ['[1,]', 1, 4],
    ['{"a" 1}', 1, 6],
    ['{"a": 01}', 1, 8],
    ['"tab\there"', 1, 5],
    ['"bad \\x escape"', 1, 6],
    ['"\\u12G4"', 1, 2],
    ['[1]\n\n  x', 3, 3],
    ['["😀😀", x]', 1, 8],
  ])('finds %j broken at line %i, column %i', (text, line, column) => {
    expect(jsonSyntaxError(text)).toEqual({ line, column });
  });

  it('reads a million nested brackets without running out of stack', () => {
    expect(jsonSyntaxError('['.repeat(1_000_000))).toEqual({ line: 1, column: 1_000_001 });
  });

  it('agrees with JSON.parse on any JSON, and on any text', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(jsonSyntaxError(text)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'{}[]",:0123456789.-+eEtrufalsn \\') }),
        (text) => {
          expect(jsonSyntaxError(text) === null).toBe(parses(text));
        },
      ),
    );
  });
});
