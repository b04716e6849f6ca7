/**
 * One plan per scenario, however many views draw it (issue 22): with the Deploy tab open beside the answer, the
 * totals, the summary bar and the printed summary, an edit plans the new scenario once. The engine's planOf is
 * counted through the engine's barrel, which every view imports (a module of its own: vite.config.ts).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Evaluation } from '../engine';
import { useScenarioStore } from '../state/scenarioStore';
import { App } from './App.tsx';

const planned = vi.hoisted(() => ({ evaluations: [] as unknown[] }));

vi.mock('../engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../engine')>();
  return {
    ...engine,
    planOf: (...args: Parameters<typeof engine.planOf>) => {
      planned.evaluations.push(args[0]);
      return engine.planOf(...args);
    },
  };
});

/** Lets lazy panels, idle work and effects run. */
async function settled() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('every view of the page draws the one plan of the scenario', () => {
  it('plans an edit once with the Deploy tab open and the printed summary mounted', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('tab', { name: 'Deploy' }));
    await screen.findByRole('region', { name: 'Bicep for this plan' }, { timeout: 10_000 });
    await settled();

    planned.evaluations.length = 0;
    act(() => useScenarioStore.getState().workloadEdited(0, { connections: 12_345 }));
    await settled();

    const edited = planned.evaluations.filter(
      (evaluation) => (evaluation as Evaluation).scenario.workloads[0]?.connections === 12_345,
    );
    expect(edited).toHaveLength(1);
    // The Deploy tab writes the plan every view shows.
    expect(screen.getByRole('region', { name: 'Bicep for this plan' })).toHaveTextContent(
      /capacity/,
    );
  });
});
