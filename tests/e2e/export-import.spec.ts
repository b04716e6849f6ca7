import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, openTab, test } from './fixtures';
import { parseCsv } from '../fixtures/csv';

const panel = (page: Page) => page.getByRole('region', { name: 'Export and import' });
const headline = (page: Page) =>
  page.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]').first();
const card = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

/** Clicks, waits for the download, and reads the saved file. */
async function download(
  page: Page,
  button: Locator,
): Promise<{ fileName: string; bytes: Buffer; text: string }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await saved.path());
  return { fileName: saved.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}

test('a downloaded scenario file imports back to the same scenario', async ({ page }) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const answer = await headline(page).textContent();
  const first = await download(
    page,
    panel(page).getByRole('button', { name: 'Download scenario' }),
  );
  expect(first.fileName).toBe('Team-chat.signalr-sizing.json');
  const saved = JSON.parse(first.text) as { version: number; workloads: { name: string }[] };
  expect(saved.version).toBe(2);
  expect(saved.workloads.map((workload) => workload.name)).toContain('Chat rooms');

  // Change the scenario, then bring the file back.
  await page.getByRole('button', { name: 'Remove Chat rooms' }).click();
  await expect(card(page, /Chat rooms/)).toHaveCount(0);
  await panel(page)
    .getByLabel('Scenario file to import')
    .setInputFiles({ name: first.fileName, mimeType: 'application/json', buffer: first.bytes });
  await expect(panel(page).getByRole('status').first()).toHaveText(
    `Imported “Team chat” with ${saved.workloads.length} workloads.`,
  );
  await expect(card(page, /Chat rooms/)).toBeVisible();
  await expect(headline(page)).toHaveText(answer ?? '');

  const second = await download(
    page,
    panel(page).getByRole('button', { name: 'Download scenario' }),
  );
  expect(JSON.parse(second.text)).toEqual(saved);
});

test('a bad file is refused with the field named, and the scenario stays as it was', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const answer = await headline(page).textContent();
  const bad = {
    version: 1,
    workloads: [
      {
        name: 'Too big',
        pattern: 'echo',
        connections: 2_000_000,
        senders: 1,
        messageBytes: 2048,
        sendIntervalSeconds: 1,
      },
    ],
  };
  await panel(page)
    .getByLabel('Scenario file to import')
    .setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('Nothing was imported; your scenario is unchanged.');
  await expect(alert).toContainText('workloads[0].connections: must be at most 1,000,000');
  await expect(card(page, /Chat rooms/)).toBeVisible();
  await expect(headline(page)).toHaveText(answer ?? '');
});

test('the tiers CSV and the Markdown report parse back', async ({ page }) => {
  await page.goto('/');
  await openTab(page, 'Share and save');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const answer = (await headline(page).textContent()) ?? '';

  const csv = await download(
    page,
    panel(page).getByRole('button', { name: 'Download tiers (CSV)' }),
  );
  expect(csv.fileName).toBe('Team-chat-tiers.csv');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = parseCsv(csv.text.slice(1));
  expect(header?.slice(0, 4)).toEqual(['Scenario', 'SKU', 'Units', 'Recommended']);
  // Every tier, then an empty row and the plan's figures as label-value pairs.
  const blank = lines.findIndex((row) => row.every((cell) => cell === ''));
  const rows = lines.slice(0, blank);
  const planRows = lines.slice(blank + 1);
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.every((row) => row.length === header?.length)).toBe(true);
  expect(planRows.map((row) => row[0])).toEqual(
    expect.arrayContaining(['SKU', 'Units per instance']),
  );
  const recommended = rows.filter((row) => row[3] === 'yes');
  expect(recommended).toHaveLength(1);
  const [, sku, units] = recommended[0] ?? [];
  expect(answer).toBe(`${sku} × ${units} units`);
  for (const row of rows) expect(Number(row[8])).not.toBeNaN();

  const md = await download(
    page,
    panel(page).getByRole('button', { name: 'Download report (Markdown)' }),
  );
  expect(md.fileName).toBe('Team-chat-report.md');
  expect(md.text.startsWith('# Team chat\n')).toBe(true);
  expect(md.text).toContain('## Recommendation');
  expect(md.text).toContain(`- **Service tier**: ${answer.replace('_', '\\_')}`);
  const link = /\[Open this scenario in the sizing dashboard\]\(([^)]+)\)/.exec(md.text)?.[1];
  expect(link).toMatch(/#s=2\./);

  // The report's link opens the same scenario.
  await page.getByRole('button', { name: 'Remove Chat rooms' }).click();
  await page.goto(link ?? '/');
  await page.reload();
  await expect(card(page, /Chat rooms/)).toBeVisible();
  await expect(headline(page)).toHaveText(answer);
});

test('the headroom chart downloads as valid SVG and as a PNG at twice its size', async ({
  page,
}) => {
  await page.goto('/');
  const exports = page.getByRole('group', { name: 'Export the headroom chart' });
  await expect(exports).toBeVisible();

  const svg = await download(page, exports.getByRole('button', { name: 'Download SVG' }));
  expect(svg.fileName).toBe('Team-chat-headroom.svg');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: root.localName,
      namespace: root.namespaceURI,
      title: root.querySelector('title')?.textContent,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      lines: root.querySelectorAll('path').length,
    };
  }, svg.text);
  expect(parsed).toMatchObject({
    errors: 0,
    root: 'svg',
    namespace: 'http://www.w3.org/2000/svg',
    title: 'Chart: utilization of each limit at every tier',
  });
  expect(parsed.lines).toBeGreaterThan(3);
  expect(svg.text).not.toContain('var(--');

  const png = await download(page, exports.getByRole('button', { name: 'Download PNG' }));
  expect(png.fileName).toBe('Team-chat-headroom.png');
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.bytes.readUInt32BE(16)).toBe(parsed.width * 2);
  expect(png.bytes.readUInt32BE(20)).toBe(parsed.height * 2);
});

test('printing hides the controls and shows the recommendation, totals and chart', async ({
  page,
}) => {
  await page.goto('/');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const printTable = page.getByRole('table', { name: 'Workloads of this scenario' });
  await expect(printTable).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  const sliders = page.locator('input[type="range"]');
  expect(await sliders.count()).toBeGreaterThan(0);
  for (const slider of await sliders.all()) await expect(slider).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add workload' }).first()).toBeHidden();

  await expect(headline(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: /utilization of each limit at every tier/ }),
  ).toBeVisible();
  await expect(printTable).toBeVisible();
  await expect(printTable.getByRole('rowheader', { name: 'Chat rooms' })).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
