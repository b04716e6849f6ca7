/** Whether there is a step to undo or redo, for the buttons: they re-render only when that flips. */
import { useStore } from 'zustand';
import { useScenarioStore } from './scenarioStore';

export function useCanUndo(): boolean {
  return useStore(useScenarioStore.temporal, (history) => history.pastStates.length > 0);
}

export function useCanRedo(): boolean {
  return useStore(useScenarioStore.temporal, (history) => history.futureStates.length > 0);
}
