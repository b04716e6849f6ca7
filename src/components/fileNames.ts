/** File names built from user text: safe on Windows, macOS and Linux, and never empty. */

/** Characters no common file system accepts (control characters are tested by code). */
const unsafeCharacters = new Set('<>:"/\\|?*');
/** Names Windows reserves whatever the extension. */
const reservedNames = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const maxBaseCharacters = 60;

function safeCharacter(character: string): string {
  // Invisible format characters (a right-to-left override can disguise an extension) are dropped.
  if (/\p{Cf}/u.test(character)) return '';
  const code = character.codePointAt(0) ?? 0;
  const unsafe = code < 0x20 || code === 0x7f || unsafeCharacters.has(character);
  return unsafe || /\s/u.test(character) ? '-' : character;
}

/**
 * A file name's base (no extension) from a scenario name: unsafe characters and whitespace become dashes,
 * dots and dashes are trimmed from the ends, letters of any script are kept.
 * @example fileBaseName('Team chat: EU/US') // "Team-chat-EU-US"
 * @example fileBaseName('  ') // "scenario"
 */
export function fileBaseName(name: string | undefined, fallback = 'scenario'): string {
  const base = Array.from((name ?? '').normalize('NFC'), safeCharacter)
    .slice(0, maxBaseCharacters)
    .join('')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.\s]+|[-.\s]+$/g, '');
  if (base === '' || reservedNames.test(base)) return fallback;
  return base;
}

/** The scenario file's name: `<name>.signalr-sizing.json`. */
export function scenarioFileName(name: string | undefined): string {
  return `${fileBaseName(name)}.signalr-sizing.json`;
}

/** An export's name: `<name>-<what>.<extension>`, e.g. `Team-chat-tiers.csv`. */
export function exportFileName(name: string | undefined, what: string, extension: string): string {
  return `${fileBaseName(name)}-${what}.${extension}`;
}
