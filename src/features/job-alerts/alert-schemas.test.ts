import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createAlertNames,
  createAlertSchema,
  renameAlertNames,
  renameAlertSchema,
  type AlertValues,
} from './alert-schemas';

const search = { search: 'designer' } as AlertValues['search'];

describe('the alert name in the app’s words', () => {
  it('too long: "Use 80 characters or fewer for the alert name", when creating and renaming', () => {
    const long = 'x'.repeat(81);
    const created = z.safeParse(
      createAlertSchema,
      { name: long, frequency: 'daily', search },
      createAlertNames,
    );
    expect(created.error?.issues[0]?.message).toBe('Use 80 characters or fewer for the alert name');
    const renamed = z.safeParse(renameAlertSchema, { name: long }, renameAlertNames);
    expect(renamed.error?.issues[0]?.message).toBe('Use 80 characters or fewer for the alert name');
  });

  it('blank: "Enter an alert name"', () => {
    const blank = z.safeParse(renameAlertSchema, { name: '  ' }, renameAlertNames);
    expect(blank.error?.issues[0]?.message).toBe('Enter an alert name');
  });
});
