import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePhoneValidity } from './use-phone-validity';
import type { ParsedPhone } from './validate-phone';

const parsed = (error?: ParsedPhone['error']) => ({ error }) as ParsedPhone;

describe('usePhoneValidity', () => {
  it('lets a valid (or empty) number through, touching no field', () => {
    const { result } = renderHook(() => usePhoneValidity());
    const setError = vi.fn();
    expect(result.current.passes(setError)).toBe(true);
    expect(setError).not.toHaveBeenCalled();
  });

  it('stops an invalid number, saying why under the phone field and focusing it', () => {
    const { result } = renderHook(() => usePhoneValidity());
    act(() => result.current.onValidityChange(false, parsed('TOO_SHORT')));
    const setError = vi.fn();
    expect(result.current.passes(setError)).toBe(false);
    expect(setError).toHaveBeenCalledWith(
      'phone',
      { type: 'phone', message: 'Enter the whole phone number: this one is too short' },
      { shouldFocus: true },
    );

    act(() => result.current.onValidityChange(true, parsed()));
    expect(result.current.passes(vi.fn())).toBe(true);
  });
});
