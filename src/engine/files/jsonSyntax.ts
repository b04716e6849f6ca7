/**
 * Where a text stops being JSON, as a line and a column a reader can go to. The JSON engine's own message is no
 * use here: it is English in every language, differs between browsers, and V8's quotes a piece of the text
 * itself, so a file's raw bytes (an escape sequence, a line of something else) would reach the message.
 */

export interface JsonSyntaxError {
  /** From 1. */
  line: number;
  /** From 1, in characters (a letter outside the Basic Multilingual Plane is one). */
  column: number;
}

/** Space JSON allows between tokens: space, tab, line feed, carriage return. */
const space = /[ \t\n\r]*/y;
const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const literal = /true|false|null/y;
const hex4 = /^[0-9a-fA-F]{4}$/;

/** The offset just past the string starting at `start` (a `"`), or the offset of what breaks it. */
function stringEnd(text: string, start: number): { end: number } | { error: number } {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x22) return { end: index + 1 };
    if (code < 0x20) return { error: index };
    if (code === 0x5c) {
      const escaped = text[index + 1];
      if (escaped === 'u') {
        if (!hex4.test(text.slice(index + 2, index + 6))) return { error: index };
        index += 6;
      } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) index += 2;
      else return { error: index };
    } else index += 1;
  }
  return { error: text.length };
}

/** Matches `pattern` (sticky) at `index`: the offset after it, or null. */
function matchAt(pattern: RegExp, text: string, index: number): number | null {
  pattern.lastIndex = index;
  return pattern.test(text) ? pattern.lastIndex : null;
}

type Expecting = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'next';

/**
 * The offset of the first character that breaks JSON's grammar (RFC 8259), the text's length when it stops
 * too early, or null when it is JSON. Iterative, so a file of a million `[` cannot exhaust the stack.
 */
function errorOffset(text: string): number | null {
  const open: ('[' | '{')[] = [];
  let expecting: Expecting = 'value';
  let index = 0;
  for (;;) {
    index = matchAt(space, text, index) ?? index;
    const character = text[index];
    if (expecting === 'next') {
      const container = open[open.length - 1];
      if (container === undefined) return index === text.length ? null : index;
      if (character === ',') {
        expecting = container === '[' ? 'value' : 'key';
      } else if (character === (container === '[' ? ']' : '}')) {
        open.pop();
      } else return index;
      index += 1;
    } else if (expecting === 'key' || expecting === 'keyOrEnd') {
      if (expecting === 'keyOrEnd' && character === '}') {
        open.pop();
        expecting = 'next';
        index += 1;
        continue;
      }
      if (character !== '"') return index;
      const key = stringEnd(text, index);
      if ('error' in key) return key.error;
      index = matchAt(space, text, key.end) ?? key.end;
      if (text[index] !== ':') return index;
      expecting = 'value';
      index += 1;
    } else {
      if (expecting === 'valueOrEnd' && character === ']') {
        open.pop();
        expecting = 'next';
        index += 1;
        continue;
      }
      if (character === '[' || character === '{') {
        open.push(character);
        expecting = character === '[' ? 'valueOrEnd' : 'keyOrEnd';
        index += 1;
        continue;
      }
      if (character === '"') {
        const value = stringEnd(text, index);
        if ('error' in value) return value.error;
        index = value.end;
      } else {
        const end = matchAt(number, text, index) ?? matchAt(literal, text, index);
        if (end === null) return index;
        index = end;
      }
      expecting = 'next';
    }
  }
}

/**
 * The line and column where `text` stops being JSON, or null when it is JSON.
 * @example jsonSyntaxError('{\n  "version": 2,\n  "workloads": [x]\n}') // { line: 3, column: 17 }
 * @example jsonSyntaxError('{"version": 2') // { line: 1, column: 14 }: it ends too early
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  const offset = errorOffset(text);
  if (offset === null) return null;
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    line: before.split('\n').length,
    column: Array.from(before.slice(lineStart)).length + 1,
  };
}
