import { expect, openTab, test } from './fixtures';

test('the guide’s tables show the 2019 figures as printed, with the slips marked', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, 'The guide');
  const heading = page.getByRole('heading', { level: 2, name: 'The guide’s tables' });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();

  await page.getByRole('tab', { name: 'Guide 2019' }).click();
  await expect(page.getByRole('tab', { name: 'Guide 2019' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Echo at unit 100: 100,000 messages per second in and out.
  const echo = page.getByRole('table', { name: /^Echo Guide 2019/ });
  const echoMessages = echo.getByRole('row', { name: /^Inbound\/outbound messages per second/ });
  await expect(echoMessages.getByRole('cell').last()).toHaveText('100,000');

  // Big group, unit 1: the guide prints 80 KBps where its formula gives 40 KBps.
  const bigGroup = page.getByRole('table', { name: /^Send to big group Guide 2019/ });
  const inbound = bigGroup.getByRole('row', { name: /^Inbound bandwidth/ });
  const slipCell = inbound.getByRole('cell').first();
  await slipCell.scrollIntoViewIfNeeded();
  await expect(slipCell).toContainText('Slip: printed 80 KBps');
  await expect(slipCell).toContainText('formula: 40 KBps');
  await expect(slipCell).toHaveAccessibleDescription(
    /printed 80 KBps; the guide’s formula gives 40 KBps/,
  );
});
