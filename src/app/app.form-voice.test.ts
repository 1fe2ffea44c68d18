import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { passwordChangeNames, passwordChangeSchema } from '@/features/account/password-change-form';
import { userDetailsNames, userDetailsSchema } from '@/features/account/user-details-form';
import { noteNames, noteSchema } from '@/features/application-notes/note-form';
import { applyNames, applySchema } from '@/features/applications/apply-schema';
import { createAccountNames, createAccountSchema } from '@/features/auth/complete-account-view';
import { dialogEmailNames, dialogEmailSchema } from '@/features/auth/email-step-view';
import { employerLoginNames, employerLoginSchema } from '@/features/auth/employer-sign-in-form';
import { forgotPasswordNames, forgotPasswordSchema } from '@/features/auth/forgot-password-form';
import { newPasswordNames, newPasswordSchema } from '@/features/auth/password-reset-panel';
import { passwordLoginNames, passwordLoginSchema } from '@/features/auth/returning-user-view';
import { profileNames, profileSchema } from '@/features/candidate-profile/profile-form';
import { companyFormNames, companyFormSchema } from '@/features/employer-company/company-form';
import { jobFormNames, jobFormSchema } from '@/features/job-editor/job-form-schema';
import { inviteNames, inviteSchema } from '@/features/team/invite-form';
import {
  createAlertNames,
  createAlertSchema,
  renameAlertNames,
  renameAlertSchema,
} from '@/features/job-alerts/alert-schemas';
import {
  holdNames,
  holdSchema,
  retentionPeriodNames,
  retentionPeriodSchema,
} from '@/features/data-retention/retention-schemas';
import { installErrorMap } from '@/lib/validation';
import { sourceFiles } from '@/test/source-files';

/**
 * One voice (decision 012 rule 5): every message a form can show names its
 * field. Each form's rules are parsed with every kind of wrong value in every field; an issue its
 * own names do not speak for falls through to the app-wide map (the unnamed net), which this
 * test watches. The spec's generic texts must not come out at all.
 */
type ErrorMap = ReturnType<typeof import('@/lib/validation').fieldNames>;
const forms: Record<string, [z.ZodMiniType, ErrorMap]> = {
  'sign-in dialog: email': [dialogEmailSchema, dialogEmailNames],
  'sign-in dialog: password (returning user)': [passwordLoginSchema, passwordLoginNames],
  'sign-in dialog: password (complete account)': [createAccountSchema, createAccountNames],
  'forgot password': [forgotPasswordSchema, forgotPasswordNames],
  'employer sign-in': [employerLoginSchema, employerLoginNames],
  'set new password': [newPasswordSchema, newPasswordNames],
  'change password': [passwordChangeSchema, passwordChangeNames],
  'your details': [userDetailsSchema, userDetailsNames],
  'team invite': [inviteSchema, inviteNames],
  'candidate profile': [profileSchema, profileNames],
  'company form': [companyFormSchema, companyFormNames],
  'job form': [jobFormSchema, jobFormNames],
  apply: [applySchema, applyNames],
  'application note': [noteSchema, noteNames],
  'create job alert': [createAlertSchema, createAlertNames],
  'rename job alert': [renameAlertSchema, renameAlertNames],
  'retention period': [retentionPeriodSchema, retentionPeriodNames],
  'retention hold': [holdSchema, holdNames],
};

/** The spec's generic texts, zod's own, and any text that does not say which field it means. */
const GENERIC =
  /^Value is|^This field should|^The (minimum|maximum) value allowed|^The value must be equal|^Invalid|a value\b|the value\b|one of the options|^Use [\d,]+ characters or fewer$|^Choose [\d,]+ or fewer$/;

/** Every kind of wrong value a field can be given. */
const WRONG: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'not an address @ all',
  'two\nlines',
  'hidden\u202eformatting',
  'x'.repeat(100_001),
  Number.NaN,
  -1e15,
  1e15,
  0.5,
  true,
  {},
  [],
  Array.from({ length: 1000 }, () => 'x'.repeat(1000)),
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  out?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/** The body a form's rules check: a pipe's output side (the transform before it takes the form's values). */
function body(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  return def.type === 'pipe' && def.out ? body(def.out) : schema;
}

/** A value of the schema's shape with `wrong` in every field (lists hold one wrong item too). */
function fill(schema: z.ZodMiniType, wrong: unknown): unknown {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape)
    return Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, fill(v, wrong)]));
  if (
    (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') &&
    def.innerType
  )
    return fill(def.innerType, wrong);
  if (def.type === 'array' && def.element)
    return Array.isArray(wrong) ? wrong : [fill(def.element, wrong)];
  // A list only where the form holds one: a text field's value is never a list.
  return Array.isArray(wrong) ? undefined : wrong;
}

// Parsed asynchronously, as react-hook-form's zod resolver does (the apply form's phone rule is async).
async function walk(schema: z.ZodMiniType, names: ErrorMap) {
  const unnamed: string[] = [];
  const said = new Set<string>();
  z.config({
    customError: (issue) => {
      unnamed.push(`${(issue.path ?? []).join('.')} (${issue.code})`);
      return undefined;
    },
  });
  try {
    const rules = body(schema);
    for (const wrong of WRONG) {
      for (const issue of (await z.safeParseAsync(rules, fill(rules, wrong), names)).error
        ?.issues ?? [])
        said.add(issue.message);
    }
  } finally {
    installErrorMap();
  }
  return { unnamed: [...new Set(unnamed)], said: [...said] };
}

afterEach(() => installErrorMap());

describe('every form speaks with one voice, naming the field', () => {
  it.each(Object.entries(forms))(
    '%s: no issue falls to the unnamed net',
    async (_, [schema, names]) => {
      const { unnamed, said } = await walk(schema, names);
      expect(unnamed).toEqual([]);
      expect(said.length).toBeGreaterThan(0);
      expect(said.filter((text) => GENERIC.test(text))).toEqual([]);
    },
  );

  it('the walk would see a field a form forgot to name', async () => {
    // The sign-in dialog's password step as it was before decision 012: no names at all.
    const { unnamed, said } = await walk(passwordLoginSchema, { error: () => undefined });
    expect(unnamed).toContain('password (too_small)');
    expect(said).not.toEqual([]);
    // ... where the app-wide map says "a value", never a field's name.
    expect(z.safeParse(passwordLoginSchema, { password: '' }).error?.issues[0]?.message).toBe(
      'Enter a value',
    );
  });

  it('the sign-in dialog says what the password needs', () => {
    const message = (schema: z.ZodMiniType, names: ErrorMap, password: string) =>
      z.safeParse(schema, { password }, names).error?.issues[0]?.message;
    expect(message(passwordLoginSchema, passwordLoginNames, '')).toBe('Enter your password');
    expect(message(createAccountSchema, createAccountNames, '')).toBe('Enter a password');
    expect(message(createAccountSchema, createAccountNames, 'short')).toBe(
      'Use at least 8 characters for the password',
    );
  });

  it('a one-line field says what to remove, not "Enter a valid …" (the characters are invisible)', () => {
    const messageAt = (schema: z.ZodMiniType, names: ErrorMap, field: string, value: string) =>
      z
        .safeParse(body(schema), fill(body(schema), value), names)
        .error?.issues.find((issue) => issue.path?.join('.') === field)?.message;
    for (const value of ['Senior\nengineer', 'Senior\u2028engineer', 'Senior\u202eengineer'])
      expect(messageAt(jobFormSchema, jobFormNames, 'title', value)).toBe(
        'Remove line breaks and hidden formatting characters from the job title',
      );
    expect(messageAt(userDetailsSchema, userDetailsNames, 'name', 'Ada\u2066Lovelace')).toBe(
      'Remove line breaks and hidden formatting characters from your full name',
    );
    // The app-wide net (a field no form names) says it too, about "the value".
    expect(
      z
        .safeParse(body(jobFormSchema), fill(body(jobFormSchema), 'a\tb'))
        .error?.issues.find((issue) => issue.path?.join('.') === 'title')?.message,
    ).toBe('Remove line breaks and hidden formatting characters from the value');
  });

  it('every form that takes a resolver is walked above', () => {
    // A new form (a zodResolver call) must join `forms`, or this fails naming its file.
    const src = join(__dirname, '..');
    const withResolver = sourceFiles(src)
      .filter((file) => /zodResolver\(/.test(readFileSync(join(src, file), 'utf8')))
      .filter((file) => file !== 'lib/validation.ts');
    expect(withResolver).toEqual([
      'features/account/password-change-form.tsx',
      'features/account/user-details-form.tsx',
      'features/application-notes/note-form.tsx',
      'features/applications/apply-dialog.tsx',
      'features/auth/complete-account-view.tsx',
      'features/auth/email-step-view.tsx',
      'features/auth/employer-sign-in-form.tsx',
      'features/auth/forgot-password-form.tsx',
      'features/auth/password-reset-panel.tsx',
      'features/auth/returning-user-view.tsx',
      'features/candidate-profile/profile-form.tsx',
      'features/data-retention/application-retention.tsx',
      'features/data-retention/data-retention-section.tsx',
      'features/employer-company/company-form.tsx',
      'features/job-alerts/create-alert-dialog.tsx',
      'features/job-alerts/job-alerts-section.tsx',
      'features/job-editor/job-form.tsx',
      'features/team/invite-form.tsx',
    ]);
    // ... and each passes its names: zodResolver(schema, names).
    for (const file of withResolver)
      expect(readFileSync(join(src, file), 'utf8'), file).toMatch(/zodResolver\(\w+, \w+\)/);
  });
});
