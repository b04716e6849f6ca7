/**
 * The answer's range line: "Between … and …, because …", each end as the plan deploys it. QA found it ending in
 * an empty reason when the plan runs several instances ("because .", "denn ."): the reasons were read from one
 * instance carrying the whole load, where nothing fits.
 */
import { encodeScenario } from './links';
import { severalInstancesRange } from '../fixtures/severalInstancesRange';
import { expect, test } from './fixtures';

const link = encodeScenario(severalInstancesRange);

test('the range line says why the answer is a range, also with several instances', async ({
  page,
}) => {
  await page.goto(`/#s=${link}`);
  const range = page.locator('.recommendation-range');
  await expect(range).toContainText('Between 5 instances of Premium_P2');
  await expect(range).toContainText(
    'because unit 900 lies between the guide’s columns 500 and 1,000.',
  );
  await expect(range).not.toContainText('because .');
});

test('in German and in the embed the reason is there too', async ({ page }) => {
  await page.goto(`/#s=${link}&lang=de`);
  const range = page.locator('.recommendation-range');
  await expect(range).toContainText('Zwischen 5 Instanzen');
  await expect(range).not.toContainText('denn .');

  await page.goto(`/#s=${link}&view=embed&mode=readonly`);
  await page.reload();
  const embed = page.locator('.embed');
  await expect(embed).toContainText('Between 5 instances of Premium_P2');
  await expect(embed).toContainText('because unit 900 lies between');
});
