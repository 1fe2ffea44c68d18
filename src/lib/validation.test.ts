import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPresent, messages, minLengthString, requiredEmail, sameAs, say, validators } from './validation';

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

describe('say: the app\'s own voice where the spec gives no text', () => {
  it('asks for what to do, in one form, without a full stop', () => {
    expect(say.enter('a job title')).toBe('Enter a job title');
    expect(say.choose('a currency')).toBe('Choose a currency');
    expect(say.email()).toBe('Enter an email address like name@example.com');
    expect(say.atLeast(3, 'the job title')).toBe('Use at least 3 characters for the job title');
    expect(say.atMost(20_000, 'the summary')).toBe('Use 20,000 characters or fewer for the summary');
    expect(say.again('new password')).toBe('Enter the same new password again');
    for (const text of [say.enter('x'), say.email(), say.webAddress(), say.phone(), say.atMost(5, 'x'), say.amountFrom(0), say.amountUpTo(1000)]) {
      expect(text).not.toMatch(/\.$|^Please|is required|^Required/);
    }
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
    const password = minLengthString(8, { required: say.enter('a password'), tooShort: say.atLeast(8, 'the password') });
    expect(firstMessage(password, '')).toBe('Enter a password');
    expect(firstMessage(password, 'short')).toBe('Use at least 8 characters for the password');
    const again = z.object({ a: z.string(), b: z.string() }).check(sameAs('b', 'a', 'password', say.again('password')));
    expect(z.safeParse(again, { a: 'x', b: 'y' }).error?.issues[0]?.message).toBe('Enter the same password again');
    const form = z.object({ password: z.string(), confirm: z.string() }).check(sameAs('confirm', 'password', 'password'));
    const result = z.safeParse(form, { password: 'a', confirm: 'b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirm'], message: 'The value must be equal to the password value' });
  });
});
