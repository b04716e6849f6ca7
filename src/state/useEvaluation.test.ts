import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTeamChat } from '../../tests/fixtures/teamChat';
import { useScenarioStore } from './scenarioStore';
import {
  asKeyStep,
  defaultSettleMilliseconds,
  foldedViewsNow,
  idleRestMilliseconds,
  keyBurstMilliseconds,
  setSettleMilliseconds,
  useEvaluation,
  useIdleScenario,
  useSettledScenario,
} from './useEvaluation';

beforeEach(() => {
  vi.useFakeTimers();
  setSettleMilliseconds(defaultSettleMilliseconds);
  loadTeamChat(useScenarioStore);
  vi.advanceTimersByTime(defaultSettleMilliseconds);
});

afterEach(() => {
  setSettleMilliseconds(0);
  vi.useRealTimers();
});

const edit = (connections: number) =>
  act(() => useScenarioStore.getState().workloadEdited(0, { connections }));

describe('light and heavy panels during a drag', () => {
  it('light panels follow every tick; heavy ones wait until the drag stops', () => {
    const light = renderHook(() => useEvaluation());
    const heavy = renderHook(() => useSettledScenario());
    for (let tick = 1; tick <= 30; tick += 1) {
      edit(21_000 + tick * 100);
      act(() => {
        vi.advanceTimersByTime(16);
      });
      expect(light.result.current.totals.connections).toBe(21_000 + tick * 100 + 20_000);
    }
    expect(heavy.result.current.workloads[0]?.connections).toBe(20_000);
    act(() => {
      vi.advanceTimersByTime(defaultSettleMilliseconds);
    });
    expect(heavy.result.current.workloads[0]?.connections).toBe(24_000);
  });

  it('a key step reaches heavy panels right after the next frame, without waiting for the quiet time', () => {
    const heavy = renderHook(() => useSettledScenario());
    act(() =>
      asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections: 22_000 })),
    );
    expect(heavy.result.current.workloads[0]?.connections).toBe(20_000);
    act(() => {
      vi.advanceTimersByTime(17);
    });
    expect(heavy.result.current.workloads[0]?.connections).toBe(22_000);
  });

  it('key steps closer together than a burst allows (a held or fast-tapped key) reach heavy panels once they pause', () => {
    const heavy = renderHook(() => useSettledScenario());
    const step = (connections: number) =>
      act(() => asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections })));
    const wait = (milliseconds: number) =>
      act(() => {
        vi.advanceTimersByTime(milliseconds);
      });
    step(22_000);
    wait(17);
    // The first step is alone: its charts follow right after its frame.
    expect(heavy.result.current.workloads[0]?.connections).toBe(22_000);
    wait(33);
    step(23_000);
    wait(50);
    step(24_000);
    wait(keyBurstMilliseconds - 1);
    // Mid-burst: nothing heavy is drawn between steps.
    expect(heavy.result.current.workloads[0]?.connections).toBe(22_000);
    wait(1);
    expect(heavy.result.current.workloads[0]?.connections).toBe(24_000);
    // A step well after the burst is alone again.
    wait(keyBurstMilliseconds);
    step(25_000);
    wait(17);
    expect(heavy.result.current.workloads[0]?.connections).toBe(25_000);
  });

  it('another edit between key steps ends their burst', () => {
    const heavy = renderHook(() => useSettledScenario());
    act(() =>
      asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections: 22_000 })),
    );
    act(() => useScenarioStore.getState().workloadAdded('echo'));
    act(() =>
      asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections: 23_000 })),
    );
    act(() => {
      vi.advanceTimersByTime(17);
    });
    expect(heavy.result.current.workloads[0]?.connections).toBe(23_000);
  });

  it('a drag tick after a key step waits for the quiet time again', () => {
    const heavy = renderHook(() => useSettledScenario());
    act(() =>
      asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections: 22_000 })),
    );
    edit(23_000);
    act(() => {
      vi.advanceTimersByTime(17);
    });
    expect(heavy.result.current.workloads[0]?.connections).toBe(20_000);
    act(() => {
      vi.advanceTimersByTime(defaultSettleMilliseconds);
    });
    expect(heavy.result.current.workloads[0]?.connections).toBe(23_000);
  });

  it('a structural change (a preset, an import, a removed workload) reaches heavy panels at once', () => {
    const heavy = renderHook(() => useSettledScenario());
    act(() => useScenarioStore.getState().workloadRemoved(1));
    expect(heavy.result.current.workloads).toHaveLength(1);
    act(() => useScenarioStore.getState().patternChosen(0, 'echo'));
    expect(heavy.result.current.workloads[0]?.pattern).toBe('echo');
  });
});

describe('folded and off-screen views (the other service’s line, the printed summary)', () => {
  it('follow the settled scenario once it has rested and the page is idle, never each key step', () => {
    const folded = renderHook(() => useIdleScenario());
    const heavy = renderHook(() => useSettledScenario());
    act(() => {
      vi.advanceTimersByTime(idleRestMilliseconds + 20);
    });
    expect(folded.result.current.workloads[0]?.connections).toBe(20_000);
    // Key steps a frame apart and then 200 ms apart: each settles, none reaches the folded views.
    for (const connections of [21_000, 22_000, 23_000]) {
      act(() => asKeyStep(() => useScenarioStore.getState().workloadEdited(0, { connections })));
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(heavy.result.current.workloads[0]?.connections).toBe(connections);
      expect(folded.result.current.workloads[0]?.connections).toBe(20_000);
    }
    act(() => {
      vi.advanceTimersByTime(idleRestMilliseconds + 20);
    });
    expect(folded.result.current.workloads[0]?.connections).toBe(23_000);
  });

  it('catch up at once when the page is about to print', () => {
    const folded = renderHook(() => useIdleScenario());
    edit(25_000);
    act(() => foldedViewsNow());
    expect(folded.result.current.workloads[0]?.connections).toBe(25_000);
  });
});
