/**
 * Runs the steps of the repository's GitHub composite action (action.yml) and of its Azure Pipelines template
 * (ci-templates/azure-pipelines.yml) as their runners do: each `run`/`bash` step a bash script, its expressions
 * (`${{ inputs.… }}`, `${{ steps.….outputs.… }}`, `${{ parameters.… }}`) and macros (`$(Agent.TempDirectory)`)
 * filled in from a context, its outputs read back (GITHUB_OUTPUT, `##vso[task.setvariable …]`). Only what these
 * two files use is understood; anything else throws, so a new construct in them cannot go untested.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface StepRun {
  name: string;
  code: number;
  stdout: string;
  stderr: string;
}

type Context = Record<string, unknown>;

function lookup(context: Context, path: string): unknown {
  let value: unknown = context;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) {
      throw new Error(`No ${path} in the context`);
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `${{ a.b.c }}` replaced with the context's value; only plain property paths are understood. */
function expressions(text: string, context: Context): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, path: string) => {
    if (!/^[\w.-]+$/.test(path)) throw new Error(`Unknown expression: ${path}`);
    return String(lookup(context, path));
  });
}

function bash(script: string, cwd: string, env: NodeJS.ProcessEnv) {
  const folder = mkdtempSync(join(tmpdir(), 'ci-step-'));
  const file = join(folder, 'step.sh');
  writeFileSync(file, script);
  // GitHub's `shell: bash` and Azure's Bash task both run the script with bash, failing on the first error.
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], {
    cwd,
    env,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

interface ActionStep {
  name: string;
  id?: string;
  shell?: string;
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}

interface ActionFile {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: ActionStep[] };
}

export interface ActionRun {
  steps: StepRun[];
  /** The outputs each step wrote, by step id. */
  outputs: Record<string, Record<string, string>>;
  /** What the steps appended to the run's summary. */
  summary: string;
}

/** GITHUB_OUTPUT's lines: `name=value` (a multi-line `name<<EOF` is not used by the action). */
function outputsOf(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const at = line.indexOf('=');
    if (at < 1) throw new Error(`An output line the test does not read: ${line}`);
    outputs[line.slice(0, at)] = line.slice(at + 1);
  }
  return outputs;
}

/**
 * Runs a composite action's steps in `workspace`, with the given inputs (the others at their defaults) and the
 * `github` context; stops at the first step that fails, as a job does.
 */
export function runCompositeAction(options: {
  actionFile: string;
  workspace: string;
  inputs: Record<string, string>;
  github: Context;
  env: NodeJS.ProcessEnv;
}): ActionRun {
  const action = parse(readFileSync(options.actionFile, 'utf8')) as ActionFile;
  if (action.runs.using !== 'composite') throw new Error('Not a composite action');
  const temp = mkdtempSync(join(tmpdir(), 'runner-temp-'));
  const summaryFile = join(temp, 'step-summary.md');
  writeFileSync(summaryFile, '');
  const context: Context = { github: options.github, runner: { temp }, steps: {} };
  const inputs: Record<string, string> = {};
  for (const [name, input] of Object.entries(action.inputs)) {
    inputs[name] = options.inputs[name] ?? expressions(input.default ?? '', context);
  }
  context.inputs = inputs;
  const run: ActionRun = { steps: [], outputs: {}, summary: '' };
  for (const [index, step] of action.runs.steps.entries()) {
    if (step.uses || step.if || step.shell !== 'bash' || step.run === undefined) {
      throw new Error(`A step the test cannot run as the runner would: ${step.name}`);
    }
    const outputFile = join(temp, `output-${index}`);
    writeFileSync(outputFile, '');
    const stepEnv = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([key, value]) => [key, expressions(value, context)]),
    );
    const result = bash(expressions(step.run, context), options.workspace, {
      ...options.env,
      ...stepEnv,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_ACTION_PATH: join(options.actionFile, '..'),
      GITHUB_WORKSPACE: options.workspace,
      RUNNER_TEMP: temp,
    });
    run.steps.push({ name: step.name, ...result });
    if (step.id) {
      const outputs = outputsOf(readFileSync(outputFile, 'utf8'));
      run.outputs[step.id] = outputs;
      (context.steps as Context)[step.id] = { outputs };
    }
    if (result.code !== 0) break;
  }
  run.summary = readFileSync(summaryFile, 'utf8');
  return run;
}

interface PipelineStep {
  bash?: string;
  name?: string;
  displayName: string;
  condition?: string;
  env?: Record<string, string>;
}

interface PipelineTemplate {
  parameters: { name: string; default: string }[];
  steps: PipelineStep[];
}

/** The one condition the template uses: a pull request's build, the steps before it succeeded. */
const pullRequestCondition = "and(succeeded(), eq(variables['Build.Reason'], 'PullRequest'))";

/** `$(Name.Of.Variable)` replaced where the variable exists, as Azure Pipelines expands macros. */
function macros(text: string, variables: Record<string, string>): string {
  return text.replace(/\$\(([\w.]+)\)/g, (macro, name: string) => variables[name] ?? macro);
}

/**
 * Runs a steps template's `bash` steps in `sources` with the given parameters (the others at their defaults) and
 * the pipeline's variables (each also in the environment, as Azure names them: System.TeamProjectId becomes
 * SYSTEM_TEAMPROJECTID); stops at the first step that fails.
 */
export function runPipelineTemplate(options: {
  templateFile: string;
  sources: string;
  parameters: Record<string, string>;
  variables: Record<string, string>;
  secrets: readonly string[];
  env: NodeJS.ProcessEnv;
}): StepRun[] {
  const template = parse(readFileSync(options.templateFile, 'utf8')) as PipelineTemplate;
  const parameters: Record<string, string> = {};
  for (const parameter of template.parameters) {
    parameters[parameter.name] = options.parameters[parameter.name] ?? parameter.default;
  }
  const context: Context = { parameters };
  const variables: Record<string, string> = {
    ...options.variables,
    'Agent.TempDirectory': mkdtempSync(join(tmpdir(), 'agent-temp-')),
  };
  const runs: StepRun[] = [];
  for (const step of template.steps) {
    if (step.bash === undefined) throw new Error(`A step the test cannot run: ${step.displayName}`);
    if (step.condition !== undefined && step.condition !== pullRequestCondition) {
      throw new Error(`A condition the test does not evaluate: ${step.condition}`);
    }
    if (step.condition === pullRequestCondition && variables['Build.Reason'] !== 'PullRequest') {
      continue;
    }
    // Secret variables reach a script only through its step's env.
    const predefined = Object.fromEntries(
      Object.entries(variables)
        .filter(([name]) => !options.secrets.includes(name))
        .map(([name, value]) => [name.replace(/\./g, '_').toUpperCase(), value]),
    );
    const stepEnv = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([key, value]) => [
        key,
        macros(expressions(value, context), variables),
      ]),
    );
    const script = macros(expressions(step.bash, context), variables);
    const result = bash(script, options.sources, { ...options.env, ...predefined, ...stepEnv });
    runs.push({ name: step.displayName, ...result });
    for (const match of result.stdout.matchAll(
      /^##vso\[task\.setvariable variable=(\w+);isOutput=true\](.*)$/gm,
    )) {
      variables[`${step.name ?? ''}.${match[1] ?? ''}`] = match[2] ?? '';
    }
    if (result.code !== 0) break;
  }
  return runs;
}
