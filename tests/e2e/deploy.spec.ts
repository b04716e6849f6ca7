import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { encodeScenario } from './links';
import { teamChatFixture } from '../fixtures/teamChat';
import { expect, openTab, test } from './fixtures';

/** The Bicep reviewed by hand against the vendor's pages (src/deploy/golden.test.ts ties it to this plan). */
const goldenBicep = readFileSync(
  new URL('../fixtures/deploy/standard.bicep', import.meta.url),
  'utf8',
);

test('the Deploy tab writes the team chat as the reviewed Bicep file, and downloads it', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  await openTab(page, 'Deploy');
  const code = page.getByRole('region', { name: 'Bicep for this plan' });
  await expect(code).toBeVisible();
  expect(await code.textContent()).toBe(goldenBicep);
  const results = await new AxeBuilder({ page }).include('.tabs-panel:not([hidden])').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Bicep' }).click(),
  ]);
  expect(saved.suggestedFilename()).toBe('Team-chat-signalr.bicep');
  const path = await saved.path();
  expect(readFileSync(path, 'utf8')).toBe(goldenBicep);
});
