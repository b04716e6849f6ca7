/**
 * File names built from user text: safe on Windows, macOS and Linux, safe to paste into a shell, and never
 * empty. A downloaded file's name is typed or pasted into terminals (`mv`, `scp`, a pipeline's script), where
 * `$(id)`, a backtick or a quote in it would run a command or break one.
 */

/** Names Windows reserves whatever the extension. */
const reservedNames = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const maxBaseCharacters = 60;

/**
 * What a name keeps: letters, marks and digits of any script, and `_ . -`. Everything else becomes a dash: what
 * no file system accepts (`< > : " / \ | ? *`), what a shell reads (`$ ` ' ( ) ; & ! # ~ { } [ ] = + , @ %`),
 * whitespace and control characters.
 */
const kept = /^[\p{L}\p{M}\p{N}_.-]$/u;

function safeCharacter(character: string): string {
  // Invisible format characters (a right-to-left override can disguise an extension) are dropped.
  if (/\p{Cf}/u.test(character)) return '';
  return kept.test(character) ? character : '-';
}

/**
 * A file name's base (no extension) from a scenario name: letters and digits of any script and `_ . -` kept,
 * anything else a dash, dots and dashes trimmed from the ends.
 * @example fileBaseName('Team chat: EU/US') // "Team-chat-EU-US"
 * @example fileBaseName('Chat $(id) `x` "y"') // "Chat-id-x-y"
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
