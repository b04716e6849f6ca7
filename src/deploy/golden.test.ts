/**
 * The Bicep file and the Azure CLI script of three plans against golden files (tests/fixtures/deploy/), which
 * were reviewed by hand against the vendor's pages each output names in its header. A change to an output
 * shows here as a diff to review, never as an update nobody read.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployFixtures } from '../../tests/fixtures/deployPlans';
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
