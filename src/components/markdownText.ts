/**
 * Markdown pieces every document the page writes shares (the report, the Embed dialog's summary): a link
 * destination that cannot be cut short, and user text that no GitHub-flavoured renderer turns into a link.
 */

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
