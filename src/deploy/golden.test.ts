/**
 * The Bicep file and the Azure CLI script of three plans against golden files (tests/fixtures/deploy/), which
 * were reviewed by hand against the vendor's pages each output names in its header. A change to an output
 * shows here as a diff to review, never as an update nobody read.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plan } from '../engine';
import { deployFixtures } from '../../tests/fixtures/deployPlans';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { deployTexts } from './deployTexts';

const golden = (fileName: string) =>
  readFileSync(new URL(`../../tests/fixtures/deploy/${fileName}`, import.meta.url), 'utf8');

describe.each(deployFixtures)('$name', ({ name, scenarioName, deployment }) => {
  const result = deployTexts(deployment, scenarioName);
  if (!result.ok) throw new Error(`${name} is not deployable: ${JSON.stringify(result.problems)}`);

  it('writes the golden Bicep file', () => {
    expect(result.texts.bicep).toBe(golden(`${name}.bicep`));
  });

  it('writes the golden Azure CLI script', () => {
    expect(result.texts.cli).toBe(golden(`${name}.sh`));
  });
});

it('the Standard golden file is also what plan() deploys for the team chat (the browser test opens it)', () => {
  const { deployment } = plan(teamChatFixture);
  if (!deployment) throw new Error('the team chat deploys');
  const result = deployTexts(deployment, teamChatFixture.name);
  expect(result.ok && result.texts.bicep).toBe(golden('standard.bicep'));
});
