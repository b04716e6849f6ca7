import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalog as pl } from '../i18n/locales/pl';
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

const bytesField = {
  label: 'Message size',
  min: 16,
  max: 1_048_576,
  scale: 'log' as const,
  unit: 'B',
  kind: 'bytes' as const,
  integer: true,
  format: (value: number) => `${value} B`,
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

  it('uses typed text at once, keeps it as typed, and tidies it when the field is left', async () => {
    const { textbox, slider, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '20000');
    expect(onChange).toHaveBeenLastCalledWith(20_000);
    expect(textbox).toHaveValue('20000');
    expect(slider).toHaveAttribute('aria-valuetext', '20000 connections');
    await user.tab();
    expect(textbox).toHaveValue('20,000');
    await user.clear(textbox);
    await user.type(textbox, '450.6{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(451);
    expect(textbox).toHaveValue('451');
  });

  it('reads units: "2k" connections are 2,000, "20 KB" are 20,480 bytes', async () => {
    const { textbox, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '2k');
    expect(onChange).toHaveBeenLastCalledWith(2_000);
    cleanup();
    const bytes = renderField({ ...bytesField, initial: 2048 });
    await bytes.user.clear(bytes.textbox);
    await bytes.user.type(bytes.textbox, '20 KB');
    expect(bytes.onChange).toHaveBeenLastCalledWith(20_480);
    await bytes.user.tab();
    expect(bytes.textbox).toHaveValue('20 KB');
  });

  it('keeps a value typed with a unit as typed, until the value changes by other means', async () => {
    const { textbox, slider, user, onChange } = renderField({ ...bytesField, initial: 2048 });
    await user.clear(textbox);
    await user.type(textbox, '1.5 KB{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1536);
    expect(textbox).toHaveValue('1.5 KB');
    await user.tab();
    expect(textbox).toHaveValue('1.5 KB');
    slider.focus();
    await user.keyboard('{Home}');
    expect(textbox).toHaveValue('16');
  });

  it.each<[typed: string, field: 'connectionsField' | 'bytesField', why: string]>([
    ['2000000', 'connectionsField', 'past the maximum: its prefix "200000" is in range'],
    ['1e12', 'connectionsField', 'past the maximum: its prefix "1e1" is 10'],
    ['500 ms', 'bytesField', 'not a size: its prefix "500" is 500 B'],
  ])(
    'never sizes on part of a number: %j (%s) is %s; the answer goes back to the value before the typing',
    async (typed, field) => {
      const props = field === 'bytesField' ? bytesField : connectionsField;
      const { textbox, slider, user, onChange } = renderField({ ...props, initial: 5000 });
      await user.tripleClick(textbox);
      await user.keyboard(typed);
      // While the text is refused, the value in use is the one from before the typing.
      expect(textbox).toHaveAttribute('aria-invalid', 'true');
      expect(onChange).toHaveBeenLastCalledWith(5000);
      expect(slider).toHaveAttribute(
        'aria-valuetext',
        `5000 ${props.unit === 'B' ? 'B' : 'connections'}`,
      );
      // Leaving the field shows that value again, and says what was not used.
      await user.tab();
      expect(textbox).toHaveValue('5,000');
      expect(screen.getByText(new RegExp(`“${typed}” was not used`))).toBeVisible();
      expect(onChange).toHaveBeenLastCalledWith(5000);
    },
  );

  it('goes back to a value typed and replaced in the same visit, not to one typed on the way', async () => {
    const { textbox, user, onChange } = renderField({ ...connectionsField, initial: 5000 });
    await user.tripleClick(textbox);
    await user.keyboard('300');
    expect(onChange).toHaveBeenLastCalledWith(300);
    await user.tripleClick(textbox);
    await user.keyboard('2000000');
    // "2", "20" ... "200000" were the start of the refused text; "300" was a whole value of its own.
    expect(onChange).toHaveBeenLastCalledWith(300);
    await user.tab();
    expect(textbox).toHaveValue('300');
  });

  it('says beside the field when it rounds what was typed, while typing and once left', async () => {
    const { textbox, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '5,000.5');
    expect(onChange).toHaveBeenLastCalledWith(5001);
    const note = '“5,000.5” is used as 5,001: this field takes whole numbers.';
    expect(textbox).toHaveAccessibleDescription(`connections ${note}`);
    expect(textbox).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(textbox).toHaveValue('5,001');
    expect(screen.getByText(note)).toBeVisible();
    // A whole number typed plainly needs no note.
    await user.clear(textbox);
    await user.type(textbox, '5000');
    await user.tab();
    expect(screen.queryByText(/is used as/)).not.toBeInTheDocument();
  });

  it('refuses "5.000" connections in English (five, or five thousand in German) with the reason, never guessing', async () => {
    const { textbox, slider, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '5.000');
    const reason =
      '“.” groups thousands in some languages and marks decimals in others: type 5000 or 5.';
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription(`connections ${reason}`);
    // "5", "5.0" and "5.00" on the way were the start of the refused text: the value from before comes back.
    expect(onChange).toHaveBeenLastCalledWith(1000);
    expect(slider).toHaveAttribute('aria-valuetext', '1000 connections');
    await user.tab();
    expect(textbox).toHaveValue('1,000');
    expect(
      screen.getByText(
        '“5.000” was not used: “.” groups thousands in some languages and marks decimals in others. Type 5000 or 5.',
      ),
    ).toBeVisible();
    // The page's own grouping is no question: "5,000" is five thousand.
    await user.clear(textbox);
    await user.type(textbox, '5,000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(5000);
    expect(screen.queryByText(/groups thousands/)).not.toBeInTheDocument();
  });

  it('refuses a Polish "5,000" and "5.000" in a count, and takes "5 000"', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="pl" catalog={pl}>
        <Harness onChange={onChange} {...connectionsField} initial={1000} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const textbox = screen.getByRole('textbox', { name: 'Connections' });
    for (const typed of ['5,000', '5.000']) {
      await user.clear(textbox);
      await user.type(textbox, typed);
      expect(textbox).toHaveAttribute('aria-invalid', 'true');
      expect(textbox).toHaveAccessibleDescription(/wpisz 5000 albo 5\.$/);
      expect(onChange).toHaveBeenLastCalledWith(1000);
      await user.tab();
      expect(textbox).toHaveValue('1000');
    }
    await user.clear(textbox);
    await user.type(textbox, '5 000');
    expect(onChange).toHaveBeenLastCalledWith(5000);
  });

  it('reads a decimal field by the page’s language and says how: "1.500" s is 1.5 s in English, refused in Polish', async () => {
    const seconds = {
      label: 'Send interval',
      min: 0.01,
      max: 3600,
      scale: 'log' as const,
      unit: 's',
      kind: 'seconds' as const,
      format: (value: number) => `${value} s`,
    };
    const { textbox, user, onChange } = renderField({ ...seconds, initial: 10 });
    await user.clear(textbox);
    await user.type(textbox, '1.500');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
    const note = '“1.500” is read as 1.5: on this page “.” marks decimals.';
    expect(textbox).toHaveAccessibleDescription(`s ${note}`);
    await user.tab();
    expect(textbox).toHaveValue('1.5');
    expect(screen.getByText(note)).toBeVisible();
    cleanup();

    const polish = vi.fn();
    render(
      <I18nProvider locale="pl" catalog={pl}>
        <Harness onChange={polish} {...seconds} initial={10} />
      </I18nProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Send interval' });
    await user.clear(field);
    await user.type(field, '1.500');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(polish).toHaveBeenLastCalledWith(10);
    await user.clear(field);
    await user.type(field, '1,500');
    expect(polish).toHaveBeenLastCalledWith(1.5);
    expect(field).toHaveAccessibleDescription(
      's „1,500” odczytano jako 1,5: na tej stronie „,” oddziela części dziesiętne.',
    );
  });

  it('never clamps or uses a value out of range: it says the range and keeps the last valid value', async () => {
    const { textbox, slider, user, onChange } = renderField({ ...connectionsField, initial: 1000 });
    await user.clear(textbox);
    await user.type(textbox, '-500');
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('-500');
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription('connections Enter a number from 1 to 1,000,000.');
    expect(slider).toHaveAttribute('aria-valuetext', '1000 connections');
    await user.keyboard('{Enter}');
    expect(textbox).toHaveValue('-500');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('1,000');
    expect(textbox).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByText('“-500” was not used: enter a number from 1 to 1,000,000.'),
    ).toBeVisible();
    await user.clear(textbox);
    await user.type(textbox, '5');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.queryByText(/was not used|Enter a number/)).not.toBeInTheDocument();
  });

  it('keeps the value when the text is not a number, and says the allowed range', async () => {
    const { textbox, user, onChange } = renderField({ ...percentField, initial: 70 });
    await user.clear(textbox);
    await user.type(textbox, 'lots');
    expect(screen.getByText('Enter a number from 5 to 100.')).toBeVisible();
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('70');
    expect(screen.getByText('“lots” was not used: enter a number from 5 to 100.')).toBeVisible();
  });

  it('moving the slider clears an old message', async () => {
    const { textbox, slider, user } = renderField({ ...percentField, initial: 70 });
    await user.clear(textbox);
    await user.type(textbox, '1000');
    await user.tab();
    expect(screen.getByText(/was not used/)).toBeVisible();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByText(/was not used/)).not.toBeInTheDocument();
  });

  it('Escape takes back the typing, and the values it already used', async () => {
    const { textbox, user, onChange } = renderField({ ...percentField, initial: 70 });
    await user.clear(textbox);
    await user.type(textbox, '40');
    expect(onChange).toHaveBeenLastCalledWith(40);
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith(70);
    expect(textbox).toHaveValue('70');
  });
});
