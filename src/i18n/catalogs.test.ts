// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contradictionMessages,
  guideNoteMessage,
  slipFormulaMessage,
  slipNoteMessage,
  type GuideDataMessage,
} from '../components/wording/guideDataText';
import {
  webPubSubContradictionMessages,
  webPubSubNoteMessage,
} from '../components/wording/webPubSubGuideText';
import { editions, guides, type GuideEdition, type WebPubSubGuideEdition } from '../engine';
import { webPubSubGuide } from '../engine/guides/laterTables';
import type { Catalog, MessageKey } from './catalog';
import { en } from './en';
import { enFirstView } from './en/firstView';
import type { Translate } from './I18nProvider';
import { supportedLocales } from './locales';
import { translate, type Message } from './translate';

interface LocaleModule {
  catalog: Catalog;
  sameAsEnglish: readonly MessageKey[];
}

const modules = import.meta.glob<LocaleModule>('./locales/*.ts', { eager: true });
const translated = supportedLocales
  .filter((locale) => locale !== 'en')
  .map((locale) => ({ locale, module: modules[`./locales/${locale}.ts`] }));
const englishKeys = Object.keys(en).sort() as MessageKey[];

function placeholders(message: Message): string[] {
  const texts: string[] =
    typeof message === 'string'
      ? [message]
      : Object.values(message).filter((text): text is string => typeof text === 'string');
  const names = texts.flatMap((text) =>
    [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)].sort();
}

function sameText(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe.each(translated)('the $locale catalog', ({ locale, module }) => {
  it('exists and loads', () => {
    expect(module, `src/i18n/locales/${locale}.ts`).toBeDefined();
  });
  const catalog = (module?.catalog ?? {}) as Record<string, Message>;

  it('has every English key and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(englishKeys);
  });

  it('keeps every placeholder of every message', () => {
    const broken = englishKeys.filter(
      (key) =>
        catalog[key] !== undefined &&
        placeholders(catalog[key]).join() !== placeholders(en[key]).join(),
    );
    expect(broken).toEqual([]);
  });

  it("gives plural messages the forms the language's plural rules use", () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const broken = englishKeys.filter((key) => {
      if (typeof en[key] === 'string') return typeof catalog[key] !== 'string';
      const message = catalog[key];
      if (message === undefined || typeof message === 'string') return true;
      return categories.some((category) => message[category] === undefined);
    });
    expect(broken).toEqual([]);
  });

  it('leaves nothing in English but the listed proper nouns, units and symbols', () => {
    const allowed = new Set<string>(module?.sameAsEnglish ?? []);
    const untranslated = englishKeys.filter(
      (key) => catalog[key] !== undefined && sameText(catalog[key], en[key]) && !allowed.has(key),
    );
    expect(untranslated).toEqual([]);
    const needless = [...allowed].filter(
      (key) => catalog[key] === undefined || !sameText(catalog[key], en[key as MessageKey]),
    );
    expect(needless, 'sameAsEnglish lists keys that are translated').toEqual([]);
  });
});

describe('the English catalog', () => {
  it('holds every warning’s title among the first view’s messages: the first view lists the titles at once', () => {
    const titles = Object.keys(en).filter((key) => /^warnings\.\w+\.title$/.test(key));
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((key) => !(key in enFirstView))).toEqual([]);
  });

  function sourceFiles(directory: string): string[] {
    return readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('has no key that no source file uses', () => {
    const sources = sourceFiles(join(import.meta.dirname, '..')).map((file) =>
      readFileSync(file, 'utf8'),
    );
    const text = sources.join('\n');
    // Keys built at run time: t(`pattern.${pattern}`) uses every key starting with "pattern.".
    const dynamicPrefixes = [...text.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g)].map(
      (m) => m[1] ?? '',
    );
    const unused = englishKeys.filter(
      (key) =>
        !text.includes(`'${key}'`) && !dynamicPrefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});

/**
 * Every sentence the page builds from the guide's data (data/guide-*.json): the guide's title, the headings of
 * each table's section, each slip's note and formula, each contradiction and the engine's rule, each note. Built from the
 * data with the page's own functions, so a note added to the data is checked without touching this file.
 */
function guideDataMessages(
  t: Translate,
  locale: string,
  guide: GuideEdition,
): { message: GuideDataMessage; dataParams: string[] }[] {
  const names = (params: object | undefined) => Object.keys(params ?? {});
  return [
    { message: { key: 'guideData.title', params: {}, quotes: {} }, dataParams: [] },
    ...[...guide.tables, ...guide.appServerTables].flatMap((table) =>
      table.section.map((heading) => ({
        message: { key: `guideData.heading.${heading}` as const, params: {}, quotes: {} },
        dataParams: [],
      })),
    ),
    ...guide.slips.flatMap((slip) => [
      { message: slipNoteMessage(t, locale, guide, slip), dataParams: names(slip.note.params) },
      { message: slipFormulaMessage(t, locale, guide, slip), dataParams: [] },
    ]),
    ...guide.contradictions.flatMap((contradiction) => {
      const { description, engineRule } = contradictionMessages(t, locale, guide, contradiction);
      return [
        { message: description, dataParams: names(contradiction.description.params) },
        { message: engineRule, dataParams: names(contradiction.engineRule.params) },
      ];
    }),
    ...guide.notes.map((note) => ({
      message: guideNoteMessage(t, locale, guide, note),
      dataParams: names(note.text.params),
    })),
  ];
}

/** The same for Azure Web PubSub's guide (data/webpubsub-guide.json), through the page's own functions. */
function webPubSubGuideDataMessages(
  t: Translate,
  locale: string,
  guide: WebPubSubGuideEdition,
): { message: GuideDataMessage; dataParams: string[] }[] {
  const names = (params: object | undefined) => Object.keys(params ?? {});
  return [
    { message: { key: 'guideData.title.webPubSub', params: {}, quotes: {} }, dataParams: [] },
    ...guide.tables.flatMap((table) =>
      table.section.map((heading) => ({
        message: { key: `guideData.heading.${heading}` as MessageKey, params: {}, quotes: {} },
        dataParams: [],
      })),
    ),
    ...guide.slips.flatMap((slip) => [
      { message: slipNoteMessage(t, locale, guide, slip), dataParams: names(slip.note.params) },
      { message: slipFormulaMessage(t, locale, guide, slip), dataParams: [] },
    ]),
    ...guide.contradictions.flatMap((contradiction) => {
      const { description, engineRule } = webPubSubContradictionMessages(
        t,
        locale,
        guide,
        contradiction,
      );
      return [
        { message: description, dataParams: names(contradiction.description.params) },
        { message: engineRule, dataParams: names(engineRule.params) },
      ];
    }),
    ...guide.notes.map((note) => ({
      message: webPubSubNoteMessage(t, locale, guide, note),
      dataParams: names(note.text.params),
    })),
  ];
}

/** Every guide edition of both services, as the sentences the page builds from it. */
function everyGuideDataMessage(t: Translate, locale: string) {
  return [
    ...editions.flatMap((edition) => guideDataMessages(t, locale, guides[edition])),
    ...webPubSubGuide.editions.flatMap((guide) => webPubSubGuideDataMessages(t, locale, guide)),
  ];
}

const allCatalogs = supportedLocales.map((locale) => ({
  locale,
  catalog: (locale === 'en' ? en : modules[`./locales/${locale}.ts`]?.catalog) as Catalog,
}));

describe.each(allCatalogs)('the guide’s data in the $locale catalog', ({ locale, catalog }) => {
  const t: Translate = (key, params) => translate(locale, catalog[key], params);

  it('has every heading, slip, contradiction and note of every edition of both guides', () => {
    const missing = everyGuideDataMessage(t, locale)
      .map(({ message }) => message.key)
      .filter((key) => catalog[key] === undefined);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('fills every placeholder of every edition of both guides, and says every number their data quotes', () => {
    const broken = everyGuideDataMessage(t, locale).flatMap(({ message, dataParams }) => {
      const text = catalog[message.key];
      if (text === undefined) return [];
      const wanted = placeholders(text);
      const given = Object.keys({ ...message.params, ...message.quotes });
      const unfilled = wanted.filter((name) => !given.includes(name));
      const unsaid = dataParams.filter((name) => !wanted.includes(name));
      return unfilled.length + unsaid.length === 0
        ? []
        : [`${message.key}: unfilled ${unfilled.join()}; unsaid ${unsaid.join()}`];
    });
    expect(broken).toEqual([]);
  });
});

describe('the guide’s data and the English catalog', () => {
  it('has no guideData message that no edition’s data uses', () => {
    const t: Translate = (key, params) => translate('en', en[key], params);
    const used = new Set(everyGuideDataMessage(t, 'en').map(({ message }) => message.key));
    const unused = englishKeys.filter((key) => key.startsWith('guideData.') && !used.has(key));
    expect(unused).toEqual([]);
  });
});
