import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import type { Translate } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { importMessage, maxIssuesShown } from './importMessages';

const t: Translate = (key, params) => translate('en', en[key], params);

describe('importMessage', () => {
  it.each([
    [
      { reason: 'tooLarge', bytes: 5 * 1024 * 1024 } as const,
      'This is 5 MB; a scenario file is at most 1 MB.',
    ],
    [{ reason: 'empty' } as const, 'There is nothing to import: the text is empty.'],
    [{ reason: 'unreadable' } as const, 'The file could not be read.'],
    [
      { reason: 'tooLarge', bytes: null } as const,
      'This is more than 1 MB; a scenario file is at most 1 MB.',
    ],
    [
      { reason: 'syntax', line: 3, column: 17 } as const,
      'This is not JSON: it stops being JSON at line 3, column 17.',
    ],
    [
      { reason: 'notObject' } as const,
      'This JSON is not a scenario: a scenario is an object such as {"version": 2, "workloads": []}.',
    ],
    [
      { reason: 'newerVersion', version: 3 } as const,
      'This scenario is in format version 3, and this page reads versions 1 and 2.',
    ],
  ])('words %j', (failure, text) => {
    expect(importMessage(t, 'en', failure)).toEqual({ text, issues: [], more: null });
  });

  it('lists the bad fields by path', () => {
    const message = importMessage(t, 'en', {
      reason: 'invalid',
      issues: [
        {
          path: 'workloads[0].connections',
          message: 'must be at most 1000000',
          detail: { code: 'tooBig', maximum: 1_000_000, items: false },
        },
      ],
    });
    expect(message).toEqual({
      text: 'This is not a valid scenario; 1 field needs fixing:',
      issues: ['workloads[0].connections: must be at most 1,000,000'],
      more: null,
    });
  });

  it('shows the first few bad fields and counts the rest', () => {
    const issues = Array.from({ length: 20 }, (_, i) => ({
      path: `workloads[${i}].name`,
      message: 'must be a string',
      detail: { code: 'wrongType', expected: 'text' } as const,
    }));
    const message = importMessage(t, 'en', { reason: 'invalid', issues });
    expect(message.text).toBe('This is not a valid scenario; 20 fields need fixing:');
    expect(message.issues).toHaveLength(maxIssuesShown);
    expect(message.more).toBe(`…and ${20 - maxIssuesShown} more.`);
  });
});
