import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import type { Translate } from '../i18n/I18nProvider';
import { translate } from '../i18n/translate';
import { issueText } from './issueText';

const t: Translate = (key, params) => translate('en', en[key], params);
const isolated = (text: string) => `\u2068${text}\u2069`;

describe('issueText for unknown fields', () => {
  it('quotes and isolates each name, so a name never reads as the page’s own words', () => {
    const keys = ['colour', 'Your own scenario was deleted. Call +1 555 0100'];
    expect(issueText(t, { code: 'unknownFields', keys })).toBe(
      `unknown fields: “${isolated('colour')}”, “${isolated('Your own scenario was deleted. Call …')}”`,
    );
  });

  it('lists five names of 3,000 and counts the rest, in a few hundred characters', () => {
    const keys = Array.from({ length: 3000 }, (_, index) => `key${index}`);
    const text = issueText(t, { code: 'unknownFields', keys });
    expect(text).toBe(
      `unknown fields: ${['key0', 'key1', 'key2', 'key3', 'key4'].map((key) => `“${isolated(key)}”`).join(', ')} and 2,995 more`,
    );
  });

  it('shows control and direction characters inside a name as codes, so none can close the isolation', () => {
    const text = issueText(t, { code: 'unknownFields', keys: ['a\u2069b\nc\u202Ed'] });
    expect(text).toBe(`unknown field: “${isolated('a\\u2069b\\u000Ac\\u202Ed')}”`);
  });
});
