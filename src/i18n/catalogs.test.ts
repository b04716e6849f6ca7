// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalog, MessageKey } from './catalog';
import { en } from './en';
import { supportedLocales } from './locales';
import type { Message } from './translate';

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
