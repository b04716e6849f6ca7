/**
 * Issue 23, "Inputs the page changes without a word": the connections lowered by typing (as a person types: a
 * field, Tab, a pause), by the slider or by undo never lower the senders or the group size. They keep what the
 * user set, the field says the value used beside it, and the user's value comes back when the connections rise.
 */
import type { Page } from '@playwright/test';
import { parseScenario } from '../../src/engine';
import { expect, test } from './fixtures';
import { encodeScenario } from './links';

/** The chat: 5,000 users in rooms of 10, each sending 200 B every 10 s. */
const parsed = parseScenario({
  version: 2,
  name: 'Team chat',
  connectionTarget: 0.7,
  workloads: [
    {
      name: 'Chat rooms',
      pattern: 'group',
      connections: 5000,
      senders: 5000,
      messageBytes: 200,
      sendIntervalSeconds: 10,
      groupSize: 10,
    },
  ],
});
if (!parsed.ok) throw new Error('the chat scenario does not parse');
const chatLink = `/#s=${encodeScenario(parsed.scenario)}`;

const rooms = (page: Page) => page.getByRole('group', { name: /Chat rooms/ });
const field = (page: Page, name: string) => rooms(page).getByRole('textbox', { name, exact: true });
const answer = (page: Page) => page.getByRole('region', { name: 'Recommendation' });

/** Types a value as a person does: select the field's text, type, Tab away, and pause past one undo step. */
async function typeInto(page: Page, name: string, text: string) {
  const input = field(page, name);
  await input.selectText();
  await input.pressSequentially(text);
  await input.press('Tab');
  await page.waitForTimeout(1100);
}

test('team chat: connections typed 2000 then 5000 keep the 5,000 senders, say the value used, and give the bill back', async ({
  page,
}) => {
  await page.goto(chatLink);
  await expect(answer(page)).toContainText('$14,602');

  await typeInto(page, 'Connections', '2000');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(field(page, 'Group size')).toHaveValue('10');
  await expect(field(page, 'Senders')).toHaveAccessibleDescription(
    /Used as 2,000: at most the connections\./,
  );
  await expect(rooms(page).getByRole('slider', { name: 'Senders' })).toHaveAttribute(
    'aria-valuetext',
    '2,000 senders',
  );
  // The answer sizes 2,000 senders, and says so with both values.
  await expect(answer(page)).toContainText('$5,837');
  await expect(answer(page)).toContainText(
    'Chat rooms sets 5,000 senders but has 2,000 connections: it is sized with 2,000 senders.',
  );

  await typeInto(page, 'Connections', '5000');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(rooms(page).getByText(/^Used as/)).toHaveCount(0);
  await expect(answer(page)).toContainText('$14,602');
  await expect(answer(page)).not.toContainText('sized with 2,000 senders');

  // 13 then 5,000: the senders and the group are said at 13, and both come back.
  await typeInto(page, 'Connections', '13');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(field(page, 'Group size')).toHaveValue('10');
  await expect(rooms(page).getByText('Used as 13: at most the connections.')).toHaveCount(1);
  await typeInto(page, 'Connections', '5');
  await expect(rooms(page).getByText('Used as 5: at most the connections.')).toHaveCount(2);
  await expect(rooms(page).getByRole('slider', { name: 'Group size' })).toHaveAttribute(
    'aria-valuetext',
    '5 members',
  );
  await typeInto(page, 'Connections', '5000');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(field(page, 'Group size')).toHaveValue('10');
  await expect(rooms(page).getByText(/^Used as/)).toHaveCount(0);
  await expect(answer(page)).toContainText('$14,602');
});

test('the slider and undo lower the connections without lowering the senders either', async ({
  page,
}) => {
  await page.goto(chatLink);
  const connections = rooms(page).getByRole('slider', { name: 'Connections' });
  // The slider to its lowest, by the keyboard, and back up by undo.
  await connections.focus();
  await connections.press('Home');
  await expect(connections).toHaveAttribute('aria-valuetext', '1 connection');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(field(page, 'Senders')).toHaveAccessibleDescription(
    /Used as 1: at most the connections\./,
  );
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(connections).toHaveAttribute('aria-valuetext', '5,000 connections');
  await expect(field(page, 'Senders')).toHaveValue('5,000');
  await expect(rooms(page).getByText(/^Used as/)).toHaveCount(0);
  await expect(answer(page)).toContainText('$14,602');
});
