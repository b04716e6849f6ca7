/**
 * The Azure CLI script run by bash against a stand-in `az` that logs its arguments: the commands, the names
 * the shell variables expand to and the ids passed from one command to the next.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deployFixtures, webPubSubDeployFixtures } from '../../tests/fixtures/deployPlans';
import type { AutoscaleBody } from './autoscaleBody';
import { deployTexts } from './deployTexts';

const folder = mkdtempSync(join(tmpdir(), 'signalr-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A stand-in `az`: logs each call on one line, keeps each `--properties` JSON in its own file, and answers
 * `--query id` with an id named after the resource.
 */
const fakeAz = `#!/usr/bin/env bash
line="$*"
printf '%s\\n' "\${line//$'\\n'/}" >> "$AZ_LOG"
for arg in "$@"; do
  if [ "$previous" = "--name" ] || [ "$previous" = "--replica-name" ]; then resource="$arg"; fi
  if [ "$previous" = "--properties" ]; then
    count=$(ls "$AZ_LOG".*.json 2>/dev/null | wc -l)
    printf '%s' "$arg" > "$AZ_LOG.$count.json"
  fi
  previous="$arg"
done
case "$*" in
  "group show"*) echo eastus ;;
  *"--query id"*) echo "/id/$resource" ;;
esac
`;

let runs = 0;

function run(script: string, environment: Record<string, string> = {}): string[] {
  const result = runScript(script, environment);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.calls;
}

function runScript(script: string, environment: Record<string, string> = {}) {
  runs += 1;
  const log = join(folder, `az-${runs}.log`);
  const file = join(folder, `deploy-${runs}.sh`);
  writeFileSync(join(folder, 'az'), fakeAz);
  chmodSync(join(folder, 'az'), 0o755);
  writeFileSync(file, script);
  // Only what the script needs: no profile or rc file of the machine's user runs with it.
  writeFileSync(log, '');
  const result = spawnSync('bash', [file], {
    env: { PATH: `${folder}:${process.env.PATH ?? ''}`, HOME: folder, AZ_LOG: log, ...environment },
    encoding: 'utf8',
  });
  const logged = readFileSync(log, 'utf8').trimEnd();
  const bodies = Array.from({ length: 20 }, (_, index) => `${log}.${index}.json`)
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as AutoscaleRequest);
  return {
    status: result.status,
    stderr: result.stderr,
    stdout: result.stdout,
    calls: logged ? logged.split('\n') : [],
    bodies,
  };
}

interface AutoscaleRequest {
  location: string;
  tags: Record<string, string>;
  properties: AutoscaleBody<string>;
}

const creates = (calls: readonly string[]) => calls.filter((call) => /\bcreate\b/.test(call));
const commandsOf = (calls: readonly string[]) => calls.map((call) => call.split(' --')[0]);

function cliOf(index: number): string {
  const { deployment, scenarioName } = deployFixtures[index] as (typeof deployFixtures)[number];
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error('not deployable');
  return result.texts.cli;
}

describe('the Premium plan with two replicas and autoscale', () => {
  it('creates the instance and each replica, then each region’s autoscale after the last replica', () => {
    const calls = run(cliOf(1));
    expect(commandsOf(calls)).toEqual([
      'group show',
      'signalr create',
      'signalr replica create',
      'signalr replica create',
      'resource create',
      'resource create',
      'resource create',
      'signalr show',
    ]);
    expect(calls[1]).toBe(
      'signalr create --name global-chat --resource-group global-chat-rg --location eastus --sku Premium_P1 --unit-count 20 --service-mode Default --allowed-origins * --tags --query id --output tsv',
    );
    expect(calls[2]).toBe(
      'signalr replica create --signalr-name global-chat --replica-name global-chat-westus2 --resource-group global-chat-rg --location westus2 --sku Premium_P1 --unit-count 20 --tags --query id --output tsv',
    );
    expect(calls[3]).toContain('--replica-name global-chat-northeurope');
    expect(calls[3]).toContain('--unit-count 10');
    expect(calls[6]).toMatch(
      /^resource create --resource-group global-chat-rg --name global-chat-northeurope-autoscale --resource-type Microsoft.Insights\/autoscalesettings --api-version 2022-10-01 --is-full-object --properties \{/,
    );
  });

  it('sends each autoscale setting as the API’s JSON, in its own region, stepping by ServiceAllowedNextValue', () => {
    const { bodies } = runScript(cliOf(1), { TAGS: 'team=chat env=prod' });
    expect(bodies.map((body) => [body.location, body.properties.targetResourceUri])).toEqual([
      ['eastus', '/id/global-chat'],
      ['westus2', '/id/global-chat-westus2'],
      ['northeurope', '/id/global-chat-northeurope'],
    ]);
    for (const body of bodies) {
      expect(body.tags).toEqual({ team: 'chat', env: 'prod' });
      for (const profile of body.properties.profiles) {
        for (const rule of profile.rules) {
          expect(rule.scaleAction).toMatchObject({ type: 'ServiceAllowedNextValue', value: '1' });
          expect(rule.metricTrigger.metricResourceUri).toBe(body.properties.targetResourceUri);
        }
      }
    }
    expect(bodies[2]?.properties.profiles[0]?.rules[0]?.metricTrigger.metricNamespace).toBe(
      'Microsoft.SignalRService/SignalR/replicas',
    );
  });

  it('takes the names and regions from the environment when they are set', () => {
    const calls = run(cliOf(1), {
      NAME: 'contoso',
      RESOURCE_GROUP: 'prod',
      LOCATION: 'centralus',
      REPLICA_LOCATIONS: 'canadacentral eastus2',
    });
    expect(calls[0]).toBe(
      'signalr create --name contoso --resource-group prod --location centralus --sku Premium_P1 --unit-count 20 --service-mode Default --allowed-origins * --tags --query id --output tsv',
    );
    expect(calls[1]).toContain(
      '--replica-name contoso-canadacentral --resource-group prod --location canadacentral',
    );
    expect(calls[2]).toContain('--replica-name contoso-eastus2');
  });

  it('defaults the replica regions to regions other than the primary’s', () => {
    const calls = run(cliOf(1), { LOCATION: 'westus2' });
    expect(calls.filter((call) => call.startsWith('signalr replica create'))).toEqual([
      expect.stringContaining('--location southeastasia'),
      expect.stringContaining('--location northeurope'),
    ]);
  });

  it.each([
    [{ REPLICA_LOCATIONS: 'westus2' }, 'REPLICA_LOCATIONS: 2 regions, one per replica; 1 given.'],
    [
      { LOCATION: 'westus2', REPLICA_LOCATIONS: 'westus2 northeurope' },
      "REPLICA_LOCATIONS: westus2 is the primary's region",
    ],
    [{ REPLICA_LOCATIONS: 'northeurope northeurope' }, 'northeurope is the primary'],
    [{ TAGS: 'team' }, "TAGS: 'team' is not key=value"],
    [{ CORS_ALLOWED_ORIGINS: 'contoso.com' }, "CORS_ALLOWED_ORIGINS: 'contoso.com'"],
    [{ LOG_ANALYTICS_WORKSPACE_ID: 'my-workspace' }, 'LOG_ANALYTICS_WORKSPACE_ID'],
    [{ ENABLE_SYSTEM_IDENTITY: 'yes' }, "ENABLE_SYSTEM_IDENTITY 'yes'"],
    [{ NAME: 'x' }, "NAME 'x'"],
  ])('checks every input before the first create: %o', (environment, message) => {
    const { status, stderr, calls } = runScript(cliOf(1), environment);
    expect(status).not.toBe(0);
    expect(stderr).toContain('Nothing was created');
    expect(stderr).toContain(message);
    expect(creates(calls)).toEqual([]);
  });

  it('gives each region its diagnostic setting and the instance its identity when asked', () => {
    const workspace =
      '/subscriptions/0000/resourceGroups/ops/providers/Microsoft.OperationalInsights/workspaces/logs';
    const calls = run(cliOf(1), {
      LOG_ANALYTICS_WORKSPACE_ID: workspace,
      ENABLE_SYSTEM_IDENTITY: 'true',
    });
    expect(commandsOf(calls).slice(0, 8)).toEqual([
      'group show',
      'signalr create',
      'signalr identity assign',
      'monitor diagnostic-settings create',
      'signalr replica create',
      'monitor diagnostic-settings create',
      'signalr replica create',
      'monitor diagnostic-settings create',
    ]);
    expect(calls[5]).toBe(
      `monitor diagnostic-settings create --name logs-to-workspace --resource /id/global-chat-westus2 --workspace ${workspace} --logs [{"categoryGroup":"allLogs","enabled":true}] --metrics [{"category":"AllMetrics","enabled":true}]`,
    );
  });
});

it('creates each of several instances under its own name', () => {
  const calls = run(cliOf(2), { LOCATION: 'westeurope' });
  expect(creates(calls)).toEqual(
    [1, 2, 3].map(
      (instance) =>
        `signalr create --name live-scores-${instance} --resource-group live-scores-rg --location westeurope --sku Standard_S1 --unit-count 100 --service-mode Serverless --allowed-origins * --tags --query id --output tsv`,
    ),
  );
});

describe('the Premium Web PubSub plan', () => {
  const { deployment, scenarioName } = webPubSubDeployFixtures[1];
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error('not deployable');
  const script = result.texts.cli;
  const upstream = { EVENT_HANDLER_URL_TEMPLATE: 'https://chat.contoso.com/api/{hub}/{event}' };

  it('stops before creating anything when the upstream’s URL template is not set', () => {
    const { status, stderr, calls } = runScript(script);
    expect(status).not.toBe(0);
    expect(stderr).toContain('Set EVENT_HANDLER_URL_TEMPLATE');
    expect(calls.filter((call) => call.includes(' create '))).toEqual([]);
  });

  it('creates the instance, its hub with the event handler, each replica, then each region’s autoscale', () => {
    const { calls, bodies } = runScript(script, upstream);
    expect(commandsOf(calls)).toEqual([
      'group show',
      'extension add',
      'webpubsub create',
      'webpubsub hub create',
      'webpubsub replica create',
      'webpubsub replica create',
      'resource create',
      'resource create',
      'resource create',
      'webpubsub show',
    ]);
    expect(calls[2]).toBe(
      'webpubsub create --name support-chat --resource-group support-chat-rg --location eastus --sku Premium_P1 --unit-count 20 --kind WebPubSub --tags --query id --output tsv',
    );
    expect(calls[3]).toBe(
      'webpubsub hub create --name support-chat --resource-group support-chat-rg --hub-name support_chat --event-handler url-template=https://chat.contoso.com/api/{hub}/{event} user-event-pattern=*',
    );
    expect(calls[4]).toBe(
      'webpubsub replica create --name support-chat --replica-name support-chat-westus2 --resource-group support-chat-rg --location westus2 --sku Premium_P1 --unit-count 20 --tags --query id --output tsv',
    );
    expect(
      bodies.map((body) => body.properties.profiles[0]?.rules[0]?.metricTrigger.metricNamespace),
    ).toEqual([
      'Microsoft.SignalRService/WebPubSub',
      'Microsoft.SignalRService/WebPubSub/replicas',
      'Microsoft.SignalRService/WebPubSub/replicas',
    ]);
    expect(calls.join('\n')).not.toContain('signalr');
  });
});

it('writes no hub for a Web PubSub plan whose clients send no event to an upstream', () => {
  const { deployment, scenarioName } = webPubSubDeployFixtures[0];
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error('not deployable');
  expect(commandsOf(run(result.texts.cli, { LOCATION: 'westeurope' }))).toEqual([
    'extension add',
    'webpubsub create',
    'webpubsub show',
  ]);
});
