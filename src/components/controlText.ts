/**
 * Characters of user text that act instead of being shown, and how each output target keeps them from acting.
 * A scenario name is data wherever it lands (STYLE.md habit 22): an escape sequence in a terminal can move the
 * cursor, repaint a line or write the clipboard (OSC 52); a carriage return overwrites the line it is on; a C1
 * control (U+009B is CSI) does the same in some terminals; a direction override reorders what follows it.
 * The page's notices already show such characters as codes (issueText.ts): every target does the same, through
 * one helper each: the terminal (`terminalText`), plain-text exports (userText.ts's `exportedUserText`, used by
 * the Markdown report and summary, the CSV and the image card), XML (`xmlText`, svgText.ts), JSON
 * (`jsonWithoutRawControls`) and file names (fileNames.ts).
 */

/**
 * C0 controls (U+0000–U+001F), DEL and the C1 controls (U+007F–U+009F), the line and paragraph separators, and
 * the direction controls: the Arabic letter mark, the left-to-right and right-to-left marks, the embeddings and
 * overrides (U+202A–U+202E) and the isolates (U+2066–U+2069). Not the other invisible format characters: the
 * zero-width joiner holds emoji together (👩‍💻), and they move nothing.
 */
export const controlCharacters =
  /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A character as the code a reader can look up, in the notation of JSON and JavaScript.
 * @example characterCode('\u001b') // "\\u001B"
 */
export function characterCode(character: string): string {
  return `\\u${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The text with each of `characters` shown as its code, so it reads as data and does nothing.
 * @example controlsAsCodes('Chat\u001b[2K\r') // "Chat\\u001B[2K\\u000D"
 */
export function controlsAsCodes(text: string, characters: RegExp = controlCharacters): string {
  return text.replace(characters, characterCode);
}

/**
 * Text for a terminal: every control character as its code, line breaks included, so a name can neither
 * start a line of its own nor send the terminal a command.
 * @example terminalText('Team chat\u001b]52;c;Y3VybA==\u0007') // "Team chat\\u001B]52;c;Y3VybA==\\u0007"
 */
export function terminalText(text: string): string {
  return controlsAsCodes(text);
}

/**
 * Text for a terminal that is made of lines: the line breaks stay, every other control character becomes its
 * code. The command line's last guard before standard error and its plain-text output; user text inside is
 * already coded (`terminalText`), line breaks and all.
 * @example terminalLines('Wrote a\u001b[2K.\n') // "Wrote a\\u001B[2K.\n"
 */
export function terminalLines(text: string): string {
  return text.split('\n').map(terminalText).join('\n');
}

/** What XML 1.0 cannot hold at all (its `Char` production): C0 controls but tab, LF and CR, and U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Text XML can hold: the characters it cannot (a U+0001 in a name made the image card ill-formed, and no viewer
 * showed it) dropped. User text reaches XML already coded (`exportedUserText`); this guards the rest.
 * @example xmlText('Team chat\u0001') // "Team chat"
 */
export function xmlText(text: string): string {
  return text.replace(notXmlCharacters, '');
}

/** What JSON.stringify leaves raw in a string: it escapes only U+0000–U+001F, `"` and `\`. */
const rawInJson = /[\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/**
 * JSON text with the control characters JSON.stringify leaves raw (DEL, C1, the separators and the direction
 * controls) written as `\uXXXX` escapes: the same JSON value, so every name reads back exactly as typed, and
 * no terminal that prints the file reacts to it. They can only stand inside strings, where an escape is valid.
 * @example jsonWithoutRawControls(JSON.stringify({ name: 'a\u009bb' })) // '{"name":"a\\u009Bb"}'
 */
export function jsonWithoutRawControls(json: string): string {
  return json.replace(rawInJson, characterCode);
}
