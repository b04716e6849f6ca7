/**
 * One workload's live figures, from the same memoised evaluation as useEvaluation(): a card re-renders
 * when its own three numbers change, not whenever any workload changes.
 */
import { useShallow } from 'zustand/react/shallow';
import { useScenarioStore } from '../../state/scenarioStore';
import { evaluateOnce } from '../../state/useEvaluation';

export interface WorkloadSummaryFigures {
  inboundMessagesPerSecond: number;
  outboundMessagesPerSecond: number;
  outboundBytesPerSecond: number;
}

export function useWorkloadFigures(index: number): WorkloadSummaryFigures | null {
  return useScenarioStore(
    useShallow((state) => {
      const figures = evaluateOnce(state.scenario).workloads[index];
      if (!figures) return null;
      return {
        inboundMessagesPerSecond: figures.inboundMessagesPerSecond,
        outboundMessagesPerSecond: figures.outboundMessagesPerSecond,
        outboundBytesPerSecond: figures.outboundBytesPerSecond,
      };
    }),
  );
}
