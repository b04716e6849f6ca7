import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/I18nProvider';
import { catalog as de } from '../i18n/locales/de';
import type { QuantityKind } from './quantityText';
import { useNumberEntry } from './useNumberEntry';

interface FieldProps {
  initial: number;
  min: number;
  max: number;
  integer: boolean;
  kind: QuantityKind;
}

/** A bare field on useNumberEntry, holding its value like the store does; the value in use is shown beside it. */
function Field({ initial, ...options }: FieldProps) {
  const [value, setValue] = useState(initial);
  const { inputProps, message } = useNumberEntry({ ...options, value, onChange: setValue });
  return (
    <>
      <input aria-label="Field" {...inputProps} />
      <span data-testid="used">{value}</span>
      <p data-testid="message">{message}</p>
    </>
  );
}

function renderIn(locale: 'en' | 'de', props: FieldProps) {
  const tree = (lang: 'en' | 'de') =>
    lang === 'de' ? (
      <I18nProvider locale="de" catalog={de}>
        <Field {...props} />
      </I18nProvider>
    ) : (
      <I18nProvider>
        <Field {...props} />
      </I18nProvider>
    );
  const view = render(tree(locale));
  return {
    textbox: screen.getByRole('textbox', { name: 'Field' }),
    used: () => Number(screen.getByTestId('used').textContent),
    message: () => screen.getByTestId('message').textContent,
    switchTo: (lang: 'en' | 'de') => view.rerender(tree(lang)),
  };
}

const sendInterval = { min: 0.01, max: 3600, integer: false, kind: 'seconds' as const };
const connections = { min: 1, max: 1_000_000, integer: true, kind: 'count' as const };
const messageSize = { min: 16, max: 1_048_576, integer: true, kind: 'bytes' as const };

describe('useNumberEntry', () => {
  afterEach(cleanup);

  it('reads a text by the language it was typed in when the page switches language mid-edit', () => {
    const field = renderIn('en', { ...sendInterval, initial: 10 });
    fireEvent.change(field.textbox, { target: { value: '1.5' } });
    expect(field.used()).toBe(1.5);
    field.switchTo('de');
    // "1.5" was typed in English: 1.5 s, in range and in use; the field does not call it out of range.
    expect(field.textbox).not.toHaveAttribute('aria-invalid');
    expect(field.message()).toBe('');
    expect(field.used()).toBe(1.5);
    fireEvent.blur(field.textbox);
    // Left, it shows the value in use in German, and never says it was not used.
    expect(field.textbox).toHaveValue('1,5');
    expect(field.message()).not.toMatch(/nicht übernommen/);
    expect(field.used()).toBe(1.5);
  });

  it('says a rounding in the new language, for a count typed in the old one', () => {
    const field = renderIn('en', { ...connections, initial: 10_000 });
    fireEvent.change(field.textbox, { target: { value: '12345.5' } });
    expect(field.used()).toBe(12_346);
    field.switchTo('de');
    expect(field.textbox).not.toHaveAttribute('aria-invalid');
    expect(field.used()).toBe(12_346);
    fireEvent.blur(field.textbox);
    expect(field.textbox).toHaveValue('12.346');
    expect(field.message()).toMatch(/12\.346/);
    expect(field.message()).not.toMatch(/nicht übernommen/);
  });

  it('a new edit after the switch is read in the new language', () => {
    const field = renderIn('en', { ...sendInterval, initial: 10 });
    fireEvent.change(field.textbox, { target: { value: '1.5' } });
    fireEvent.blur(field.textbox);
    field.switchTo('de');
    fireEvent.change(field.textbox, { target: { value: '2,5' } });
    expect(field.used()).toBe(2.5);
  });

  it('says the range of a size field in sizes, and of a duration in durations', () => {
    const size = renderIn('en', { ...messageSize, initial: 1024 });
    fireEvent.change(size.textbox, { target: { value: '2 MB' } });
    expect(size.message()).toBe('Enter a number from 16 byte to 1 MB.');
    fireEvent.blur(size.textbox);
    expect(size.message()).toBe('“2 MB” was not used: enter a number from 16 byte to 1 MB.');
    cleanup();
    const interval = renderIn('en', { ...sendInterval, initial: 10 });
    fireEvent.change(interval.textbox, { target: { value: '2 hr' } });
    expect(interval.message()).toBe('Enter a number from 10 ms to 1 hr.');
  });
});
