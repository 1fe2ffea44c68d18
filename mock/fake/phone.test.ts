// A phone the fake keeps is a valid number of its country (the app's rule: libphonenumber-js's
// isValidPhoneNumber with full metadata), not only E.164-shaped.
import { beforeEach, describe, expect, it } from 'vitest';
import { call, makeCtx, people, problemOf, type TestCtx } from './test-support';
import { updateCurrentUser } from './handlers/account';
import { updateProfile } from './handlers/candidate-profile';
import { checkPhone, csvPhone } from './phone';

let ctx: TestCtx;
let who: ReturnType<typeof people>;

beforeEach(() => {
  ctx = makeCtx();
  who = people(ctx.store);
});

describe('phone numbers', () => {
  it('a 5-digit German number is refused on phone, and nothing is kept', () => {
    const before = who.maya.phone;
    for (const update of [updateProfile, updateCurrentUser] as const) {
      const problem = problemOf(() =>
        call(update as typeof updateProfile, ctx, { body: { phone: '+4912345' }, user: who.maya }),
      );
      expect(problem.status).toBe(400);
      expect(problem.errors?.phone).toEqual([
        'Enter a valid phone number in international format, e.g. +4930123456.',
      ]);
    }
    expect(who.maya.phone).toBe(before);
  });

  it('a real Berlin landline and a German mobile are kept', () => {
    call(updateProfile, ctx, { body: { phone: '+493012345678' }, user: who.maya });
    expect(who.maya.phone).toBe('+493012345678');
    call(updateCurrentUser, ctx, { body: { phone: '+4915123456789' }, user: who.maya });
    expect(who.maya.phone).toBe('+4915123456789');
  });
});

describe('checkPhone', () => {
  it('lets no phone through (null, absent, cleared) and refuses a number of no country', () => {
    for (const phone of [null, undefined, '']) expect(() => checkPhone(phone)).not.toThrow();
    expect(problemOf(() => checkPhone('+999123456789')).errors).toEqual({
      phone: ['Enter a valid phone number in international format, e.g. +4930123456.'],
    });
  });
});

describe('csvPhone (decision 014)', () => {
  it('writes a number as its country groups it, 00 for the +', () => {
    expect(csvPhone('+4917612345678')).toBe('0049 176 12345678');
    expect(csvPhone('+12025550123')).toBe('001 202 555 0123');
  });

  it('leaves a number the rules cannot read as it is', () => {
    expect(csvPhone('=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(csvPhone('12345')).toBe('12345');
  });
});
