/**
 * `diff` of scenarios priced in another currency than US dollars. It compared a USD bill with a EUR bill, wrote
 * euros with a dollar sign, applied a US-dollar limit to euros, and its JSON said USD. Now two currencies are
 * refused (they cannot be subtracted), one currency is written as itself, and `--max-increase-usd` on bills in
 * another currency is refused as `size` refuses `--max-monthly-usd`.
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
  workloads: eurScenario.workloads.map((w, i) =>
    i === 0 ? { ...w, connections: w.connections * 2 } : w,
  ),
});
const empty = '{"version": 2, "workloads": []}';

describe('diff across currencies', () => {
  it('refuses a USD base and a EUR head: the bills cannot be subtracted (exit 2, nothing written)', () => {
    const run = cli(['diff', 'base.json', 'head.json'], { 'base.json': usd, 'head.json': eur });
    // It printed "Team chat: the monthly bill falls from $17,562 to $15,868, -$1,694 (-9.6%)." and exited 0.
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'The base is priced in USD and the head in EUR: two bills in different currencies cannot be subtracted. Price both scenarios in one currency.\nNothing was written.\n',
    );
    const german = cli(['diff', 'base.json', 'head.json', '--lang', 'de', '-f', 'json'], {
      'base.json': eur,
      'head.json': usd,
    });
    expect(german.code).toBe(2);
    expect(german.stderr).toMatch(/^Die Basis ist in EUR bepreist und der Head in USD/);
  });

  it('writes two EUR bills in euros, in the Markdown and in the JSON', () => {
    const files = { 'base.json': eur, 'head.json': eurTwice };
    const markdown = cli(['diff', 'base.json', 'head.json'], files);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).not.toContain('$');
    expect(markdown.stdout).toMatch(/the monthly bill rises from €[\d,]+ to €[\d,]+, \\?\+€[\d,]+/);
    const json = cli(['diff', 'base.json', 'head.json', '-f', 'json'], files);
    const document = JSON.parse(json.stdout) as { currency: string };
    expect(document.currency).toBe('EUR');
  });

  it('refuses --max-increase-usd for EUR bills, as size refuses --max-monthly-usd; keeps --max-increase-percent', () => {
    const files = { 'base.json': eur, 'head.json': eurTwice };
    const run = cli(['diff', 'base.json', 'head.json', '--max-increase-usd', '1'], files);
    // It exited 1: "The monthly bill rises by $365.00 … above the limit of $1.00 (--max-increase-usd)."
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^--max-increase-usd is in US dollars, and the prices are in EUR/);
    const percent = cli(['diff', 'base.json', 'head.json', '--max-increase-percent', '1'], files);
    expect(percent.code).toBe(1);
    expect(percent.stderr).toMatch(
      /from €[\d,]+ to €[\d,]+, above the limit of 1% \(--max-increase-percent\)/,
    );
  });

  it('compares an added EUR file with the empty scenario (no prices of its own): no currency to refuse', () => {
    const run = cli(['diff', 'base.json', 'head.json', '-f', 'json'], {
      'base.json': empty,
      'head.json': eur,
    });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { currency: string }).currency).toBe('EUR');
  });

  it('still compares two USD bills in dollars, with a dollar limit', () => {
    const run = cli(['diff', 'base.json', 'head.json', '--max-increase-usd', '100000'], {
      'base.json': usd,
      'head.json': usd,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('the monthly bill stays at \\$17,562');
  });
});
