/**
 * Date-times through the generated validators, as servers send them: RFC 3339 with any offset and
 * any fractional precision (Django REST framework writes microseconds). Every date-time field of
 * the contract uses the same generated check, so one schema with a required and a nullable
 * date-time stands for all of them.
 */
import { describe, expect, it } from 'vitest';
import { zJobListItem, zTeamMember } from '../../generated/zod.gen';
import { contractExample } from '../../e2e/support/contract-examples';

const card = contractExample<{ results: Record<string, unknown>[] }>(
  '/v2/public/jobs/',
  'get',
  '200',
).results[0]!;
const member = contractExample<{ results: Record<string, unknown>[] }>(
  '/v2/employers/{employerId}/users/',
  'get',
  '200',
).results[1]!;

const VALID = [
  '2025-11-18T10:00:00Z',
  '2025-11-18T10:00:00.1Z',
  '2025-11-18T10:00:00.123Z',
  '2025-11-18T10:00:00.123456Z',
  '2025-11-18T10:00:00+01:00',
  '2025-11-18T10:00:00-05:30',
  '2025-11-18T10:00:00.123456+01:00', // 32 characters: over the old maxLength of 30
  '2025-11-18T10:00:00.123456789+14:00',
];
const INVALID = [
  '2025-11-18', // a date, not a date-time
  '2025-11-18T10:00:00', // no offset: not a moment
  '2025-11-18 10:00:00Z', // space instead of T
  '2025-13-18T10:00:00Z',
  '2025-11-18T25:00:00Z',
  '2025-11-18T10:00:00+1:00',
  'yesterday',
  '',
];

describe('generated date-time validation', () => {
  it.each(VALID)('accepts %s (required and nullable fields)', (value) => {
    expect(
      zJobListItem.safeParse({ ...card, published_at: value, valid_through: value }).success,
    ).toBe(true);
    expect(zTeamMember.safeParse({ ...member, invited_at: value, joined_at: value }).success).toBe(
      true,
    );
  });

  it.each(INVALID)('refuses %j', (value) => {
    expect(zJobListItem.safeParse({ ...card, published_at: value }).success).toBe(false);
    expect(zTeamMember.safeParse({ ...member, joined_at: value }).success).toBe(false);
  });

  it('still takes null where the contract allows it', () => {
    expect(
      zJobListItem.safeParse({ ...card, published_at: null, valid_through: null }).success,
    ).toBe(true);
  });
});
