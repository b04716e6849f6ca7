/**
 * The range line follows the settled scenario, the headline every key step: right after a burst of key steps the
 * line's figures are an older scenario's. It is hidden then (no second, older answer for the eye, a screen reader or
 * find-in-page), keeping its box, and shown again with the new figures once it has caught up.
 */
import { isInaccessible } from '@testing-library/dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plan, type Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import { burstPaused, connectionsKeyStep, withSettleTimes } from '../../../tests/fixtures/keyBurst';
import { usd } from '../../../tests/fixtures/roomsChat';
import { roomsOf200 } from '../../../tests/fixtures/roomsOf200';
import { RecommendationPanel } from './RecommendationPanel';

/** The range line ending, at its optimistic end, at this cost. */
const between = (cost: string) => (content: string) =>
  content.startsWith('Between ') && content.includes(cost);

const rangeOf = (scenario: Scenario) => {
  const { optimistic } = plan(scenario).range;
  return `(${usd(optimistic?.totalUsd)}/month)`;
};

withSettleTimes(roomsOf200);

describe('the range line after a burst of key steps', () => {
  it('is hidden, box kept, while its figures are an older scenario’s, and shows the new ones once caught up', () => {
    const view = render(
      <I18nProvider>
        <RecommendationPanel />
      </I18nProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Recommendation' });
    const line = () => view.container.querySelector('.recommendation-range');
    const before = rangeOf(roomsOf200);
    expect(within(panel).getByText(between(before))).toBeVisible();

    // Two key steps closer together than a burst allows: the headline follows each, the range the pause.
    connectionsKeyStep(60_000);
    connectionsKeyStep(70_000);
    const now = useScenarioStore.getState().scenario;
    const after = rangeOf(now);
    expect(after).not.toBe(before);
    const headline = within(panel).getByText(/units$/, { selector: '[aria-live]' });
    expect(headline).toHaveTextContent(
      `Standard_S1 × ${String(plan(now).deployment?.unitsPerInstance)} units`,
    );

    // The older range is still drawn, so nothing jumps, but nobody can see, hear or find it.
    const older = line();
    expect(older).toHaveTextContent(before);
    expect(older).not.toBeVisible();
    expect(older && isInaccessible(older)).toBe(true);

    burstPaused();
    expect(within(panel).getByText(between(after))).toBeVisible();
    const caughtUp = line();
    expect(caughtUp && isInaccessible(caughtUp)).toBe(false);
  });
});
