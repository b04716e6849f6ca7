/**
 * Results derived from the store's inputs through the engine. Every panel that needs results calls these
 * hooks; the engine runs once per scenario, however many panels read it.
 *
 * Two speeds: light panels (the recommendation, totals, the card being dragged) follow every slider tick;
 * heavy panels (charts, the working, the share link) follow the *settled* scenario, the one that has not
 * changed for `settleMilliseconds`. During a drag they keep their last picture and cost nothing; they
 * catch up once, together, a moment after the drag stops (well within the 100 ms the page allows).
 *
 * A key step on a slider (asKeyStep) on its own is a whole edit, not one tick of many: the heavy panels follow
 * it as soon as the page is idle after the frame that shows the step (at the latest after the quiet time). The
 * charts' own re-render cannot be interrupted (recharts re-renders from its store synchronously), so it has to
 * run where no key is waiting: right after the step is on screen, not a quiet time later, which is where the
 * next key press of someone tapping an arrow key lands. Steps that come faster than `keyBurstMilliseconds`
 * apart (a key held down, or tapped fast) are one gesture, like a drag: the heavy panels follow once it
 * pauses. Between its steps the page then draws one frame per step and nothing else; a chart drawn between
 * them would also set the browser's frames to the display's clock, so each next step waits for a tick.
 */
import { useDeferredValue } from 'react';
import { create } from 'zustand';
import { evaluate, evaluateValid, type Evaluation, type Scenario } from '../engine';
import { idle, whenIdle } from './idle';
import { useScenarioStore } from './scenarioStore';

export const defaultSettleMilliseconds = 40;
let settleMilliseconds = defaultSettleMilliseconds;

/** Sets the quiet time; 0 settles every change at once (component tests use it). */
export function setSettleMilliseconds(milliseconds: number): void {
  settleMilliseconds = milliseconds;
}

const evaluations = new WeakMap<Scenario, Evaluation>();

/**
 * The store's scenario is valid by construction (parsed where it came in, edited by actions that keep it within
 * the format): the page trusts its type and skips the engine's gate, which would bring the schemas (zod) into the
 * first load and parse the scenario's own fields on every key step. Development and the tests keep the gate, so an
 * action that broke the format fails there.
 */
const evaluateStored: (scenario: Scenario) => Evaluation =
  (import.meta.env?.DEV ?? true) ? evaluate : evaluateValid;

/** evaluate(), once per scenario object: the store never mutates one, so identity is enough. */
export function evaluateOnce(scenario: Scenario): Evaluation {
  let evaluation = evaluations.get(scenario);
  if (!evaluation) {
    evaluation = evaluateStored(scenario);
    evaluations.set(scenario, evaluation);
  }
  return evaluation;
}

/** The settled scenario, shared by every heavy panel so they all redraw in the same render. */
const useSettledStore = create<{ scenario: Scenario }>()(() => ({
  scenario: useScenarioStore.getState().scenario,
}));

const settle = () => useSettledStore.setState({ scenario: useScenarioStore.getState().scenario });

/** The settle that is waiting, if any: a newer edit replaces it. */
let cancelPendingSettle: (() => void) | undefined;

function settleAfterQuiet(milliseconds: number): void {
  const timer = setTimeout(settleNow, milliseconds);
  cancelPendingSettle = () => clearTimeout(timer);
}

/** A frame at 60 Hz: how long a key step's charts wait for the page to be idle after its frame. */
const idleWaitMilliseconds = 16;

function settleAfterNextFrame(): void {
  let cancelIdle: (() => void) | undefined;
  // After the frame that shows the step, and after whatever input is already waiting.
  const frame = requestAnimationFrame(() => {
    cancelIdle = whenIdle(settleNow, idleWaitMilliseconds);
  });
  // A hidden page draws no frames: the quiet time still settles it.
  const fallback = setTimeout(settleNow, settleMilliseconds);
  cancelPendingSettle = () => {
    cancelAnimationFrame(frame);
    cancelIdle?.();
    clearTimeout(fallback);
  };
}

function settleNow(): void {
  cancelPendingSettle?.();
  cancelPendingSettle = undefined;
  settle();
}

/** Key steps closer together than this are one gesture (a key held down repeats every 30-50 ms). */
export const keyBurstMilliseconds = 150;

let keyStepRunning: 'alone' | 'inBurst' | null = null;
let lastKeyStepAt = Number.NEGATIVE_INFINITY;

/**
 * Runs a slider's key step (an arrow key, Page Up, Home...): the heavy panels follow the step right after
 * the frame that shows it, instead of after the quiet time that waits out a drag; in a burst of steps, once
 * the burst pauses.
 */
export function asKeyStep(edit: () => void): void {
  const now = performance.now();
  const sinceLast = now - lastKeyStepAt;
  keyStepRunning = sinceLast >= 0 && sinceLast < keyBurstMilliseconds ? 'inBurst' : 'alone';
  lastKeyStepAt = now;
  try {
    edit();
  } finally {
    keyStepRunning = null;
  }
}

/** A slider or typed number: the same workloads with the same patterns, only numbers or names changed. */
export function isContinuousEdit(previous: Scenario, next: Scenario): boolean {
  if (
    previous.service !== next.service ||
    previous.edition !== next.edition ||
    previous.workloads.length !== next.workloads.length
  ) {
    return false;
  }
  return next.workloads.every(
    (workload, index) => workload.pattern === previous.workloads[index]?.pattern,
  );
}

// Structural changes (a preset, an import, adding or removing a workload) settle at once; continuous
// edits (every tick of a drag, including the first) settle once, when they have stopped; a key step settles
// after the next frame, and a burst of them once it pauses.
useScenarioStore.subscribe((state, previous) => {
  if (state.scenario === previous.scenario) return;
  cancelPendingSettle?.();
  cancelPendingSettle = undefined;
  // Any other edit ends a burst of key steps.
  if (keyStepRunning === null) lastKeyStepAt = Number.NEGATIVE_INFINITY;
  if (settleMilliseconds === 0 || !isContinuousEdit(previous.scenario, state.scenario)) settle();
  else if (keyStepRunning === 'alone') settleAfterNextFrame();
  else if (keyStepRunning === 'inBurst') settleAfterQuiet(keyBurstMilliseconds);
  else settleAfterQuiet(settleMilliseconds);
});

/** The scenario as the user composes it, tick by tick. */
export function useScenario(): Scenario {
  return useScenarioStore((state) => state.scenario);
}

/** The evaluation of the current scenario, for the light panels that must follow every slider tick. */
export function useEvaluation(): Evaluation {
  return evaluateOnce(useScenario());
}

/** The scenario once it has stopped changing: for heavy panels. Rendered at low priority as well. */
export function useSettledScenario(): Scenario {
  return useDeferredValue(useSettledStore((state) => state.scenario));
}

/**
 * Folded and off-screen views (the other service's line, the printed summary) follow the settled scenario once
 * it has rested this long and the page is then idle: never on a key step's path, and once for a run of steps
 * however they come.
 */
export const idleRestMilliseconds = 400;
const idleWaitForFoldedMilliseconds = 1000;

const useIdleStore = create<{ scenario: Scenario }>()(() => ({
  scenario: useSettledStore.getState().scenario,
}));

let cancelIdleFollow: (() => void) | undefined;

/** Brings the folded views up to the scenario now, at once: before the page is printed. */
export function foldedViewsNow(): void {
  cancelIdleFollow?.();
  cancelIdleFollow = undefined;
  useIdleStore.setState({ scenario: useScenarioStore.getState().scenario });
}

useSettledStore.subscribe(({ scenario }) => {
  cancelIdleFollow?.();
  // A new scenario altogether (a link opened at start, a preset, an import) is no step of an edit: at once.
  if (settleMilliseconds === 0 || !isContinuousEdit(useIdleStore.getState().scenario, scenario)) {
    useIdleStore.setState({ scenario });
    return;
  }
  let cancelWait: (() => void) | undefined;
  const rest = setTimeout(() => {
    cancelWait = whenIdle(() => useIdleStore.setState({ scenario }), idleWaitForFoldedMilliseconds);
  }, idleRestMilliseconds);
  cancelIdleFollow = () => {
    clearTimeout(rest);
    cancelWait?.();
  };
});

/** The settled scenario once the page is idle after it: for folded and off-screen views. */
export function useIdleScenario(): Scenario {
  return useIdleStore((state) => state.scenario);
}

/** Resolves once the page is idle: a folded view's code loads then, not while the page starts. */
export function foldedViewReady(): Promise<void> {
  return idle(idleWaitForFoldedMilliseconds);
}

/** The evaluation of the settled scenario: for the charts and the working. */
export function useDeferredEvaluation(): Evaluation {
  return evaluateOnce(useSettledScenario());
}
