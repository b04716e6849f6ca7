/**
 * The Bicep file and the Azure CLI script of five plans against golden files (tests/fixtures/deploy/), which
 * were reviewed by hand against the vendor's pages each output names in its header. A change to an output
 * shows here as a diff to review, never as an update nobody read.
 *
 * The two Web PubSub files (webpubsub-standard, webpubsub-premium-replicas) were reviewed against:
 * Azure/azure-rest-api-specs specification/webpubsub/resource-manager/Microsoft.SignalRService/SignalRService
 * (readme.md: 2024-03-01 is the newest stable version; stable/2024-03-01/webpubsub.json: `WebPubSubResource`,
 * `kind` WebPubSub, `ResourceSku.capacity`'s allowed counts, `Replica`, `WebPubSubHub`, `EventHandler`);
 * MicrosoftDocs/azure-docs articles/azure-web-pubsub/howto-scale-autoscale.md (Premium only, Connection Quota
 * Utilization and Server Load, "Increments or decrements are done between available units"),
 * howto-enable-geo-replication.md (Premium, "Each replica has its own unit and autoscale settings", the Bicep and
 * `az webpubsub replica create` examples), howto-develop-eventhandler.md (URL template, `{hub}` and `{event}`,
 * user event pattern, the upstream's validation, `az webpubsub hub create --event-handler`), howto-monitor-data-
 * reference.md; Azure Monitor's supported metrics for Microsoft.SignalRService/WebPubSub and WebPubSub/replicas
 * (ConnectionQuotaUtilization, ServerLoad); Azure/azure-cli-extensions src/webpubsub (`create --sku --unit-count
 * --kind`, `replica create`, the `--event-handler` KEY=VALUE items) and Azure/azure-cli's autoscale condition
 * grammar (a quoted namespace before the metric).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import {
  deployFixtures,
  webPubSubDeployFixtures,
  webPubSubDeployScenarios,
} from '../../tests/fixtures/deployPlans';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { deployTexts } from './deployTexts';

const golden = (fileName: string) =>
  readFileSync(new URL(`../../tests/fixtures/deploy/${fileName}`, import.meta.url), 'utf8');

describe.each([...deployFixtures, ...webPubSubDeployFixtures])(
  '$name',
  ({ name, scenarioName, deployment }) => {
    const result = deployTexts(deployment, scenarioName);
    if (!result.ok)
      throw new Error(`${name} is not deployable: ${JSON.stringify(result.problems)}`);

    it('writes the golden Bicep file', () => {
      expect(result.texts.bicep).toBe(golden(`${name}.bicep`));
    });

    it('writes the golden Azure CLI script', () => {
      expect(result.texts.cli).toBe(golden(`${name}.sh`));
    });
  },
);

it('the Standard golden file is also what plan() deploys for the team chat (the browser test opens it)', () => {
  const { deployment } = plan(teamChatFixture);
  if (!deployment) throw new Error('the team chat deploys');
  const result = deployTexts(deployment, teamChatFixture.name);
  expect(result.ok && result.texts.bicep).toBe(golden('standard.bicep'));
});

it('the Web PubSub Standard golden file is also what plan() deploys for the match scores', () => {
  const [scores] = webPubSubDeployScenarios;
  const deployment = scores && plan(scores).deployment;
  if (!deployment) throw new Error('the match scores deploy');
  const result = deployTexts(deployment, scores.name);
  expect(result.ok && result.texts.bicep).toBe(golden('webpubsub-standard.bicep'));
});
