/**
 * A key step builds the plan's warnings anew: the warnings whose words it changed are drawn again, the others are
 * not. The warning's body is wrapped to count its renders per warning.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SizingWarning } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { laterMessagesReady } from '../../i18n/locales';
import { WarningList } from './WarningList';

const renders = new Map<string, number>();

vi.mock('./WarningBody', async (importOriginal) => {
  const original = await importOriginal<typeof import('./WarningBody')>();
  const Body = original.default;
  return {
    ...original,
    default: (props: Parameters<typeof Body>[0]) => {
      renders.set(props.warning.code, (renders.get(props.warning.code) ?? 0) + 1);
      return <Body {...props} />;
    },
  };
});

/** The capped senders of a workload of 7 connections, and the guide's slip at big group unit 1 (2019). */
const warningsAt = (connections: number): SizingWarning[] => [
  { code: 'sendersCapped', workloads: [0], setValue: 1000, usedValue: connections },
  { code: 'slip', slipId: '2019-bigGroup-inbound-unit1' },
];

describe('WarningList re-renders', () => {
  afterEach(() => {
    cleanup();
    renders.clear();
  });

  it('draws again the warning a connections step rewrites, not the one it leaves as it was', async () => {
    const view = render(
      <I18nProvider>
        <WarningList warnings={warningsAt(7)} edition="2019" />
      </I18nProvider>,
    );
    // The bodies and their words load after the page starts: wait until both are shown, each beside its title.
    await act(() => laterMessagesReady());
    await vi.waitFor(() => {
      const warnings = [...view.container.querySelectorAll('.recommendation-warning-details')];
      expect(warnings.map((warning) => warning.children.length > 1)).toEqual([true, true]);
    });
    const before = new Map(renders);

    act(() =>
      view.rerender(
        <I18nProvider>
          <WarningList warnings={warningsAt(8)} edition="2019" />
        </I18nProvider>,
      ),
    );
    expect(view.container.textContent).toContain('has 8 connections');
    expect((renders.get('sendersCapped') ?? 0) - (before.get('sendersCapped') ?? 0)).toBe(1);
    expect(renders.get('slip')).toBe(before.get('slip'));
  });
});
