import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { SliderField, type SliderFieldProps } from './SliderField';

type HarnessProps = Omit<SliderFieldProps, 'value' | 'onChange'> & {
  initial: number;
  onChange?: (value: number) => void;
};

/** Holds the value like the store does, and reports every change. */
function Harness({ initial, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <SliderField
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const percentField = {
  label: 'Headroom target',
  min: 5,
  max: 100,
  step: 1,
  unit: '%',
  integer: true,
  format: (value: number) => `${value}%`,
};

const connectionsField = {
  label: 'Connections',
  min: 1,
  max: 1_000_000,
  scale: 'log' as const,
  unit: 'connections',
  integer: true,
  format: (value: number) => `${value} connections`,
};

function renderField(props: HarnessProps) {
  const onChange = vi.fn();
  render(
    <I18nProvider>
      <Harness onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return {
    onChange,
    user: userEvent.setup(),
    slider: screen.getByRole('slider', { name: props.label }),
    textbox: screen.getByRole('textbox', { name: props.label }),
  };
}

describe('SliderField', () => {
  afterEach(cleanup);

  it('labels both controls, shows the unit and describes the value', () => {
    const { slider, textbox } = renderField({ ...percentField, initial: 70 });
    expect(slider).toHaveAttribute('aria-valuetext', '70%');
    expect(textbox).toHaveValue('70');
    expect(textbox).toHaveAccessibleDescription('%');
    expect(screen.getByText('%')).toBeVisible();
  });

  it('moves one step per arrow key and jumps to the ends with Home and End', async () => {
    const { slider, textbox, user, onChange } = renderField({ ...percentField, initial: 70 });
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(72);
    expect(slider).toHaveAttribute('aria-valuetext', '72%');
    expect(textbox).toHaveValue('72');
    await user.keyboard('{ArrowDown}');
    expect(textbox).toHaveValue('71');
    await user.keyboard('{End}');
    expect(textbox).toHaveValue('100');
    await user.keyboard('{Home}');
    expect(textbox).toHaveValue('5');
  });

  it('moves a log slider one position per arrow key, by at least one whole number', async () => {
    const { slider, textbox, user } = renderField({ ...connectionsField, initial: 1 });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(textbox).toHaveValue('2');
    await user.keyboard('{End}{ArrowLeft}');
    expect(textbox).toHaveValue('986,279');
  });

  it('maps the log track: 1,000 sits half way, position 750 is 31,623', () => {
    const { slider, textbox } = renderField({ ...connectionsField, initial: 1000 });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1000');
    expect(slider).toHaveValue('500');
    fireEvent.change(slider, { target: { value: '750' } });
    expect(textbox).toHaveValue('31,623');
    expect(slider).toHaveAttribute('aria-valuetext', '31623 connections');
  });

  it('commits typed text on Enter and on blur, accepting digit grouping', async () => {
    const { textbox, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '20,000{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20_000);
    expect(textbox).toHaveValue('20,000');
    await user.clear(textbox);
    await user.type(textbox, '450.6');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(451);
    expect(textbox).toHaveValue('451');
  });

  it('clamps out-of-range text on commit and says the allowed range', async () => {
    const { textbox, user, onChange } = renderField({ ...percentField, initial: 70 });
    await user.clear(textbox);
    await user.type(textbox, '250');
    expect(screen.getByText('Enter a number from 5 to 100.')).toBeVisible();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(textbox).toHaveValue('100');
    expect(textbox).toHaveAccessibleDescription('% Enter a number from 5 to 100.');
  });

  it('keeps the value when the text is not a number, and says the allowed range', async () => {
    const { textbox, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, 'lots');
    expect(screen.getByText('Enter a number from 1 to 1,000,000.')).toBeVisible();
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('1,000');
    expect(screen.getByText('Enter a number from 1 to 1,000,000.')).toBeVisible();
    await user.clear(textbox);
    await user.type(textbox, '5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.queryByText('Enter a number from 1 to 1,000,000.')).not.toBeInTheDocument();
  });

  it('Escape drops the typed text', async () => {
    const { textbox, user, onChange } = renderField({ ...percentField, initial: 70 });
    await user.clear(textbox);
    await user.type(textbox, '40{Escape}');
    expect(textbox).toHaveValue('70');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });
});
