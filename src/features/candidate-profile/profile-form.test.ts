import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Profile } from '@generated/types.gen';
import {
  mapProfileErrors,
  PHONE_INVALID,
  profileNames,
  profileSchema,
  profileSkillLimits,
  profileToValues,
  URL_INVALID,
  valuesToUpdate,
} from './profile-form';
import { withResume } from './api';
import { addSkills } from '@/components/skills-input/skills-input';
import { aBareProfile, aLocation } from '@/test/factories';

const berlin = aLocation('berlin');
const candidateProfile = aBareProfile();

const profile: Profile = {
  ...candidateProfile,
  summary: 'Frontend engineer.',
  phone: '+4915123456789',
  location: berlin,
  links: { linkedin: 'https://www.linkedin.com/in/maya', github: null },
  skills: ['React'],
};

/** The message each field shows: the first of its issues, as zodResolver keeps (firstError). */
const messagesOf = async (values: unknown) =>
  ((await z.safeParseAsync(profileSchema, values, profileNames)).error?.issues ?? [])
    .map((i) => [i.path.join('.'), i.message])
    .filter(([path], index, all) => all.findIndex(([p]) => p === path) === index);

describe('profile form', () => {
  it('edits nulls as empty strings and sends empty strings back as null', async () => {
    const values = profileToValues(profile);
    expect(values).toMatchObject({
      headline: '',
      location: 'Berlin, Germany',
      links: { linkedin: 'https://www.linkedin.com/in/maya', github: '', website: '' },
    });
    expect(await messagesOf(values)).toEqual([]);
    expect(
      valuesToUpdate({ ...values, summary: '  ', name: ' Maya ' }, profile.location!.id),
    ).toEqual({
      name: 'Maya',
      headline: null,
      summary: null,
      phone: '+4915123456789',
      location_id: '7eb3ae74-5935-49f2-b073-9f69bc12054f',
      links: { linkedin: 'https://www.linkedin.com/in/maya', github: null, website: null },
      skills: ['React'],
    });
  });

  it('refuses an empty name, a bad link and a bad phone number with clear messages', async () => {
    const values = profileToValues(profile);
    expect(
      await messagesOf({
        ...values,
        name: ' ',
        phone: '+49 123',
        links: { ...values.links, github: 'github.com/maya', website: 'javascript:alert(1)' },
      }),
    ).toEqual([
      ['name', 'Enter your full name'],
      ['phone', PHONE_INVALID],
      ['links.github', URL_INVALID],
      ['links.website', URL_INVALID],
    ]);
    expect(PHONE_INVALID).toBe('Enter a valid phone number, including the country');
    expect(URL_INVALID).toBe('Enter a full web address, like https://example.com');
    expect(await messagesOf({ ...values, summary: 'x'.repeat(5001) })).toEqual([
      ['summary', 'Use 5,000 characters or fewer for the summary'],
    ]);
  });

  it('puts server errors under their fields, nested link and list errors included', () => {
    const problem = {
      type: 'about:blank',
      title: 'Invalid request',
      status: 400,
      detail: 'Some fields are invalid.',
    };
    expect(
      mapProfileErrors({
        ...problem,
        errors: {
          links: { github: ['Enter a valid URL.'], website: ['Enter a valid URL.', 'Too long.'] },
          skills: { '2': ['Ensure this field has no more than 50 characters.'] },
          location_id: ['Unknown location id.'],
          non_field_errors: ['Try later.'],
        },
      }),
    ).toEqual({
      fields: {
        'links.github': 'Enter a valid URL.',
        'links.website': 'Enter a valid URL. Too long.',
        skills: 'Ensure this field has no more than 50 characters.',
        location: 'Unknown location id.',
      },
      other: ['Try later.'],
    });
  });
});

describe('addSkills', () => {
  it('adds trimmed, comma-separated skills without duplicates', () => {
    expect(
      addSkills(['React'], ' TypeScript , react,  Design   systems ,', profileSkillLimits),
    ).toEqual({
      skills: ['React', 'TypeScript', 'Design systems'],
      error: null,
    });
  });

  it('refuses more than the limit or an over-long skill, keeping the list', () => {
    const full = Array.from({ length: profileSkillLimits.maxItems }, (_, i) => `Skill ${i}`);
    expect(addSkills(full, 'One more', profileSkillLimits)).toEqual({
      skills: full,
      error: 'List 30 skills or fewer',
    });
    expect(addSkills([], 'x'.repeat(51), profileSkillLimits).error).toBe(
      'Use 50 characters or fewer for each skill',
    );
  });
});

describe('withResume', () => {
  it('puts the new resume first and replaces one with the same id', () => {
    const a = {
      id: 'a',
      file_name: 'a.pdf',
      url: 'https://x/a',
      uploaded_at: '2025-01-01T00:00:00Z',
      size_bytes: 1,
    };
    const b = { ...a, id: 'b', file_name: 'b.pdf' };
    expect(withResume([a, b], { ...a, file_name: 'a2.pdf' }).map((r) => r.file_name)).toEqual([
      'a2.pdf',
      'b.pdf',
    ]);
  });
});
