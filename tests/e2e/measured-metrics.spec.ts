import { azMetricsListJson, teamChatMeasuredDays } from '../fixtures/azureMetrics';
import { teamChatFixture } from '../fixtures/teamChat';
import { encodeScenario } from './links';
import { expect, openTab, test } from './fixtures';

test('a person loads a day of metrics, sees measured against planned, re-sizes the plan and undoes it', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  const answer = page.getByRole('region', { name: 'Recommendation' });
  await expect(answer).toContainText('Standard_S1 × 40 units');

  await openTab(page, 'What you measured');
  await page.getByRole('heading', { level: 2, name: 'What you measured' }).click();
  await page.getByLabel('Metrics files (JSON or CSV)').setInputFiles({
    name: 'chat-metrics.json',
    mimeType: 'application/json',
    buffer: Buffer.from(azMetricsListJson(teamChatMeasuredDays())),
  });
  await expect(
    page.getByText(/^chat-metrics\.json: ConnectionCount, .*48 hours from/),
  ).toBeVisible();
  await expect(
    page.getByText('The day it gives: the peak at 8:00; the quietest hour, 0:00, at 25% of it.'),
  ).toBeVisible();

  // The chart is drawn when opened: measured against the plan as composed (40,000 connections all day).
  await page.getByText('Measured against planned, hour by hour').click();
  const chart = page.getByRole('figure', {
    name: 'Connection Count (Max): measured against planned, by hour of the day',
  });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await page
    .getByRole('region', { name: 'What you measured' })
    .getByText('Show as a table')
    .click();
  const hours = page.getByRole('table', { name: 'Connection Count (Max), hour by hour' });
  await expect(hours.getByRole('row', { name: /^9:00/ })).toHaveText(/9:00\s*44,000\s*40,000/);

  await page.getByRole('button', { name: 'Re-size the plan from these metrics' }).click();
  await expect(page.getByText('Re-sized from chat-metrics.json.')).toBeVisible();
  await expect(answer).toContainText('Standard_S1 × 50 units');
  await expect(hours.getByRole('row', { name: /^9:00/ })).toHaveText(/9:00\s*44,000\s*44,000/);
  await expect(hours.getByRole('row', { name: /^3:00/ })).toHaveText(/3:00\s*11,000\s*11,000/);

  await page
    .getByRole('group', { name: 'Undo and redo' })
    .getByRole('button', { name: 'Undo', exact: true })
    .click();
  await expect(answer).toContainText('Standard_S1 × 40 units');
  await expect(hours.getByRole('row', { name: /^9:00/ })).toHaveText(/9:00\s*44,000\s*40,000/);
});

test('a file with a 5-minute interval is refused, naming its interval, and nothing changes', async ({
  page,
}) => {
  await page.goto(`/#s=${encodeScenario(teamChatFixture)}`);
  await openTab(page, 'What you measured');
  await page.getByRole('heading', { level: 2, name: 'What you measured' }).click();
  await page.getByLabel('Metrics files (JSON or CSV)').setInputFiles({
    name: 'fine.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      azMetricsListJson(teamChatMeasuredDays({ interval: 'PT5M', stepMinutes: 5, points: 288 })),
    ),
  });
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The metrics in fine.json could not be used.' });
  await expect(alert).toContainText('The interval is PT5M (5 min)');
  await expect(alert).toContainText('Nothing changed');
  await expect(page.getByRole('region', { name: 'Recommendation' })).toContainText(
    'Standard_S1 × 40 units',
  );
});
