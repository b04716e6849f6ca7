import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../engine';
import { libraryKey } from '../state/library';
import { useScenarioStore } from '../state/scenarioStore';
import { teamChatFixture } from '../../tests/fixtures/teamChat';
import { App } from './App.tsx';

/** U+202E RIGHT-TO-LEFT OVERRIDE: left open in a name, it reverses the page's own words after it. */
const override = '\u202E';

const scenario: Scenario = {
  ...teamChatFixture,
  name: `Team ${override}chat`,
  workloads: teamChatFixture.workloads.map((workload) => ({
    ...workload,
    name: `${workload.name} ${override}x`,
  })),
};

/** Elements that hold text only, where a `<bdi>` cannot go: the browser isolates their text itself. */
const textOnly = 'option, textarea, script, style';

/** The markup around every piece of text that holds the override but sits outside a `<bdi>`. */
function namesOutsideBdi(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const outside: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.includes(override) || parent?.closest(`bdi, ${textOnly}`)) continue;
    outside.push(parent?.outerHTML ?? '');
  }
  return outside;
}

beforeEach(() => {
  localStorage.clear();
  const plan = {
    id: 'plan',
    name: `Plan ${override}A`,
    savedAt: '2026-01-05T10:00:00.000Z',
    scenario: { ...scenario, name: `Plan ${override}A` },
  };
  localStorage.setItem(libraryKey, JSON.stringify({ version: 1, items: [plan] }));
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
});
afterEach(() => localStorage.clear());

describe('names the user typed, on the page', () => {
  it("are each isolated in a <bdi>, so a right-to-left override cannot reverse the page's words", async () => {
    const user = userEvent.setup();
    render(<App />);
    // Saved scenarios and export live in a tab; their panels load lazily when it opens.
    await user.click(await screen.findByRole('tab', { name: 'Share and save' }));
    const library = await screen.findByRole(
      'region',
      { name: 'Saved scenarios' },
      { timeout: 10_000 },
    );
    await user.click(within(library).getByRole('button', { name: /^Compare Plan/ }));
    await user.click(within(library).getByRole('button', { name: /^Open Plan/ }));
    // The page's own words around a name read as they should.
    expect(within(library).getByRole('status')).toHaveTextContent(`Opened “Plan ${override}A”.`);
    // Saving under the same name asks first, naming it.
    await user.click(within(library).getByRole('button', { name: 'Save' }));
    expect(within(library).getByRole('group')).toHaveTextContent(
      `A scenario called “Plan ${override}A” is already saved`,
    );
    // An imported scenario is named in the message that confirms it.
    const files = await screen.findByRole(
      'region',
      { name: 'Export and import' },
      { timeout: 10_000 },
    );
    await user.click(within(files).getByText('Paste a scenario'));
    await user.click(within(files).getByRole('textbox', { name: 'Scenario JSON' }));
    await user.paste(JSON.stringify(scenario));
    await user.click(within(files).getByRole('button', { name: 'Import' }));
    expect(within(files).getByText(/^Imported/)).toHaveTextContent(
      `Imported “Team ${override}chat” with 2 workloads.`,
    );
    // Every tab once: a tab stays drawn after it has been opened, so the whole page is checked at the end.
    for (const tab of screen.getAllByRole('tab')) await user.click(tab);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 10_000,
    });
    expect(namesOutsideBdi(document.body)).toEqual([]);
    // The whole dashboard and a dozen clicks: far more than a unit test's 5 s on a busy 2-core machine.
  }, 30_000);
});
