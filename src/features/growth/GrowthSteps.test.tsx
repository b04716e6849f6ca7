import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { freeEchoGrowing, standardEchoGrowing } from '../../../tests/fixtures/tierChanges';
import type { Scenario } from '../../engine';
import { I18nProvider } from '../../i18n/I18nProvider';
import { useScenarioStore } from '../../state/scenarioStore';
import GrowthPanel from './GrowthPanel';

function steps(scenario: Scenario) {
  act(() => useScenarioStore.getState().scenarioLoaded(scenario));
  render(
    <I18nProvider>
      <GrowthPanel />
    </I18nProvider>,
  );
  return within(screen.getByRole('region', { name: 'The plan as the audience grows' }));
}

describe('the growth view: the plan at ×2, ×5, ×10 and what a change of tier costs', () => {
  it('10 Free clients: ×2 fills Free’s 20 (no change), ×5 moves to Standard_S1 with 30–60 minutes unreachable', () => {
    const list = steps(freeEchoGrowing);
    expect(list.getByText('×2: Free × 1 unit')).toBeVisible();
    expect(list.getByText(/^×5: Standard_S1 × 1 unit/)).toHaveTextContent(
      '×5: Standard_S1 × 1 unit From Free × 1 unit to Standard_S1 × 1 unit: the public IP changes, and the service may be unreachable for 30–60 minutes',
    );
    expect(list.getAllByText(/the public IP changes/)).toHaveLength(1);
  });

  it('Standard_S1 growing only in units: the steps, and no note', () => {
    const list = steps(standardEchoGrowing);
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(list.queryByText(/From /)).toBeNull();
  });
});
