/**
 * The 60 fps budget: dragging a slider in one card must not re-render the other cards' fields.
 * WorkloadFields is wrapped to count its renders per workload index.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { Composer } from './Composer';
import { loadTeamChat } from '../../../tests/fixtures/teamChat';

const renders = new Map<number, number>();

vi.mock('./WorkloadFields', async (importOriginal) => {
  const original = await importOriginal<typeof import('./WorkloadFields')>();
  return {
    WorkloadFields: (props: Parameters<typeof original.WorkloadFields>[0]) => {
      renders.set(props.index, (renders.get(props.index) ?? 0) + 1);
      return original.WorkloadFields(props);
    },
  };
});

describe('Composer re-renders', () => {
  beforeEach(() => {
    useScenarioStore.setState(useScenarioStore.getInitialState());
    loadTeamChat(useScenarioStore);
    for (let i = 0; i < 8; i += 1) useScenarioStore.getState().workloadAdded('group');
    renders.clear();
  });
  afterEach(cleanup);

  it('re-renders only the dragged card in a 10-workload scenario', () => {
    render(
      <I18nProvider>
        <Composer />
      </I18nProvider>,
    );
    expect([...renders.values()]).toEqual(Array.from({ length: 10 }, () => 1));
    const slider = within(screen.getByRole('group', { name: /Chat rooms/ })).getByRole('slider', {
      name: 'Connections',
    });
    for (const position of ['600', '610', '620']) {
      fireEvent.change(slider, { target: { value: position } });
    }
    expect(useScenarioStore.getState().scenario.workloads[0]?.connections).toBe(5248);
    expect(renders.get(0)).toBe(4);
    for (let index = 1; index < 10; index += 1) expect(renders.get(index)).toBe(1);
  });

  it('re-renders no card when a setting every workload shares changes (the headroom target)', () => {
    render(
      <I18nProvider>
        <Composer />
      </I18nProvider>,
    );
    act(() => useScenarioStore.getState().targetChosen(0.5));
    expect(useScenarioStore.getState().scenario.targetUtilization).toBe(0.5);
    expect([...renders.values()]).toEqual(Array.from({ length: 10 }, () => 1));
  });

  it('writes nothing into the card’s name, pattern or send-rate toggle on a connections key step', () => {
    render(
      <I18nProvider>
        <Composer />
      </I18nProvider>,
    );
    const card = screen.getByRole('group', { name: /Chat rooms/ });
    const untouched = [
      within(card).getByRole('textbox', { name: 'Name' }),
      within(card).getByRole('combobox', { name: 'Pattern' }),
      within(card).getByRole('checkbox', { name: 'Enter as messages per second' }),
    ];
    const writes = new MutationObserver(() => {});
    for (const control of untouched) {
      writes.observe(control, { attributes: true, childList: true, subtree: true });
    }
    const slider = within(card).getByRole('slider', { name: 'Connections' });
    const before = useScenarioStore.getState().scenario.workloads[0]?.connections ?? 0;
    for (let step = 0; step < 3; step += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(useScenarioStore.getState().scenario.workloads[0]?.connections).toBeGreaterThan(before);
    expect(writes.takeRecords().map((record) => record.attributeName ?? record.type)).toEqual([]);
    writes.disconnect();
  });
});
