import { posix } from 'node:path';

/**
 * Relative links in Markdown, checked the way GitHub resolves them: a link's path from the folder of the
 * file it is in (a leading `/` from the repository's root), its `#anchor` a heading of the target file.
 * Absolute addresses (`https:`, `mailto:`, `//host`) are not followed. Code (fenced blocks and `spans`) and
 * HTML comments hold no links.
 */

/** What a check reads: paths are from the repository's root, with `/` between folders. */
export interface Files {
  exists(path: string): boolean;
  read(path: string): string;
}

/**
 * GitHub's anchor for a heading's text (the github-slugger rules): lower case; every character that is not
 * a letter, a mark, a digit, `_`, `-` or a space dropped; each space a `-`.
 * `Planning: a day's load, regions` -> `planning-a-days-load-regions`.
 */
export function githubSlug(headingText: string): string {
  return headingText
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Each line of the Markdown, HTML comments blanked; `undefined` inside fenced code (and its fences). */
function linesOutsideCode(markdown: string): (string | undefined)[] {
  const withoutComments = markdown.replace(/<!--[\s\S]*?-->/g, (comment) =>
    comment.replace(/[^\n]/g, ' '),
  );
  let fence: string | undefined;
  return withoutComments.split('\n').map((line) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) {
        fence = undefined;
      }
      return undefined;
    }
    if (opening !== undefined) {
      fence = opening;
      return undefined;
    }
    return line;
  });
}

/** The text a heading shows: links as their text, HTML tags and inline-code backticks dropped. */
function headingText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeat gets -1, -2 ...) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOutsideCode(markdown)) {
    if (line === undefined) continue;
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(headingText(heading));
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    }
    for (const match of line.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) {
      anchors.add(match[1] as string);
    }
  }
  return anchors;
}

export interface Link {
  line: number;
  target: string;
}

/** The links of a Markdown file that point into the repository: inline links, images, definitions. */
export function relativeLinksOf(markdown: string): Link[] {
  const links: Link[] = [];
  linesOutsideCode(markdown).forEach((lineWithCode, index) => {
    if (lineWithCode === undefined) return;
    const line = lineWithCode.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
    const targets = [
      ...[...line.matchAll(/\]\(\s*(?:<([^>]*)>|([^\s)]*))/g)].map((match) => match[1] ?? match[2]),
      /^ {0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/.exec(line)?.slice(1, 3).find(Boolean),
    ];
    for (const target of targets) {
      if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      links.push({ line: index + 1, target });
    }
  });
  return links;
}

/**
 * Each broken relative link of the given Markdown files, as `file:line: target: what is wrong`; none: `[]`.
 * An anchor must be a heading of a Markdown target; other files take only GitHub's line anchors (`#L12`).
 */
export function brokenLinks(markdownPaths: readonly string[], files: Files): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    let anchors = anchorCache.get(path);
    if (!anchors) anchorCache.set(path, (anchors = anchorsOf(files.read(path))));
    return anchors;
  };
  return markdownPaths.flatMap((source) =>
    relativeLinksOf(files.read(source)).flatMap(({ line, target }) => {
      const where = `${source}:${line}: ${target}`;
      const hashAt = target.indexOf('#');
      const pathPart = decodeURI(hashAt < 0 ? target : target.slice(0, hashAt));
      const anchor = hashAt < 0 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
      const resolved =
        pathPart === ''
          ? source
          : pathPart.startsWith('/')
            ? posix.normalize(pathPart.slice(1))
            : posix.join(posix.dirname(source), pathPart);
      if (resolved.startsWith('..') || !files.exists(resolved)) {
        return [`${where}: no file ${resolved}`];
      }
      if (anchor === undefined) return [];
      if (/\.md$/i.test(resolved)) {
        return anchorsIn(resolved).has(anchor)
          ? []
          : [`${where}: no heading #${anchor} in ${resolved}`];
      }
      return /^L\d+(-L\d+)?$/.test(anchor)
        ? []
        : [`${where}: #${anchor} in a file that is not Markdown`];
    }),
  );
}
