import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { expect, openTab, test } from './fixtures';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

test('the built dist/ works from a sub-path of a static host, lazy chunks and languages included', async ({
  page,
  baseURL,
}) => {
  const subPath = '/team/tools/sizing/';
  // A static host that serves dist/ under a sub-path, and nothing at the root.
  await page.route(`${baseURL}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!pathname.startsWith(subPath)) return route.fulfill({ status: 404, body: 'not here' });
    const relative = normalize(pathname.slice(subPath.length) || 'index.html');
    try {
      const body = await readFile(join(dist, relative));
      return await route.fulfill({
        body,
        contentType: types[extname(relative)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404, body: 'missing' });
    }
  });
  await page.goto(`${subPath}#lang=fr`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('figure').first()).toBeVisible();
  await openTab(page, 'Partager et enregistrer');
  const link = await page.locator('.share-link').inputValue();
  expect(new URL(link).pathname).toBe(subPath);
});
