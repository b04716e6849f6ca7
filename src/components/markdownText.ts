/**
 * Markdown pieces every document the page writes shares (the report, the Embed dialog's summary, the image
 * card's snippet): the one escaper for Markdown text, a link destination that cannot be cut short, and user text
 * that no GitHub-flavoured renderer turns into a link.
 */
import { controlsAsCodes } from './controlText';

/** Characters that would end a link destination early, or start markup inside it. */
const destinationBreakers = /[\s()<>[\]\\`"']/g;

/**
 * A link destination for `[text](destination)`, or null when the address is not http(s) or file: the
 * documents link back to this page, and a scheme such as `javascript:` must never become clickable.
 * Characters that could close the link early (a `)` in the page's own address) are percent-encoded.
 * @example markdownDestination('https://example.com/a (b)/') // "https://example.com/a%20%28b%29/"
 */
export function markdownDestination(url: string): string | null {
  if (!/^(https?|file):/i.test(url)) return null;
  return url.replace(
    destinationBreakers,
    (character) =>
      // encodeURIComponent leaves ( ) ' as they are.
      `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** U+2060 WORD JOINER: invisible, and not one of the characters an e-mail autolink may start with. */
const wordJoiner = '\u2060';

/**
 * Text that GitHub-flavoured Markdown's autolinks (`https://…`, `www.…`, `name@host.tld`) and mentions (`@user`,
 * `@org/team`) leave as text.
 * Apply it after the backslash escaping, since it adds backslashes of its own: `\:` and `\.` render as
 * `:` and `.`, yet the autolink rules read the source and no longer see `://` or `www.`. An e-mail address
 * is found in the rendered text, where an escape has gone, so an invisible word joiner goes before its `@`; and
 * one after an `@` that a name follows, so a workload called "@ops" in a pull request's comment pings nobody on
 * every push (GitHub reads a mention from the rendered text too).
 * @example defuseAutolinks('https://x.example www.x.example a@x.example @ops')
 *   // "https\\://x.example www\\.x.example a\u2060@\u2060x.example @\u2060ops"
 */
export function defuseAutolinks(escaped: string): string {
  return escaped
    .replace(/:(?=\/\/)/g, '\\:')
    .replace(/(?<=\bwww)\./gi, '\\.')
    .replace(/(?<=[\w.+-])@/g, `${wordJoiner}@`)
    .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${wordJoiner}`);
}

/** C0, DEL and C1 controls: user text arrives with them coded already (exportedUserText); this guards the rest. */
const controls = /\p{Cc}/gu;

/**
 * Text that renders as itself in Markdown (CommonMark, GFM) and in the HTML it becomes, inline or in a table
 * cell: line breaks become spaces and any other control character its code; `& < >` become entities (no raw
 * HTML); every character with a Markdown meaning (`\ ` * _ [ ] | # ~ !`, and `$` for the renderers that read
 * `$…$` as maths) is backslash-escaped; addresses, `www.` names and e-mail addresses are kept from becoming
 * links (defuseAutolinks). The report, the Embed dialog's summary and the card's snippet all use it.
 * @example escapeMarkdown('[x](javascript:alert(1)) | <b>') // '\\[x\\](javascript:alert(1)) \\| &lt;b&gt;'
 */
export function escapeMarkdown(text: string): string {
  return defuseAutolinks(
    controlsAsCodes(text.replace(/[\r\n]+/g, ' '), controls)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/[\\`*_[\]|#~!$]/g, '\\$&'),
  );
}
