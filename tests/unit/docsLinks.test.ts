import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlug, relativeLinksOf, type Files } from './markdownLinks';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/** README.md and every Markdown page under docs/, from the repository's root. */
function documentation(): string[] {
  const pages = readdirSync(join(repositoryRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => `docs/${path.split('\\').join('/')}`);
  return ['README.md', ...pages.sort()];
}

const repository: Files = {
  exists: (path) => existsSync(join(repositoryRoot, path)),
  read: (path) => readFileSync(join(repositoryRoot, path), 'utf8'),
};

/** A repository held in memory: its files and their text (a folder is any prefix ending in `/`). */
function filesOf(texts: Record<string, string>): Files {
  const paths = Object.keys(texts);
  return {
    exists: (path) => paths.some((file) => file === path || file.startsWith(`${path}/`)),
    read: (path) => texts[path] ?? '',
  };
}

describe('GitHub anchors', () => {
  it.each([
    ['The scenario format (version 2)', 'the-scenario-format-version-2'],
    ["Planning: a day's load, regions, a year ahead", 'planning-a-days-load-regions-a-year-ahead'],
    ['Levers: what cuts the bill', 'levers-what-cuts-the-bill'],
    ['What is kept where, and how to get it back', 'what-is-kept-where-and-how-to-get-it-back'],
    ['`src/engine` folders', 'srcengine-folders'],
    ['Größe und Geschwindigkeit', 'größe-und-geschwindigkeit'],
    ['App servers follow the load', 'app-servers-follow-the-load'],
  ])('"%s" is #%s', (heading, anchor) => {
    expect(githubSlug(heading)).toBe(anchor);
    expect(anchorsOf(`## ${heading}\n`)).toEqual(new Set([anchor]));
  });

  it('numbers a repeated heading, and sees no heading inside fenced code', () => {
    const markdown = '# Tests\n\n## Tests\n\n```sh\n# Tests\n```\n\n### Tests ##\n';
    expect(anchorsOf(markdown)).toEqual(new Set(['tests', 'tests-1', 'tests-2']));
  });
});

describe('relative links', () => {
  it('takes inline links, images and definitions, not addresses, code or comments', () => {
    const markdown = [
      'See [the model](docs/model.md#growth) and ![the page](docs/images/dashboard.png).',
      'Not [a site](https://example.com/x.md), [mail](mailto:a@example.com), `[code](nowhere.md)`.',
      '<!-- [the command line](docs/cli.md) -->',
      '```md',
      '[in a block](nowhere.md)',
      '```',
      '[schema]: <public/scenario.schema.json>',
    ].join('\n');
    expect(relativeLinksOf(markdown)).toEqual([
      { line: 1, target: 'docs/model.md#growth' },
      { line: 1, target: 'docs/images/dashboard.png' },
      { line: 7, target: 'public/scenario.schema.json' },
    ]);
  });

  it('reports a link to a missing file, to a missing heading, and out of the repository', () => {
    const files = filesOf({
      'README.md': '# Sizing\n\nRead [using](docs/using.md#compose) and [the CLI](docs/cli.md).\n',
      'docs/using.md': '# Using\n\n## Composing\n\n[Up](../README.md#sizing) [Out](../../x.md)\n',
    });
    expect(brokenLinks(['README.md', 'docs/using.md'], files)).toEqual([
      'README.md:3: docs/using.md#compose: no heading #compose in docs/using.md',
      'README.md:3: docs/cli.md: no file docs/cli.md',
      'docs/using.md:5: ../../x.md: no file ../x.md',
    ]);
  });

  it('follows links within the page, to folders, and to code lines', () => {
    const files = filesOf({
      'docs/model.md':
        '# Model\n\n## Growth\n\n[above](#growth) [code](../src/engine) [line](../src/a.ts#L3)\n',
      'src/engine/index.ts': '',
      'src/a.ts': '',
    });
    expect(brokenLinks(['docs/model.md'], files)).toEqual([]);
    const withSlip = filesOf({ 'docs/model.md': '# Model\n\n[above](#grwoth)\n' });
    expect(brokenLinks(['docs/model.md'], withSlip)).toEqual([
      'docs/model.md:3: #grwoth: no heading #grwoth in docs/model.md',
    ]);
  });
});

describe('the documentation', () => {
  it('has README.md and pages under docs/', () => {
    expect(documentation()).toEqual(expect.arrayContaining(['README.md', 'docs/model.md']));
  });

  it('reaches, from every relative link, a file that exists and a heading it has', () => {
    expect(brokenLinks(documentation(), repository)).toEqual([]);
  });
});
