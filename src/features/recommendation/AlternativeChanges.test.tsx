import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { chatWithReplica } from '../../../tests/fixtures/tierChanges';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { plan as enPlan } from '../../i18n/en/plan';
import { catalog as de } from '../../i18n/locales/de';
import { catalog as fr } from '../../i18n/locales/fr';
import { catalog as ja } from '../../i18n/locales/ja';
import { catalog as ko } from '../../i18n/locales/ko';
import { catalog as pl } from '../../i18n/locales/pl';
import { useScenarioStore } from '../../state/scenarioStore';
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
