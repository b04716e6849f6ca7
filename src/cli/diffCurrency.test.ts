/**
 * QA (branch qa-cli): failing tests that prove a defect of `diff` with prices in another currency.
 * `size` refuses --max-monthly-usd when the prices are not US dollars; `diff` compares a USD bill with a EUR bill
 * (or two EUR bills with a US-dollar limit), writes euros with a dollar sign, and its JSON says no currency.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../../tests/fixtures/cliRun';
import { teamChatFixture } from '../../tests/fixtures/teamChat';

const usd = JSON.stringify(teamChatFixture);
const eurScenario = {
  ...teamChatFixture,
  prices: { Standard_S1: 1.5, Premium_P1: 1.9, perMillionExtraMessages: 0.9, currency: 'EUR' },
};
const eur = JSON.stringify(eurScenario);
const eurTwice = JSON.stringify({
  ...eurScenario,
  workloads: eurScenario.workloads.map((w, i) => (i === 0 ? { ...w, connections: w.connections * 2 } : w)),
});

describe('QA defect: diff across currencies', () => {
  it('does not write a EUR bill with a dollar sign, nor subtract dollars from euros', () => {
    const run = cli(['diff', 'base.json', 'head.json'], { 'base.json': usd, 'head.json': eur });
    // Actual: "Team chat: the monthly bill falls from \$17,562 to \$15,868, -\$1,694 (-9.6%)."
    expect(run.stdout).not.toMatch(/to \\\$15,868/);
    expect(run.stdout).not.toMatch(/-\\\$1,694/);
  });

  it('refuses --max-increase-usd for EUR bills, as size refuses --max-monthly-usd', () => {
    const run = cli(['diff', 'base.json', 'head.json', '--max-increase-usd', '1'], {
      'base.json': eur,
      'head.json': eurTwice,
    });
    // Actual: exit 1, "The monthly bill rises by $365.00 … above the limit of $1.00 (--max-increase-usd)."
    expect(run.code).toBe(2);
  });
});
