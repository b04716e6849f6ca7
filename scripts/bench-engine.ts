/**
 * Engine benchmark: evaluate a 50-workload scenario against every tier of the current edition, repeatedly.
 * Target: at least 10,000 evaluations per second on a 2-core machine (the page recomputes on every frame).
 */
import {
  defaultTables,
  evaluate,
  patterns,
  planOf,
  profileOf,
  type Scenario,
  type Workload,
} from '../src/engine/index.ts';
import { dayCosts, leversFor } from '../src/engine/planning.ts';
import { benchRow } from './benchReport.ts';

const targetPerSecond = 10_000;

function fiftyWorkloads(): Scenario {
  const workloads: Workload[] = Array.from({ length: 50 }, (_, index) => {
    const pattern = patterns[index % patterns.length] ?? 'echo';
    const connections = 200 + index * 97;
    const broadcasts = pattern === 'broadcast' || pattern === 'restBroadcast';
    return {
      name: `Workload ${index + 1}`,
      pattern,
      connections,
      senders: broadcasts ? 1 : Math.floor(connections / 20),
      messageBytes: 256 + index * 97,
      sendIntervalSeconds: broadcasts ? 10 : 2 + (index % 5),
      ...(pattern === 'group' ? { groupSize: 2 + (index % 30) } : {}),
    };
  });
  return {
    version: 2,
    edition: 'current',
    targetUtilization: 0.7,
    hubs: 1,
    countServerConnections: true,
    workloads,
  };
}

function measure(scenario: Scenario, seconds: number): number {
  let runs = 0;
  let sink = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i += 1) {
      // A fresh object each time, as a store update would give, so nothing is cached by identity.
      const result = evaluate({ ...scenario, targetUtilization: 0.7 + (runs % 7) / 100 });
      sink += result.tiers.length;
      runs += 1;
    }
  }
  if (sink === 0) throw new Error('evaluate returned no tiers');
  return runs / ((performance.now() - start) / 1000);
}

const scenario = fiftyWorkloads();
measure(scenario, 0.5); // warm-up: let the JIT settle
const samples = [measure(scenario, 1), measure(scenario, 1), measure(scenario, 1)].sort(
  (a, b) => a - b,
);
const median = samples[1] ?? 0;
const sample = evaluate(scenario);
const tiers = sample.tiers.length;
if (!sample.recommended) throw new Error('the bench scenario should fit a tier');
benchRow({
  measure: `Engine: evaluations/s of a 50-workload scenario x ${tiers} tiers (median of 3 one-second runs)`,
  target: `≥ ${targetPerSecond.toLocaleString('en-US')}`,
  result: `${Math.round(median).toLocaleString('en-US')} (recommended ${sample.recommended.sku} x${sample.recommended.units})`,
  pass: median >= targetPerSecond,
});

// plan(): the answer the page draws on every slider tick (issue 16): the evaluation's tiers read into a deployment and
// its bill, with the range priced and the several-instances alternative. Plain, and with a day profile and replicas.
const planTargetPerSecond = 1_000;
function measurePlans(input: Scenario, seconds: number): number {
  let runs = 0;
  let sink = 0;
  const start = performance.now();
  while (performance.now() < start + seconds * 1000) {
    const planned = planOf(evaluate({ ...input, targetUtilization: 0.7 + (runs % 7) / 100 }));
    sink += planned.monthly?.totalUsd ?? 0;
    runs += 1;
  }
  if (sink === 0) throw new Error('the plan bench should fit');
  return runs / ((performance.now() - start) / 1000);
}
const planned = {
  ...scenario,
  loadProfile: profileOf('businessHours'),
  replicas: { count: 2, sizing: 'allTraffic' as const },
};
for (const [label, input] of [
  ['plain', scenario],
  ['business hours, 2 replicas', planned],
] as const) {
  measurePlans(input, 0.3);
  const runs = [measurePlans(input, 1), measurePlans(input, 1), measurePlans(input, 1)].sort(
    (a, b) => a - b,
  );
  const perSecond = runs[1] ?? 0;
  benchRow({
    measure: `Engine: plans/s (evaluate + plan) of the 50-workload scenario, ${label} (median of 3)`,
    target: `≥ ${planTargetPerSecond.toLocaleString('en-US')}`,
    result: Math.round(perSecond).toLocaleString('en-US'),
    pass: perSecond >= planTargetPerSecond,
  });
}

// The day's autoscale simulation (issue 9): a 24-hour profile priced fixed, autoscaled and ideal for the
// same 50-workload scenario, from one evaluation (the hours scale its tiers; evaluate() is not called 24 times).
const autoscaleTargetMs = 2;
const profiled = evaluate({ ...scenario, loadProfile: profileOf('businessHours') });
const profiledPlan = planOf(profiled);
const autoscaleRuns = 2000;
for (let i = 0; i < 200; i += 1) dayCosts(profiledPlan, defaultTables); // warm-up
const autoscaleStart = performance.now();
let autoscaleSink = 0;
for (let i = 0; i < autoscaleRuns; i += 1) {
  autoscaleSink += dayCosts(profiledPlan, defaultTables).autoscale?.unitDays ?? 0;
}
const autoscaleMs = (performance.now() - autoscaleStart) / autoscaleRuns;
if (autoscaleSink === 0) throw new Error('the autoscale bench should fit a Premium tier');
benchRow({
  measure: `Engine: one 24-hour autoscale simulation of a 50-workload scenario (mean of ${autoscaleRuns.toLocaleString('en-US')})`,
  target: `< ${autoscaleTargetMs} ms`,
  result: `${autoscaleMs.toFixed(3)} ms`,
  pass: autoscaleMs < autoscaleTargetMs,
});
// "What cuts the bill" re-evaluates the scenario once per candidate lever; it follows the settled scenario,
// so a figure to watch rather than a target.
function measureLevers(seconds: number): { perSecond: number; levers: number } {
  let runs = 0;
  let levers = 0;
  const start = performance.now();
  while (performance.now() < start + seconds * 1000) {
    levers = leversFor({ ...scenario, targetUtilization: 0.7 + (runs % 7) / 100 }).length;
    runs += 1;
  }
  return { perSecond: runs / ((performance.now() - start) / 1000), levers };
}
const leverRun = measureLevers(1);
benchRow({
  measure: `Engine: lever lists/s of the same scenario (${leverRun.levers} levers with a saving; one changed scenario evaluated per candidate)`,
  target: '',
  result: leverRun.perSecond.toFixed(1),
  pass: null,
});
