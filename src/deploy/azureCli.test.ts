/**
 * The Azure CLI script run by bash against a stand-in `az` that logs its arguments: the commands, the names
 * the shell variables expand to and the ids passed from one command to the next.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deployFixtures, webPubSubDeployFixtures } from '../../tests/fixtures/deployPlans';
import { deployTexts } from './deployTexts';

const folder = mkdtempSync(join(tmpdir(), 'signalr-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in `az`: logs each call, answers `--query id` with an id named after the resource. */
const fakeAz = `#!/usr/bin/env bash
printf '%s\\n' "$*" >> "$AZ_LOG"
for arg in "$@"; do
  if [ "$previous" = "--name" ] || [ "$previous" = "--replica-name" ]; then resource="$arg"; fi
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
  return {
    status: result.status,
    stderr: result.stderr,
    calls: logged ? logged.split('\n') : [],
  };
}

function cliOf(index: number): string {
  const { deployment, scenarioName } = deployFixtures[index] as (typeof deployFixtures)[number];
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error('not deployable');
  return result.texts.cli;
}

describe('the Premium plan with two replicas and autoscale', () => {
  it('creates the instance, its autoscale, then each replica and its autoscale, passing the ids on', () => {
    const calls = run(cliOf(1));
    expect(calls.map((call) => call.split(' --')[0])).toEqual([
      'group show',
      'signalr create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
      'signalr replica create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
      'signalr replica create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
    ]);
    expect(calls[1]).toBe(
      'signalr create --name global-chat --resource-group global-chat-rg --location eastus --sku Premium_P1 --unit-count 20 --service-mode Default --query id --output tsv',
    );
    expect(calls[7]).toBe(
      'signalr replica create --signalr-name global-chat --replica-name global-chat-westus2 --resource-group global-chat-rg --location westus2 --sku Premium_P1 --unit-count 20 --query id --output tsv',
    );
    expect(calls[13]).toContain('--replica-name global-chat-northeurope');
    expect(calls[13]).toContain('--unit-count 10');
    expect(calls[14]).toBe(
      'monitor autoscale create --resource-group global-chat-rg --name global-chat-northeurope-autoscale --resource /id/global-chat-northeurope --min-count 5 --max-count 10 --count 10',
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
      'signalr create --name contoso --resource-group prod --location centralus --sku Premium_P1 --unit-count 20 --service-mode Default --query id --output tsv',
    );
    expect(calls[6]).toContain(
      '--replica-name contoso-canadacentral --resource-group prod --location canadacentral',
    );
    expect(calls[12]).toContain('--replica-name contoso-eastus2');
  });
});

it('creates each of several instances under its own name', () => {
  const calls = run(cliOf(2), { LOCATION: 'westeurope' });
  expect(calls).toEqual(
    [1, 2, 3].map(
      (instance) =>
        `signalr create --name live-scores-${instance} --resource-group live-scores-rg --location westeurope --sku Standard_S1 --unit-count 100 --service-mode Serverless`,
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

  it('creates the instance, its hub with the event handler, its autoscale, then each replica', () => {
    const calls = run(script, upstream);
    expect(calls.map((call) => call.split(' --')[0])).toEqual([
      'group show',
      'extension add',
      'webpubsub create',
      'webpubsub hub create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
      'webpubsub replica create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
      'webpubsub replica create',
      'monitor autoscale create',
      ...Array<string>(4).fill('monitor autoscale rule create'),
    ]);
    expect(calls[2]).toBe(
      'webpubsub create --name support-chat --resource-group support-chat-rg --location eastus --sku Premium_P1 --unit-count 20 --kind WebPubSub --query id --output tsv',
    );
    expect(calls[3]).toBe(
      'webpubsub hub create --name support-chat --resource-group support-chat-rg --hub-name support_chat --event-handler url-template=https://chat.contoso.com/api/{hub}/{event} user-event-pattern=*',
    );
    expect(calls[5]).toBe(
      "monitor autoscale rule create --resource-group support-chat-rg --autoscale-name support-chat-autoscale --condition 'Microsoft.SignalRService/WebPubSub' ConnectionQuotaUtilization > 70 avg 10m --scale out 1 --cooldown 30",
    );
    expect(calls[9]).toBe(
      'webpubsub replica create --name support-chat --replica-name support-chat-westus2 --resource-group support-chat-rg --location westus2 --sku Premium_P1 --unit-count 20 --query id --output tsv',
    );
    expect(calls[11]).toContain(
      "--condition 'Microsoft.SignalRService/WebPubSub/replicas' ConnectionQuotaUtilization > 70",
    );
    expect(calls.join('\n')).not.toContain('signalr');
  });
});

it('writes no hub for a Web PubSub plan whose clients send no event to an upstream', () => {
  const { deployment, scenarioName } = webPubSubDeployFixtures[0];
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error('not deployable');
  expect(run(result.texts.cli, { LOCATION: 'westeurope' })).toEqual([
    'extension add --upgrade --name webpubsub',
    'webpubsub create --name match-scores --resource-group match-scores-rg --location westeurope --sku Standard_S1 --unit-count 30 --kind WebPubSub',
  ]);
});
