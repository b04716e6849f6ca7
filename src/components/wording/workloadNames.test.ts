import { describe, expect, it } from 'vitest';
import type { Workload } from '../../engine';
import { en } from '../../i18n/en';
import type { Translate } from '../../i18n/I18nProvider';
import { translate } from '../../i18n/translate';
import { workloadName, workloadNames } from './workloadNames';

const t: Translate = (key, params) => translate('en', en[key], params);

const named = (name: string): Workload => ({
  name,
  pattern: 'echo',
  connections: 1,
  senders: 1,
  messageBytes: 2048,
  sendIntervalSeconds: 1,
});

describe('workloadNames', () => {
  const workloads = [named('Chat rooms'), named('  '), named('Presence')];

  it('uses the typed name, and a numbered one for a blank name', () => {
    expect(workloadName(t, workloads, 0)).toBe('Chat rooms');
    expect(workloadName(t, workloads, 1)).toBe('Workload 2');
  });

  it("joins names with the locale's list words", () => {
    expect(workloadNames(t, 'en', workloads, [0, 2])).toBe('Chat rooms and Presence');
    expect(workloadNames(t, 'en', workloads, [0, 1, 2])).toBe(
      'Chat rooms, Workload 2, and Presence',
    );
  });
});
