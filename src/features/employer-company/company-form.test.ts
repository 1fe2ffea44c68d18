import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { zEmployerInput } from '@generated/zod.gen';
import {
  companyFormNames,
  companyFormSchema,
  employerToFormValues,
  formValuesToEmployerInput,
} from './company-form';

describe('company form', () => {
  it('sends empty fields as null, keeps the logo unless changed, and fits the contract', () => {
    const values = {
      ...employerToFormValues(),
      name: ' Kestrel Logistics ',
      description: '<p> </p>',
    };
    const body = formValuesToEmployerInput(values);
    expect(body).toEqual({
      name: 'Kestrel Logistics',
      website: null,
      description: null,
      industry: null,
      size: null,
      headquarters_id: null,
      phone: null,
    });
    expect(body).not.toHaveProperty('logo_key');
    expect(z.safeParse(zEmployerInput, body).success).toBe(true);
  });

  it('sends a new logo key, or null to remove the logo', () => {
    const base = employerToFormValues();
    expect(
      formValuesToEmployerInput({ ...base, name: 'A', logo_key: 'company-logos/x/a.png' }).logo_key,
    ).toBe('company-logos/x/a.png');
    expect(formValuesToEmployerInput({ ...base, name: 'A', logo_key: null })).toHaveProperty(
      'logo_key',
      null,
    );
  });

  it('sanitises the description and keeps the social links on edit', () => {
    const body = formValuesToEmployerInput(
      {
        ...employerToFormValues(),
        name: 'A',
        description: '<p>Hi</p><script>x</script>',
        size: '11-50',
        phone: '+493012345678',
      },
      { socialLinks: { linkedin: 'https://www.linkedin.com/company/a' } },
    );
    expect(body).toMatchObject({
      description: '<p>Hi</p>',
      size: '11-50',
      phone: '+493012345678',
      social_links: { linkedin: 'https://www.linkedin.com/company/a' },
    });
  });

  it('requires a name and a full web address', () => {
    const result = z.safeParse(
      companyFormSchema,
      { ...employerToFormValues(), name: '', website: 'northwind.example' },
      companyFormNames,
    );
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toEqual({
      name: 'Enter the company name',
      website: 'Enter a full web address, like https://example.com',
    });
  });

  it("keeps the contract's limits and refuses addresses a link must not have", () => {
    const said = (values: Partial<ReturnType<typeof employerToFormValues>>) =>
      z
        .safeParse(
          companyFormSchema,
          { ...employerToFormValues(), name: 'A', ...values },
          companyFormNames,
        )
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(said({ name: 'x'.repeat(201) })).toEqual([
      ['name', 'Use 200 characters or fewer for the company name'],
    ]);
    expect(said({ industry: 'x'.repeat(101) })).toEqual([
      ['industry', 'Use 100 characters or fewer for the industry'],
    ]);
    expect(said({ website: 'javascript:alert(1)' })).toEqual([
      ['website', 'Enter a full web address, like https://example.com'],
    ]);
    expect(said({ website: ' https://northwind.example ', size: '11-50' })).toBeUndefined();
  });
});
