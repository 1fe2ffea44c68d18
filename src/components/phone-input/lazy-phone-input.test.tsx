/**
 * LazyPhoneInput (decision 013): the field is there before its number rules, keeps what is
 * typed meanwhile, and hands text and focus to PhoneInput once they have loaded.
 */
import * as React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhoneInputProps } from './phone-input-props';

type LazyModule = typeof import('./lazy-phone-input');
let LazyPhoneInput: LazyModule['LazyPhoneInput'];

beforeEach(async () => {
  // A fresh module each time: whether PhoneInput has loaded is the module's own state.
  vi.resetModules();
  ({ LazyPhoneInput } = await import('./lazy-phone-input'));
});

function Controlled({ initial, onChange, ...props }: PhoneInputProps & { initial: string }) {
  const [value, setValue] = React.useState(initial);
  return (
    <LazyPhoneInput
      aria-label="Phone"
      defaultCountry="DE"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const country = () => screen.queryByRole('combobox', { name: /^Country: / });

describe('LazyPhoneInput', () => {
  it('shows the value at once, then PhoneInput formats it once the rules have loaded in idle time', async () => {
    render(<Controlled initial="+4917098765432" />);
    // The stand-in: the text as it is, the default country's code, no country list yet.
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+4917098765432');
    expect(country()).toBeNull();
    expect(screen.getByRole('button', { name: 'Country' })).toHaveTextContent('DE');

    await waitFor(() => expect(country()).not.toBeNull());
    expect(country()).toHaveAccessibleName(/^Country: Germany \+49/);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 170 98765432');
  });

  it('keeps what is typed before the rules arrive, then PhoneInput has the text and the focus', async () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<Controlled initial="" onChange={onChange} />);
    const standIn = screen.getByRole('textbox', { name: 'Phone' });
    // Focus starts the load; the text comes before it has finished (an import resolves later).
    act(() => standIn.focus());
    fireEvent.change(standIn, { target: { value: '+44' } });
    expect(onChange).toHaveBeenCalledWith('+44');
    expect(country()).toBeNull();

    await waitFor(() => expect(country()).not.toBeNull());
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    expect(input).not.toBe(standIn);
    expect(input.value.replace(/\s/g, '')).toMatch(/^\+44/);
    expect(input).toHaveFocus();
    await userEvent.type(input, '2079460018');
    // Valid now: PhoneInput emits E.164.
    expect(onChange).toHaveBeenLastCalledWith('+442079460018');
  });

  it('once loaded, a field shows PhoneInput from its first render', async () => {
    const { importPhoneInput } = await import('./phone-input-chunk');
    await importPhoneInput();
    render(<Controlled initial="+4917098765432" />);
    expect(country()).toHaveAccessibleName(/^Country: Germany \+49/);
  });
});
