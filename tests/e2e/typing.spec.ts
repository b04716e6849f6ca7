import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const headline = (page: Page) =>
  page.getByRole('region', { name: 'Recommendation' }).locator('[aria-live="polite"]').first();
const rooms = (page: Page) => page.getByRole('group', { name: /Chat rooms/ });

test('a size typed with its unit is used at once and stays as typed: "20 KB" is 20,480 B', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByText(/^Sizes and bandwidths on this page count 1 KB as 1,024 B/),
  ).toBeVisible();
  const size = rooms(page).getByRole('textbox', { name: 'Message size' });
  await size.fill('20 KB');
  // No Tab or Enter: the card's figures follow as soon as the text is a size (1,000 msg/s out × 20,480 B),
  // shown in the same KB and MB as typed (1 MB = 1,024 KB).
  await expect(rooms(page)).toContainText('Outbound bandwidth: 19.5 MB/s');
  await expect(rooms(page).getByRole('slider', { name: 'Message size' })).toHaveAttribute(
    'aria-valuetext',
    '20 KB',
  );
  await expect(size).toHaveValue('20 KB');
  await size.press('Tab');
  await expect(size).toHaveValue('20 KB');
});

test('typing "2000000" connections (the most is 1,000,000) never changes the answer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const before = await headline(page).textContent();
  const connections = rooms(page).getByRole('textbox', { name: 'Connections' });
  await connections.selectText();
  await connections.pressSequentially('2000000');
  // While the field says the text is refused, the answer is the one from before the typing: not the
  // answer for "200000", the last in-range text on the way.
  await expect(connections).toHaveAttribute('aria-invalid', 'true');
  await expect(headline(page)).toHaveText(before ?? '');
  await expect(rooms(page).getByRole('slider', { name: 'Connections' })).toHaveAttribute(
    'aria-valuetext',
    '10,000 connections',
  );
  await connections.press('Tab');
  await expect(connections).toHaveValue('10,000');
  await expect(
    rooms(page).getByText('“2000000” was not used: enter a number from 1 to 1,000,000.'),
  ).toBeVisible();
  await expect(headline(page)).toHaveText(before ?? '');
});

test('a value out of range is shown as an error beside the field, and the answer keeps the last valid value', async ({
  page,
}) => {
  await page.goto('/');
  await expect(headline(page)).toHaveText(/× \d+ units/);
  const answer = await headline(page).textContent();
  const connections = rooms(page).getByRole('textbox', { name: 'Connections' });
  await connections.fill('-500');
  await expect(connections).toHaveAttribute('aria-invalid', 'true');
  await expect(connections).toHaveAccessibleDescription(
    'connections Enter a number from 1 to 1,000,000.',
  );
  await expect(rooms(page).getByRole('slider', { name: 'Connections' })).toHaveAttribute(
    'aria-valuetext',
    '10,000 connections',
  );
  await connections.fill('10M');
  await expect(connections).toHaveAttribute('aria-invalid', 'true');
  await expect(headline(page)).toHaveText(answer ?? '');
  // The field in error passes axe (the composer; the whole page's check is the smoke test's).
  expect((await new AxeBuilder({ page }).include('.composer').analyze()).violations).toEqual([]);

  const size = rooms(page).getByRole('textbox', { name: 'Message size' });
  await size.fill('0');
  await size.press('Tab');
  await expect(size).toHaveValue('1,024');
  await expect(
    rooms(page).getByText('“0” was not used: enter a number from 16 byte to 1 MB.'),
  ).toBeVisible();
  await expect(rooms(page)).toContainText('Outbound bandwidth: 1,000 KB/s');
});
