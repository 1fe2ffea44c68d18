/**
 * Over 350 lines on purpose: the phone input's whole behaviour from docs/product.md (§3, §5, §9: country list,
 * type-to-find, dropdown direction, input restrictions, validation, modes, value, default country
 * detection, inside a dialog), one describe per section, sharing the set-up above the first one.
 * Split by section if it grows further.
 */
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  DEFAULT_PHONE_MESSAGES,
  DROPDOWN_MIN_SPACE_BELOW_PX,
  MAX_RAW_LENGTH,
  TYPE_TO_FIND_RESET_MS,
  type PhoneMode,
} from './constants';
import { getAllCountries } from './countries';
import { PhoneInput, type PhoneInputProps } from './phone-input';
import type { ParsedPhone } from './validate-phone';

// Radix Popover needs ResizeObserver / scrollIntoView / pointer capture in jsdom: see src/test/setup.ts.

/** A controlled PhoneInput, the way a form uses it. */
function ControlledPhone({
  initialValue = '',
  onChange,
  ...props
}: PhoneInputProps & { initialValue?: string }) {
  const [value, setValue] = React.useState(initialValue);
  return (
    <PhoneInput
      aria-label="Phone"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** A PhoneInput that detects its country with `lookupCountry`; returns the console.warn spy. */
function renderDetecting(
  lookupCountry: NonNullable<PhoneInputProps['lookupCountry']>,
  props: PhoneInputProps = {},
) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<PhoneInput aria-label="Phone" detectCountry lookupCountry={lookupCountry} {...props} />);
  return warn;
}

function renderPhone(props: PhoneInputProps & { initialValue?: string } = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const onValidityChange = vi.fn<(valid: boolean, parsed: ParsedPhone) => void>();
  const utils = render(
    <ControlledPhone
      defaultCountry="GB"
      onChange={onChange}
      onValidityChange={onValidityChange}
      {...props}
    />,
  );
  return {
    ...utils,
    onChange,
    onValidityChange,
    input: screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement,
    button: screen.getByRole('combobox', { name: /^Country: / }),
  };
}

// Plain DOM queries for the (long) option list: role queries over ~245 options are slow in jsdom.
const optionElements = () => [
  ...screen.getByRole('listbox').querySelectorAll<HTMLElement>('[role="option"]'),
];
const optionNames = () => optionElements().map((o) => o.textContent);
const optionCodes = () => optionElements().map((o) => o.id.slice(-2));
const activeOptionText = (button: HTMLElement) => {
  const id = button.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const lastValidity = (fn: ReturnType<typeof renderPhone>['onValidityChange']) =>
  fn.mock.calls.at(-1);

describe('PhoneInput: country list', () => {
  it('labels the country button with the country name and dial code, and the text input by its own props', () => {
    render(
      <>
        <label htmlFor="phone">Phone number</label>
        <PhoneInput id="phone" defaultCountry="GB" aria-describedby="hint" />
        <p id="hint">Hint</p>
      </>,
    );
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    const button = screen.getByRole('combobox', { name: 'Country: United Kingdom +44' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a labelled listbox of countries with flag, name and dial code', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({ allowedCountries: ['GB', 'DE', 'FR'] });
    await user.click(button);
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', listbox.id);
    // The country's code in a badge, not a flag emoji (docs/product.md §5: Windows shows the
    // emoji as two letters, a system without an emoji font as boxes).
    expect(optionNames()).toEqual(['FR France +33', 'DE Germany +49', 'GB United Kingdom +44']);
    expect(optionNames().join('')).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(screen.getByRole('option', { name: 'United Kingdom +44' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'France +33' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('offers only allowedCountries', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({ allowedCountries: ['de', 'FR', 'XX'], defaultCountry: 'DE' });
    await user.click(button);
    expect(optionCodes()).toEqual(['FR', 'DE']);
  });

  it('offers every country but ignoredCountries', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({ ignoredCountries: ['FR', 'DE'] });
    await user.click(button);
    const codes = optionCodes();
    expect(codes).toHaveLength(getAllCountries().length - 2);
    expect(codes).not.toContain('FR');
    expect(codes).not.toContain('DE');
    expect(codes).toContain('ES');
  });

  it('lists preferredCountries first, in their order, in their own group, without repeating them', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({
      preferredCountries: ['US', 'GB', 'JP'],
      allowedCountries: ['GB', 'US', 'DE', 'FR'],
    });
    await user.click(button);
    // JP is not allowed, so it is not preferred either.
    expect(optionCodes()).toEqual(['US', 'GB', 'FR', 'DE']);
    const preferred = screen.getByRole('group', { name: 'Suggested countries' });
    expect(within(preferred).getAllByRole('option')).toHaveLength(2);
    expect(
      within(screen.getByRole('group', { name: 'All countries' })).getAllByRole('option'),
    ).toHaveLength(2);
  });

  it('is keyboard operable: arrows move the active option, Enter selects and moves focus to the number', async () => {
    const user = userEvent.setup();
    const onCountryChange = vi.fn();
    const { button, input } = renderPhone({
      allowedCountries: ['GB', 'DE', 'FR'],
      onCountryChange,
    });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(document.activeElement).toBe(button);
    expect(activeOptionText(button)).toContain('United Kingdom');
    await user.keyboard('{ArrowUp}');
    expect(activeOptionText(button)).toContain('Germany');
    await user.keyboard('{Home}');
    expect(activeOptionText(button)).toContain('France');
    await user.keyboard('{ArrowUp}'); // stays on the first
    expect(activeOptionText(button)).toContain('France');
    await user.keyboard('{End}');
    expect(activeOptionText(button)).toContain('United Kingdom');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveAccessibleName('Country: Germany +49');
    expect(onCountryChange).toHaveBeenCalledWith({ iso2: 'DE', name: 'Germany', dialCode: '49' });
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('keeps the national number when the country changes: only the calling code moves', async () => {
    const user = userEvent.setup();
    const { button, input, onChange } = renderPhone({
      initialValue: '+49 170 98765432',
      allowedCountries: ['DE', 'LK', 'GB'],
    });
    expect(input).toHaveValue('+49 170 98765432');
    expect(button).toHaveAccessibleName('Country: Germany +49');
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Sri Lanka +94' }));
    expect(button).toHaveAccessibleName('Country: Sri Lanka +94');
    expect(input).toHaveValue('+94 170 98765432');
    expect(onChange).toHaveBeenLastCalledWith('+94 170 98765432');
    // ... and back: the same number again, now valid in Germany (emitted as E.164).
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Germany +49' }));
    expect(input).toHaveValue('+49 170 98765432');
    expect(onChange).toHaveBeenLastCalledWith('+4917098765432');
  });

  it('Space selects too, and Escape closes without changing the country, keeping focus on the button', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({ allowedCountries: ['GB', 'DE', 'FR'] });
    await user.click(button);
    await user.keyboard('{Home}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveAccessibleName('Country: United Kingdom +44');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}{Home} ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveAccessibleName('Country: France +33');
  });

  it('selects a country with the mouse', async () => {
    const user = userEvent.setup();
    const { button } = renderPhone({ allowedCountries: ['GB', 'DE', 'FR'] });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Germany +49' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveAccessibleName('Country: Germany +49');
  });
});

describe('PhoneInput: type-to-find', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Egypt, Georgia, Germany, United Kingdom: 'g' finds Georgia, 'ge' stays on Georgia, 'e' alone finds Egypt.
  const countries = ['GB', 'DE', 'GE', 'EG'];

  function openList() {
    const utils = renderPhone({ allowedCountries: countries });
    fireEvent.keyDown(utils.button, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    return utils;
  }

  it(`keeps accumulating typed characters until ${TYPE_TO_FIND_RESET_MS} ms after the last key`, () => {
    const { button } = openList();
    fireEvent.keyDown(button, { key: 'g' });
    expect(activeOptionText(button)).toContain('Georgia');
    act(() => vi.advanceTimersByTime(TYPE_TO_FIND_RESET_MS - 1)); // 699 ms
    fireEvent.keyDown(button, { key: 'e' });
    expect(activeOptionText(button)).toContain('Georgia'); // 'ge'
    act(() => vi.advanceTimersByTime(TYPE_TO_FIND_RESET_MS - 1)); // the window restarts with every key
    fireEvent.keyDown(button, { key: 'r' });
    expect(activeOptionText(button)).toContain('Germany'); // 'ger'
  });

  it(`resets the search ${TYPE_TO_FIND_RESET_MS} ms after the last key`, () => {
    const { button } = openList();
    fireEvent.keyDown(button, { key: 'g' });
    expect(activeOptionText(button)).toContain('Georgia');
    act(() => vi.advanceTimersByTime(TYPE_TO_FIND_RESET_MS + 1)); // 701 ms
    fireEvent.keyDown(button, { key: 'e' });
    expect(activeOptionText(button)).toContain('Egypt'); // a fresh 'e'
  });

  it('keeps the active option when nothing matches, and ignores case', () => {
    const { button } = openList();
    fireEvent.keyDown(button, { key: 'U' });
    expect(activeOptionText(button)).toContain('United Kingdom');
    fireEvent.keyDown(button, { key: 'x' });
    expect(activeOptionText(button)).toContain('United Kingdom');
  });

  it('ignores accents', () => {
    const { button } = renderPhone({ allowedCountries: ['AF', 'AX'], defaultCountry: 'AF' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'a' });
    fireEvent.keyDown(button, { key: 'l' });
    expect(activeOptionText(button)).toContain('Åland Islands');
  });

  it('a letter on the closed button opens the list and starts the search', () => {
    const { button } = renderPhone({ allowedCountries: countries });
    fireEvent.keyDown(button, { key: 'e' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(activeOptionText(button)).toContain('Egypt');
  });
});

describe('PhoneInput: dropdown direction', () => {
  const originalInnerHeight = window.innerHeight;
  afterEach(() => {
    Object.defineProperty(window, 'innerHeight', {
      configurable: true,
      writable: true,
      value: originalInnerHeight,
    });
  });

  function openWithSpaceBelow(spaceBelow: number) {
    Object.defineProperty(window, 'innerHeight', {
      configurable: true,
      writable: true,
      value: 800,
    });
    const { button } = renderPhone({ allowedCountries: ['GB', 'DE'] });
    const bottom = 800 - spaceBelow;
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: bottom - 36, width: 40, height: 36 }),
    );
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    return screen.getByRole('listbox').closest('[data-side]')?.getAttribute('data-side');
  }

  it.each([DROPDOWN_MIN_SPACE_BELOW_PX - 1, 50])(
    `opens above the button with less than ${DROPDOWN_MIN_SPACE_BELOW_PX} px free below (%i px)`,
    (spaceBelow) => {
      expect(openWithSpaceBelow(spaceBelow)).toBe('top');
    },
  );

  it.each([DROPDOWN_MIN_SPACE_BELOW_PX, 500])('opens below otherwise (%i px)', (spaceBelow) => {
    expect(openWithSpaceBelow(spaceBelow)).toBe('bottom');
  });
});

describe('PhoneInput: input restrictions', () => {
  it('accepts letters by default (they make the number invalid)', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone();
    await user.type(input, '02a');
    expect(input).toHaveValue('02a');
  });

  it('digitsOnly drops every character but digits, spaces, parentheses, hyphen and plus as typed', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderPhone({ digitsOnly: true });
    await user.type(input, '+44 (20)x 7946-0018abc');
    expect(input).toHaveValue('+44 (20) 7946-0018');
    expect(onChange).toHaveBeenLastCalledWith('+442079460018');
    onChange.mockClear();
    await user.type(input, 'z');
    expect(onChange).not.toHaveBeenCalled(); // nothing changed
    fireEvent.change(input, { target: { value: 'tel: 020.7946.0018' } }); // pasted
    expect(input).toHaveValue(' 02079460018');
  });

  it('a custom pattern rejects changes the raw text would not match', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone({ pattern: /^[0-9 ]*$/g });
    await user.type(input, '020-7946 0018');
    expect(input).toHaveValue('0207946 0018');
    await user.clear(input); // an empty field is always accepted
    expect(input).toHaveValue('');
  });

  it(`caps the raw text at ${MAX_RAW_LENGTH} characters`, () => {
    const { input, onChange } = renderPhone();
    expect(input).toHaveAttribute('maxLength', String(MAX_RAW_LENGTH));
    fireEvent.change(input, { target: { value: '1'.repeat(MAX_RAW_LENGTH + 50) } });
    expect(input.value).toHaveLength(MAX_RAW_LENGTH);
    expect(onChange).toHaveBeenLastCalledWith('1'.repeat(MAX_RAW_LENGTH));
  });
});

describe('PhoneInput: validation', () => {
  it('sets and clears the custom validity and emits the validity flag on every change', async () => {
    const user = userEvent.setup();
    const { input, onValidityChange } = renderPhone();
    expect(onValidityChange).toHaveBeenCalledTimes(1); // on mount: empty optional field is valid
    expect(lastValidity(onValidityChange)?.[0]).toBe(true);
    expect(input.validationMessage).toBe('');

    await user.type(input, '020 7946 001');
    expect(onValidityChange).toHaveBeenCalledTimes(1 + '020 7946 001'.length);
    expect(onValidityChange.mock.calls.slice(1).every(([valid]) => valid === false)).toBe(true);
    expect(input.validationMessage).toBe(DEFAULT_PHONE_MESSAGES.INVALID);
    expect(input.validity.valid).toBe(false);

    await user.type(input, '8');
    expect(onValidityChange).toHaveBeenCalledTimes(2 + '020 7946 001'.length);
    expect(input.validationMessage).toBe('');
    expect(input.validity.valid).toBe(true);
    const [valid, parsed] = lastValidity(onValidityChange)!;
    expect(valid).toBe(true);
    expect(parsed).toEqual({
      countryCode: 'GB',
      valid: true,
      country: { iso2: 'GB', name: 'United Kingdom', dialCode: '44' },
      formatted: '+44 20 7946 0018',
      nationalNumber: '2079460018',
      e164: '+442079460018',
    });
  });

  it.each([
    ['NOT_A_NUMBER', 'abc', 'GB', 'Enter a phone number using digits'],
    ['TOO_SHORT', '1', 'GB', 'Enter the whole phone number: this one is too short'],
    [
      'TOO_LONG',
      '12345678901234567890',
      'GB',
      'Enter a shorter phone number: this one is too long',
    ],
    ['INVALID_COUNTRY', '+999 1112223333', 'GB', 'Choose the country of this phone number'],
    ['INVALID_LENGTH', '444 1 4444', 'TR', DEFAULT_PHONE_MESSAGES.INVALID_LENGTH],
    ['INVALID', '0740 012345', 'GB', DEFAULT_PHONE_MESSAGES.INVALID],
  ])('maps %s to its message', (code, text, country, message) => {
    const { input, onValidityChange } = renderPhone({ defaultCountry: country });
    fireEvent.change(input, { target: { value: text } });
    expect(input.validationMessage).toBe(message);
    expect(lastValidity(onValidityChange)?.[0]).toBe(false);
    expect(lastValidity(onValidityChange)?.[1].error).toBe(code);
  });

  it('treats a number from a country that is not offered as INVALID_COUNTRY', () => {
    const { input } = renderPhone({ allowedCountries: ['GB', 'FR'] });
    fireEvent.change(input, { target: { value: '+1 212 555 0123' } });
    expect(input.validationMessage).toBe('Choose the country of this phone number');
  });

  it('lets the messages be overridden', () => {
    const { input } = renderPhone({ messages: { TOO_SHORT: 'Too short, sorry.' } });
    fireEvent.change(input, { target: { value: '12' } });
    expect(input.validationMessage).toBe('Too short, sorry.');
  });

  it('an empty optional field is valid; an empty required one is not', () => {
    const optional = renderPhone();
    expect(optional.input.validationMessage).toBe('');
    expect(lastValidity(optional.onValidityChange)?.[0]).toBe(true);
    optional.unmount();

    const required = renderPhone({ required: true });
    expect(required.input).toBeRequired();
    expect(required.input.validationMessage).toBe(DEFAULT_PHONE_MESSAGES.REQUIRED);
    expect(lastValidity(required.onValidityChange)?.[0]).toBe(false);
  });

  it('shows the message under the field after blur, wired with aria-describedby and aria-invalid', async () => {
    const user = userEvent.setup();
    const { input } = renderPhone({ 'aria-describedby': 'own-hint' });
    await user.type(input, '020');
    expect(screen.queryByText('Enter the whole phone number: this one is too short')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    const message = screen.getByText('Enter the whole phone number: this one is too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual(['own-hint', message.id]);
    await user.type(input, ' 7946 0018');
    expect(screen.queryByText('Enter the whole phone number: this one is too short')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the message after a submit attempt', () => {
    render(
      <form noValidate aria-label="Form">
        <ControlledPhone defaultCountry="GB" initialValue="020" />
      </form>,
    );
    expect(screen.queryByText('Enter the whole phone number: this one is too short')).toBeNull();
    fireEvent.submit(screen.getByRole('form'));
    expect(
      screen.getByText('Enter the whole phone number: this one is too short'),
    ).toBeInTheDocument();
  });

  it('showMessage={false} leaves the message to the form; showMessage shows it at once', () => {
    const hidden = renderPhone({ showMessage: false, initialValue: '020' });
    fireEvent.blur(hidden.input);
    expect(screen.queryByText('Enter the whole phone number: this one is too short')).toBeNull();
    expect(hidden.input.validationMessage).toBe(
      'Enter the whole phone number: this one is too short',
    );
    hidden.unmount();
    renderPhone({ showMessage: true, initialValue: '020' });
    expect(
      screen.getByText('Enter the whole phone number: this one is too short'),
    ).toBeInTheDocument();
  });

  it('revalidates when the country changes', async () => {
    const user = userEvent.setup();
    const { input, button, onChange, onValidityChange } = renderPhone({
      allowedCountries: ['GB', 'US'],
    });
    await user.type(input, '212 555 0123');
    expect(lastValidity(onValidityChange)?.[0]).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith('212 555 0123');
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'United States +1' }));
    expect(lastValidity(onValidityChange)?.[0]).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('+12125550123');
    expect(input.validationMessage).toBe('');
  });
});

describe('PhoneInput: modes', () => {
  it.each<[PhoneMode, string]>([
    ['international', '+44 20 7946 0018'],
    ['national', '020 7946 0018'],
    ['e164', '+442079460018'],
  ])('formats a valid number on blur in %s mode', (mode, expected) => {
    const { input } = renderPhone({ mode });
    fireEvent.change(input, { target: { value: '02079460018' } });
    expect(input).toHaveValue('02079460018'); // not while typing
    fireEvent.blur(input);
    expect(input).toHaveValue(expected);
  });

  it('leaves an invalid number as typed on blur', () => {
    const { input } = renderPhone({ mode: 'national' });
    fireEvent.change(input, { target: { value: '+44 20 79' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('+44 20 79');
  });

  it('logs an error for an invalid mode and uses international', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, onValidityChange } = renderPhone({ mode: 'fancy' as PhoneMode });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/invalid mode "fancy".*international/);
    fireEvent.change(input, { target: { value: '02079460018' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('+44 20 7946 0018');
    expect(lastValidity(onValidityChange)?.[1].formatted).toBe('+44 20 7946 0018');
  });
});

describe('PhoneInput: value', () => {
  it('emits E.164 when valid and the raw text when not', () => {
    const { input, onChange } = renderPhone();
    fireEvent.change(input, { target: { value: '020 7946 001' } });
    expect(onChange).toHaveBeenLastCalledWith('020 7946 001');
    fireEvent.change(input, { target: { value: '020 7946 0018' } });
    expect(onChange).toHaveBeenLastCalledWith('+442079460018');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows an E.164 value formatted, takes its country from it, and follows outside changes', () => {
    const { rerender } = render(
      <PhoneInput aria-label="Phone" mode="national" value="+12125550123" />,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('(212) 555-0123');
    expect(screen.getByRole('combobox')).toHaveAccessibleName('Country: United States +1');
    rerender(<PhoneInput aria-label="Phone" mode="national" value="+442079460018" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('020 7946 0018');
    expect(screen.getByRole('combobox')).toHaveAccessibleName('Country: United Kingdom +44');
    rerender(<PhoneInput aria-label="Phone" mode="national" value="" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  });

  it('follows the country of a typed international number', () => {
    const { input, button } = renderPhone();
    fireEvent.change(input, { target: { value: '+1 212 555 0123' } });
    expect(button).toHaveAccessibleName('Country: United States +1');
  });

  it('keeps the chosen country of a shared calling code, else follows the numbering plan', () => {
    // "+44 7911 1…" is in Guernsey's range of the UK plan: GB stays for someone who chose it.
    const { input, button } = renderPhone({ defaultCountry: 'GB' });
    fireEvent.change(input, { target: { value: '+44 7911 123456' } });
    expect(button).toHaveAccessibleName('Country: United Kingdom +44');
    fireEvent.change(input, { target: { value: '+1 416 555 0123' } });
    expect(button).toHaveAccessibleName('Country: Canada +1');
    fireEvent.change(input, { target: { value: '+44 7911 123456' } });
    expect(button).toHaveAccessibleName('Country: Guernsey +44');
  });

  it("shows a stored number of a shared calling code under the form's default country", () => {
    render(<PhoneInput aria-label="Stored" defaultCountry="GB" value="+447911123456" />);
    expect(screen.getByRole('combobox')).toHaveAccessibleName('Country: United Kingdom +44');
  });

  it('works with react-hook-form (Controller): value, onChange, onBlur, name and ref', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit, setFocus, formState } = useForm({
        defaultValues: { phone: '' },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller
            name="phone"
            control={control}
            render={({ field }) => <PhoneInput aria-label="Phone" defaultCountry="GB" {...field} />}
          />
          <span>{formState.touchedFields.phone ? 'touched' : 'untouched'}</span>
          <button type="button" onClick={() => setFocus('phone')}>
            Focus
          </button>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('name', 'phone');
    await user.click(screen.getByRole('button', { name: 'Focus' }));
    expect(document.activeElement).toBe(input);
    await user.type(input, '07400 123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('touched')).toBeInTheDocument();
    expect(input).toHaveValue('+44 7400 123456');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '+447400123456' });
  });
});

describe('PhoneInput: default country detection', () => {
  const buttonName = () => screen.getByRole('combobox').getAttribute('aria-label');

  it('is off by default', () => {
    const lookupCountry = vi.fn(() => Promise.resolve('1;DE;DEU;Germany'));
    render(<PhoneInput aria-label="Phone" lookupCountry={lookupCountry} />);
    expect(lookupCountry).not.toHaveBeenCalled();
  });

  it('selects the detected country', async () => {
    const lookupCountry = vi.fn(() => Promise.resolve('1;DE;DEU;Germany'));
    const onCountryChange = vi.fn();
    render(
      <PhoneInput
        aria-label="Phone"
        detectCountry
        lookupCountry={lookupCountry}
        preferredCountries={['FR']}
        onCountryChange={onCountryChange}
      />,
    );
    await waitFor(() => expect(buttonName()).toBe('Country: Germany +49'));
    expect(lookupCountry).toHaveBeenCalled();
    expect(onCountryChange).toHaveBeenLastCalledWith({
      iso2: 'DE',
      name: 'Germany',
      dialCode: '49',
    });
  });

  it('on a rejected lookup warns and falls back to the first preferred country', async () => {
    const warn = renderDetecting(() => Promise.reject(new Error('offline')), {
      preferredCountries: ['ES', 'FR'],
      defaultCountry: 'GB',
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls[0]?.[0]).toMatch(/country detection failed.*using ES/);
    expect(buttonName()).toBe('Country: Spain +34');
  });

  it('on an unreadable response warns and falls back to the first available country when none is preferred', async () => {
    const warn = renderDetecting(() => Promise.resolve('0;WRONG'), {
      allowedCountries: ['US', 'DE', 'FR'],
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(buttonName()).toBe('Country: France +33'); // the first in the list (by name)
  });

  it('warns and falls back when the detected country is not allowed', async () => {
    const warn = renderDetecting(() => Promise.resolve('1;JP;JPN;Japan'), {
      allowedCountries: ['GB', 'FR'],
      preferredCountries: ['GB'],
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls[0]?.[0]).toMatch(/JP is not an available country/);
    expect(buttonName()).toBe('Country: United Kingdom +44');
  });

  it('does not override a country the user picked while the lookup was pending', async () => {
    const user = userEvent.setup();
    let resolve!: (text: string) => void;
    const lookupCountry = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    render(
      <PhoneInput
        aria-label="Phone"
        detectCountry
        lookupCountry={lookupCountry}
        allowedCountries={['GB', 'FR', 'DE']}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    await act(async () => resolve('1;DE;DEU;Germany'));
    expect(buttonName()).toBe('Country: United Kingdom +44');
  });
});

describe('PhoneInput: inside a dialog', () => {
  it('Escape closes only the country list; picking a country keeps the dialog open', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Profile</DialogTitle>
          <DialogDescription>Your contact details</DialogDescription>
          <PhoneInput
            aria-label="Phone"
            defaultCountry="GB"
            allowedCountries={['GB', 'DE', 'FR']}
          />
        </DialogContent>
      </Dialog>,
    );
    const button = screen.getByRole('combobox', { name: 'Country: United Kingdom +44' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Germany +49' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(button).toHaveAccessibleName('Country: Germany +49');
  });
});
