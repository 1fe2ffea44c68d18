import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  zChangePasswordBody,
  zEmployerInput,
  zJobInput,
  zSubmitApplicationBody,
  zTeamInvite,
} from '@generated/zod.gen';
import { singleLineText } from '@generated/rules.gen';
import {
  bodyRule,
  fieldNames,
  fill,
  lengthLimits,
  phoneFieldName,
  isPresent,
  isWebAddress,
  messages,
  sameAs,
  say,
} from './validation';

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
  it("are only the sign-in dialog's two email texts of docs/product.md §5", () => {
    expect(messages).toEqual({
      dialogEmailRequired: expect.any(Function),
      dialogEmailInvalid: expect.any(Function),
    });
    expect(messages.dialogEmailRequired()).toBe('Email is required');
    expect(messages.dialogEmailInvalid()).toBe('Email is not correct');
  });
});

describe("say: the app's own voice where docs/product.md gives no text", () => {
  it('asks for what to do, in one form, without a full stop', () => {
    expect(say.enter('a job title')).toBe('Enter a job title');
    expect(say.choose('a currency')).toBe('Choose a currency');
    expect(say.email()).toBe('Enter an email address like name@example.com');
    expect(say.atLeast(3, 'the job title')).toBe('Use at least 3 characters for the job title');
    expect(say.atMost(20_000, 'the summary')).toBe(
      'Use 20,000 characters or fewer for the summary',
    );
    expect(say.again('new password')).toBe('Enter the same new password again');
    for (const text of [
      say.enter('x'),
      say.email(),
      say.webAddress(),
      say.phone(),
      say.atMost(5, 'x'),
      say.amountFrom(0),
      say.amountUpTo(1000),
    ]) {
      expect(text).not.toMatch(/\.$|^Please|is required|^Required/);
    }
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://northwind.example', true],
    ['http://northwind.example/jobs?x=1', true],
    ['northwind.example', false],
    ['https://localhost', false],
    ['javascript:alert(1)', false],
    ['ftp://files.example', false],
  ])('%s → %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});

describe('zod helpers', () => {
  it('sameAs', () => {
    const again = z
      .object({ a: z.string(), b: z.string() })
      .check(sameAs('b', 'a', 'password', say.again('password')));
    expect(z.safeParse(again, { a: 'x', b: 'y' }).error?.issues[0]?.message).toBe(
      'Enter the same password again',
    );
    const form = z
      .object({ password: z.string(), confirm: z.string() })
      .check(sameAs('confirm', 'password', 'password'));
    const result = z.safeParse(form, { password: 'a', confirm: 'b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirm'],
      message: 'Enter the same password again',
    });
  });
});

describe('lengthLimits', () => {
  it("reads the contract's minLength and maxLength from a generated schema, the tightest of each", () => {
    expect(lengthLimits(zChangePasswordBody.shape.new_password)).toEqual({ min: 8, max: 128 });
    expect(lengthLimits(z.array(z.string()).check(z.maxLength(30), z.maxLength(20)))).toEqual({
      max: 20,
    });
    expect(lengthLimits(z.string())).toEqual({});
  });
});

describe('the error map (installed by the test setup, as by src/main.tsx)', () => {
  /** The first message per path of a parse, with optional per-form field names. */
  const said = (
    schema: z.ZodMiniType,
    value: unknown,
    names?: Parameters<typeof fieldNames>[0],
  ) => {
    const first: Record<string, string> = {};
    const result = z.safeParse(schema, value, names ? fieldNames(names) : undefined);
    for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
    return first;
  };
  // A complete job body; each case changes one part.
  const job = {
    title: 'Data Engineer',
    description: '<p>Hi</p>',
    employment_type: 'full_time',
    workplace_type: 'remote',
    seniority: 'mid',
    location_ids: ['c7055597-df85-470b-ab4d-34e33c01f2c7'],
    valid_through: null,
    skills: [],
    salary: { min: 1, max: 2, currency: 'EUR', period: 'year' },
  };

  it("speaks of 'a value' for a field no form names (no form does: src/app/app.form-voice.test.ts), never with the spec's generic texts", () => {
    expect(said(zJobInput, { ...job, title: undefined, description: '' })).toEqual({
      title: 'Enter a value',
      description: 'Enter a value',
    });
    expect(said(zJobInput, { ...job, title: 'QA' })).toEqual({
      title: 'Use at least 3 characters for the value',
    });
    expect(said(zJobInput, { ...job, title: 'x'.repeat(201) })).toEqual({
      title: 'Use 200 characters or fewer for the value',
    });
    expect(
      said(zJobInput, { ...job, salary: { ...job.salary, min: -1, max: 100_000_001 } }),
    ).toEqual({
      'salary.min': 'Enter an amount of 0 or more',
      'salary.max': 'Enter an amount up to 100,000,000',
    });
    expect(said(zJobInput, { ...job, salary: { ...job.salary, min: Number.NaN } })).toEqual({
      'salary.min': 'Enter a value',
    });
    expect(said(zJobInput, { ...job, seniority: 'guru' })).toEqual({
      seniority: 'Choose one of the options',
    });
    expect(
      said(zJobInput, {
        ...job,
        location_ids: [],
        skills: Array.from({ length: 31 }, (_, i) => `s${i}`),
      }),
    ).toEqual({
      location_ids: 'Enter a value',
      skills: 'Choose 30 or fewer',
    });
    expect(said(zTeamInvite, { email: 'nope', role: 'member' })).toEqual({
      email: 'Enter an email address like name@example.com',
    });
    expect(said(zEmployerInput, { name: 'A', website: 'northwind.example' })).toEqual({
      website: 'Enter a full web address, like https://example.com',
    });
  });

  it('speaks with `say` for the fields a form names', () => {
    const names = {
      title: 'a job title',
      location_ids: { choose: 'at least one location' },
      'salary.min': 'the minimum salary',
      'salary.max': 'the maximum salary',
      seniority: { choose: 'a seniority' },
    };
    expect(
      said(
        zJobInput,
        {
          ...job,
          title: '',
          location_ids: [],
          salary: { ...job.salary, min: Number.NaN, max: -1 },
          seniority: '',
        },
        names,
      ),
    ).toEqual({
      title: 'Enter a job title',
      location_ids: 'Choose at least one location',
      'salary.min': 'Enter the minimum salary',
      'salary.max': 'Enter an amount of 0 or more',
      seniority: 'Choose a seniority',
    });
    expect(said(zJobInput, { ...job, title: 'QA' }, names)).toEqual({
      title: 'Use at least 3 characters for the job title',
    });
    expect(said(zJobInput, { ...job, title: 'x'.repeat(201) }, names)).toEqual({
      title: 'Use 200 characters or fewer for the job title',
    });
    expect(said(zJobInput, { ...job, salary: { ...job.salary, max: 100_000_001 } }, names)).toEqual(
      { 'salary.max': 'Enter an amount up to 100,000,000' },
    );
    expect(
      said(zTeamInvite, { email: '', role: 'member' }, { email: 'their email address' }),
    ).toEqual({ email: 'Enter their email address' });
    expect(
      said(zTeamInvite, { email: 'nope', role: 'member' }, { email: 'their email address' }),
    ).toEqual({ email: 'Enter an email address like name@example.com' });
    // A field the form does not name falls to the app's map, which names no field.
    expect(said(zJobInput, { ...job, description: '' }, names)).toEqual({
      description: 'Enter a value',
    });
    // A list's items are named with '*'; a list named with `choose` says what it counts.
    const skillNames = { skills: { choose: 'skills' }, 'skills.*': 'a skill' };
    expect(
      said(
        zJobInput,
        { ...job, skills: Array.from({ length: 31 }, (_, i) => `s${i}`) },
        skillNames,
      ),
    ).toEqual({ skills: 'Choose 30 or fewer skills' });
    expect(said(zJobInput, { ...job, skills: ['SQL', 'x'.repeat(51)] }, skillNames)).toEqual({
      'skills.1': 'Use 50 characters or fewer for the skill',
    });
    // "your"/"their" are not repeated after "valid".
    expect(
      said(z.object({ password: z.string() }), { password: 1 }, { password: 'your password' }),
    ).toEqual({ password: 'Enter a valid password' });
  });

  it('gives a field named with its own two texts one text for every wrong value, its length included', () => {
    const application = {
      job_id: '0b8a3f9e-8a43-4d4e-9d55-7d3c3c1f2a10',
      name: 'Maya',
      email: 'maya@example.com',
      phone: null,
      cover_letter: null,
    };
    const names = {
      email: { missing: 'Email is required', invalid: 'Email is not correct' },
      phone: phoneFieldName,
    };
    expect(said(zSubmitApplicationBody, { ...application, email: '' }, names)).toEqual({
      email: 'Email is required',
    });
    expect(said(zSubmitApplicationBody, { ...application, email: 'maya@' }, names)).toEqual({
      email: 'Email is not correct',
    });
    expect(
      said(
        zSubmitApplicationBody,
        { ...application, email: `${'m'.repeat(250)}@example.com` },
        names,
      ),
    ).toEqual({ email: 'Email is not correct' });
    expect(said(zSubmitApplicationBody, { ...application, phone: '+49 1' }, names)).toEqual({
      phone: 'Enter a valid phone number, including the country',
    });
    expect(
      said(zSubmitApplicationBody, { ...application, phone: '+49 151 2345 6789 01' }, names),
    ).toEqual({ phone: 'Enter a valid phone number, including the country' });
  });

  it('bodyRule adds a rule the contract cannot say, speaking only where the contract did not already', () => {
    const startsWithM = bodyRule<{ name: string }>(
      ['name'],
      (body) => body.name.startsWith('M'),
      'Start with M',
    );
    const schema = z
      .object({ name: z.string().check(z.minLength(1), z.maxLength(5)) })
      .check(startsWithM);
    const all = (value: unknown) =>
      (z.safeParse(schema, value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(all({ name: 'Maya' })).toEqual([]);
    expect(all({ name: 'Jonas' })).toEqual([['name', 'Start with M']]);
    expect(all({ name: 'Jonas Weber' })).toEqual([
      ['name', 'Use 5 characters or fewer for the value'],
    ]);
    expect(all({ name: 42 })).toEqual([['name', 'Enter a valid value']]);
  });

  it('leaves a message a schema gives itself alone', () => {
    expect(said(z.string().check(z.minLength(3, 'Own words')), 'x')).toEqual({ '': 'Own words' });
  });
});

describe('fill: the contract’s messages with their names filled in', () => {
  it('writes numbers as `say` does, text as given, and leaves an unknown name as it is', () => {
    expect(
      fill('Use {max} characters or fewer for {what} ({other}).', { max: 1000, what: 'the title' }),
    ).toBe('Use 1,000 characters or fewer for the title ({other}).');
    expect(fill('No {names} here')).toBe('No {names} here');
  });
});

describe('the error map: the rarer rules', () => {
  const first = (schema: z.ZodMiniType, value: unknown, names?: Parameters<typeof fieldNames>[0]) =>
    z.safeParse(schema, value, names ? fieldNames(names) : undefined).error?.issues[0]?.message;

  it('a list or set with too few items asks for them', () => {
    const tags = z.object({ tags: z.array(z.string()).check(z.minLength(2)) });
    expect(first(tags, { tags: ['a'] }, { tags: { choose: 'two tags' } })).toBe('Choose two tags');
    const set = z.object({ tags: z.set(z.string()).check(z.minSize(2)) });
    expect(first(set, { tags: new Set(['a']) }, { tags: { choose: 'two tags' } })).toBe(
      'Choose two tags',
    );
    const big = z.object({ tags: z.set(z.string()).check(z.maxSize(2)) });
    expect(first(big, { tags: new Set(['a', 'b', 'c']) }, { tags: { choose: 'tags' } })).toBe(
      'Choose 2 or fewer tags',
    );
  });

  it('a field with its own two texts: too short is invalid, nothing given is missing', () => {
    const own = { code: { missing: 'Enter the code', invalid: 'Enter the code from the mail' } };
    const code = z.object({ code: z.string().check(z.minLength(6)) });
    expect(first(code, { code: 'abc' }, own)).toBe('Enter the code from the mail');
    expect(first(code, { code: '' }, own)).toBe('Enter the code');
    const list = z.object({ code: z.array(z.string()).check(z.minLength(2)) });
    expect(first(list, { code: ['a'] }, own)).toBe('Enter the code from the mail');
  });

  it('a one-line field holding a line break says so (the contract’s words); a web address pattern asks for one; another pattern asks for a valid value', () => {
    const oneLine = z.object({
      title: z.string().check(z.regex(new RegExp(singleLineText.patterns[0]!))),
    });
    expect(first(oneLine, { title: 'Data\nEngineer' }, { title: 'a job title' })).toBe(
      'Remove line breaks and hidden formatting characters from the job title',
    );
    expect(first(oneLine, { title: 'Data\nEngineer' }, { title: { choose: 'a title' } })).toBe(
      'Choose a title',
    );
    const site = z.object({ site: z.string().check(z.regex(/^https?:\/\//)) });
    expect(first(site, { site: 'ftp://x.example' }, { site: 'a website' })).toBe(
      'Enter a full web address, like https://example.com',
    );
    const digits = z.object({ code: z.string().check(z.regex(/^\d+$/)) });
    expect(first(digits, { code: 'abc' }, { code: 'a code' })).toBe('Enter a valid code');
  });
});
