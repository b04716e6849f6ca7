import { isInaccessible } from '@testing-library/dom';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { chatWithReplica } from '../../../tests/fixtures/tierChanges';
import { plan, type Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { panelMessagesReady } from '../../i18n/locales';
import { plan as enPlan } from '../../i18n/en/plan';
import { catalog as de } from '../../i18n/locales/de';
import { catalog as fr } from '../../i18n/locales/fr';
import { catalog as ja } from '../../i18n/locales/ja';
import { catalog as ko } from '../../i18n/locales/ko';
import { catalog as pl } from '../../i18n/locales/pl';
import { useScenarioStore } from '../../state/scenarioStore';
import { burstPaused, connectionsKeyStep, withSettleTimes } from '../../../tests/fixtures/keyBurst';
import { RecommendationPanel } from './RecommendationPanel';

function renderWith(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
  render(
    <I18nProvider>
      <RecommendationPanel />
    </I18nProvider>,
  );
}

describe('the answer’s alternatives on another tier', () => {
  it('replicas move one region’s Standard_S1 × 8 to Premium_P1 × 8: folded to its first sentence, no downtime inside, with the vendor’s page', async () => {
    renderWith(chatWithReplica);
    const summary = await screen.findByText(
      'Adding replicas to the instance one region alone would run.',
    );
    // Folded: the answer column keeps the headroom chart in view at 1440 x 900.
    const note = summary.closest('details');
    expect(note).not.toBeNull();
    expect(note).not.toHaveAttribute('open');
    expect(note).toHaveTextContent(
      'From Standard_S1 × 8 units to Premium_P1 × 8 units: no downtime (vendor page “How to scale an Azure SignalR Service instance?”).',
    );
  });

  it('every language puts the change last, so the sentence before it is the folded note’s summary', () => {
    const catalogs = { en: enPlan, de, fr, ja, ko, pl } as Record<string, Record<string, unknown>>;
    for (const [locale, messages] of Object.entries(catalogs)) {
      for (const alternative of [
        'singleRegion',
        'optimistic',
        'conservative',
        'severalInstances',
      ]) {
        const message = messages[`plan.tierChange.alternative.${alternative}`];
        expect(String(message), locale).toMatch(/\{change\}$/);
      }
    }
  });

  it('one region on Standard_S1, every reading on it: no note', () => {
    const { replicas: _none, ...oneRegion } = chatWithReplica;
    renderWith(oneRegion);
    expect(screen.getByText(/^Standard_S1 × 8 units/)).toBeVisible();
    expect(screen.queryByText(/no downtime|unreachable/)).toBeNull();
  });
});

/**
 * The notes follow the settled scenario, the headline every key step (as the range line does, ./RangeLine.test):
 * right after a burst of key steps their figures are an older scenario's. They are hidden then, keeping their box,
 * and shown again with the new figures once they have caught up.
 */
describe('the notes on moving to another tier after a burst of key steps', () => {
  withSettleTimes(chatWithReplica);

  /** The replica's move, from the one region's tier to the deployment's: "From Standard_S1 × 8 units to …". */
  const moveOf = (scenario: Scenario) => {
    const { deployment, evaluation } = plan(scenario);
    const from = evaluation.recommended;
    return `From ${String(from?.sku)} × ${String(from?.units)} units to ${String(deployment?.sku)} × ${String(deployment?.unitsPerInstance)} units`;
  };

  it('are hidden, box kept, while their figures are an older scenario’s, and show the new ones once caught up', async () => {
    const view = render(
      <I18nProvider>
        <RecommendationPanel />
      </I18nProvider>,
    );
    // Their chunk and the panels' messages: fetched once, as the page does for such a plan.
    await act(async () => {
      await import('./AlternativeChanges');
      await panelMessagesReady();
    });
    const panel = screen.getByRole('region', { name: 'Recommendation' });
    /** The one note this plan has: the move of the replica's region. */
    const note = (): Element => {
      const notes = view.container.querySelectorAll('.recommendation-tier-change');
      expect(notes).toHaveLength(1);
      return notes[0] as Element;
    };
    // Folded, a note shows its summary alone (jest-dom counts a closed <details> itself as unseen).
    const summaryOf = (shown: Element) => shown.querySelector('summary');
    const before = moveOf(chatWithReplica);
    expect(before).toBe('From Standard_S1 × 8 units to Premium_P1 × 8 units');
    expect(note()).toHaveTextContent(before);
    expect(summaryOf(note())).toBeVisible();

    // Two key steps closer together than a burst allows: the headline follows each, the notes the pause.
    connectionsKeyStep(6_000);
    connectionsKeyStep(7_000);
    const now = useScenarioStore.getState().scenario;
    const after = moveOf(now);
    expect(after).not.toBe(before);
    const headline = panel.querySelector('[aria-live]');
    expect(headline).toHaveTextContent(
      `Premium_P1 × ${String(plan(now).deployment?.unitsPerInstance)} units in each of 2 regions`,
    );

    // The older notes are still drawn, so nothing jumps, but nobody can see, hear or find them.
    const older = note();
    expect(older).toHaveTextContent(before);
    expect(summaryOf(older)).not.toBeVisible();
    expect(isInaccessible(older)).toBe(true);

    burstPaused();
    const caughtUp = note();
    expect(caughtUp).toHaveTextContent(after);
    expect(summaryOf(caughtUp)).toBeVisible();
    expect(isInaccessible(caughtUp)).toBe(false);
  });
});
