import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPresent, messages, minLengthString, requiredEmail, sameAs, validators } from './validation';

describe('the required-like rule', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    [[], false],
    [new Date('not a date'), false],
    [false, true],
    [0, true],
    ['x', true],
    [['a'], true],
    [new Date('2026-01-01'), true],
  ])('isPresent(%o) is %s', (value, expected) => {
    expect(isPresent(value)).toBe(expected);
  });
});

describe('messages', () => {
  it('are the spec texts', () => {
    expect(messages.required()).toBe('Value is required');
    expect(messages.email()).toBe('Value is not a valid email address');
    expect(messages.minLength(8)).toBe('This field should be at least 8 characters long');
    expect(messages.minValue(1)).toBe('The minimum value allowed is 1');
    expect(messages.maxValue(100)).toBe('The maximum value allowed is 100');
    expect(messages.sameAs('password')).toBe('The value must be equal to the password value');
  });
});

describe('validators', () => {
  it('check values and answer with the messages', () => {
    expect(validators.required('')).toBe('Value is required');
    expect(validators.required(false)).toBeNull();
    expect(validators.email('a@b')).toBe('Value is not a valid email address');
    expect(validators.email(' ada@example.com ')).toBeNull();
    expect(validators.minLength('abc', 8)).toBe('This field should be at least 8 characters long');
    expect(validators.minValue(0, 1)).toBe('The minimum value allowed is 1');
    expect(validators.maxValue(101, 100)).toBe('The maximum value allowed is 100');
    expect(validators.sameAs('a', 'b', 'password')).toBe('The value must be equal to the password value');
  });
});

describe('zod helpers', () => {
  const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
    const result = z.safeParse(schema, value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('requiredEmail trims, then requires and checks the address', () => {
    expect(firstMessage(requiredEmail(), '  ')).toBe('Value is required');
    expect(firstMessage(requiredEmail('Email is required', 'Email is not correct'), 'nope')).toBe('Email is not correct');
    expect(z.parse(requiredEmail(), '  ada@example.com ')).toBe('ada@example.com');
  });

  it('minLengthString and sameAs', () => {
    expect(firstMessage(minLengthString(8), 'short')).toBe('This field should be at least 8 characters long');
    const form = z.object({ password: z.string(), confirm: z.string() }).check(sameAs('confirm', 'password', 'password'));
    const result = z.safeParse(form, { password: 'a', confirm: 'b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirm'], message: 'The value must be equal to the password value' });
  });
});
