import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartColours } from '../../components/charts/chartStyle';
import { applyTheme } from '../../state/theme';

function Swatch() {
  const colours = useChartColours();
  return <p>{colours.connections}</p>;
}

describe('chart colours under a forced theme', () => {
  const style = document.createElement('style');
  afterEach(() => {
    act(() => applyTheme('auto'));
    style.remove();
  });

  it("re-read the theme's tokens when data-theme changes", async () => {
    style.textContent = `
      :root { --series-connections: #0f5fc2; }
      :root[data-theme='dark'] { --series-connections: #6aa7ff; }`;
    document.head.append(style);
    render(<Swatch />);
    expect(screen.getByText('#0f5fc2')).toBeInTheDocument();
    await act(() => Promise.resolve(applyTheme('dark')));
    expect(screen.getByText('#6aa7ff')).toBeInTheDocument();
    await act(() => Promise.resolve(applyTheme('light')));
    expect(screen.getByText('#0f5fc2')).toBeInTheDocument();
  });
});
