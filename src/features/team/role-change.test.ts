import { describe, expect, it } from 'vitest';
import type { CompanyRole, TeamMember } from '@generated/types.gen';
import { statusErrorInterceptor } from '@/lib/api/http-status-error';
import { problemBody } from '@/test/mock-api';
import {
  invitationExpired,
  removalRefusal,
  removesLastOwner,
  resendRefusal,
  roleChangeConfirmation,
  roleChangeRefusal,
  roleRefusedBecause,
} from './role-change';

const person = (
  user_id: string,
  name: string,
  role: CompanyRole,
  status: TeamMember['status'] = 'active',
): TeamMember => ({
  user_id,
  name,
  email: `${user_id}@example.com`,
  role,
  status,
  invited_at: null,
  joined_at: status === 'active' ? '2024-03-04T10:00:00Z' : null,
});
const jonas = person('jonas', 'Jonas Weber', 'owner');
const tomas = person('tomas', 'Tomás Rivera', 'admin');
const priya = person('priya', 'Priya Natarajan', 'member');
const change = (
  member: TeamMember,
  role: CompanyRole,
  team: TeamMember[] = [jonas, tomas, priya],
) =>
  roleChangeConfirmation({
    member,
    role,
    actorUserId: 'jonas',
    team,
    companyName: 'Northwind Analytics',
  });

describe('roleChangeConfirmation', () => {
  it('lets raising a role (but to owner), and re-roling an invitation, go at once', () => {
    expect(change(priya, 'admin')).toBeNull();
    expect(change(priya, 'member')).toBeNull();
    expect(change(person('lea', 'Lea', 'admin', 'invited'), 'member')).toBeNull();
  });

  it("asks before lowering a teammate's role, saying what they lose (decision 012, rule 4)", () => {
    expect(change(tomas, 'member')).toMatchObject({
      title: 'Make Tomás Rivera member?',
      description:
        'Tomás Rivera will no longer post, edit or close jobs, nor change the status of applications. They see the change at once.',
      confirmLabel: 'Make member',
      destructive: true,
    });
    // Demoting another owner while you stay one.
    expect(
      change({ ...tomas, role: 'owner' }, 'admin', [jonas, { ...tomas, role: 'owner' }])
        ?.description,
    ).toBe(
      'Tomás Rivera will no longer manage the team or the company page. They see the change at once.',
    );
  });

  it('asks before making someone else owner', () => {
    expect(change(tomas, 'owner')).toMatchObject({
      title: 'Make Tomás Rivera an owner?',
      confirmLabel: 'Make owner',
    });
    expect(change({ ...tomas, name: null }, 'owner')?.title).toBe(
      'Make tomas@example.com an owner?',
    );
  });

  it('asks before demoting yourself, saying what you lose', () => {
    const team = [jonas, { ...tomas, role: 'owner' as const }];
    expect(change(jonas, 'admin', team)).toMatchObject({
      title: 'Make yourself admin?',
      confirmLabel: 'Make me admin',
      destructive: true,
    });
    expect(change(jonas, 'admin', team)?.description).toBe(
      'You will no longer manage the team or the company page. Only an owner can make you owner again.',
    );
    expect(change(jonas, 'member', team)?.description).toContain('nor post and edit jobs');
  });
});

describe('roleRefusedBecause', () => {
  const reason = (member: TeamMember, role: CompanyRole, team: TeamMember[]) =>
    roleRefusedBecause({ member, role, team, actorUserId: 'jonas' });

  it('gives the reason the server would refuse taking away the last owner; other roles are offered', () => {
    expect(reason(jonas, 'member', [jonas, tomas])).toBe(
      'You are the only owner. Make someone else owner first.',
    );
    expect(reason(jonas, 'owner', [jonas, tomas])).toBeNull();
    expect(reason(tomas, 'member', [jonas, tomas])).toBeNull();
    // An invited owner is not an owner yet.
    expect(
      reason(jonas, 'admin', [jonas, person('lea', 'Lea', 'owner', 'invited')]),
    ).not.toBeNull();
    expect(reason(jonas, 'admin', [jonas, { ...tomas, role: 'owner' }])).toBeNull();
  });
});

describe('invitations', () => {
  it('an invitation is expired when the server says so (its clock, not the browser’s)', () => {
    const lea = person('lea', 'Lea', 'member', 'invited');
    expect(invitationExpired({ ...lea, expires_at: '2020-01-01T00:00:00Z', expired: false })).toBe(
      false,
    );
    expect(invitationExpired({ ...lea, expired: true })).toBe(true);
    expect(invitationExpired({ ...jonas, expired: true })).toBe(false);
  });

  it('says a refused resend in words', () => {
    expect(resendRefusal(problemBody(429, { code: 'throttled' }))).toBe(
      'This invitation was sent several times in the last hour. Try again later.',
    );
    // The throttle's Retry-After, as the client's error interceptor keeps it, is said in words.
    const throttled = problemBody(429, { code: 'throttled' });
    statusErrorInterceptor(
      throttled,
      new Response(null, { status: 429, headers: { 'Retry-After': '720' } }),
    );
    expect(resendRefusal(throttled)).toBe(
      'This invitation was sent several times in the last hour. You can send it again in 12 minutes.',
    );
    expect(resendRefusal(problemBody(409, { code: 'not_invited' }))).toBe(
      'This person has joined already: there is nothing to resend.',
    );
    expect(resendRefusal(problemBody(404))).toBe(
      'This invitation was accepted or revoked in the meantime.',
    );
  });
});

describe('removesLastOwner', () => {
  it('follows the contract: only active owners count', () => {
    expect(removesLastOwner({ member: jonas, role: 'admin', team: [jonas, tomas] })).toBe(true);
    expect(removesLastOwner({ member: jonas, role: 'owner', team: [jonas] })).toBe(false);
    expect(
      removesLastOwner({
        member: jonas,
        role: 'admin',
        team: [jonas, { ...tomas, role: 'owner' }],
      }),
    ).toBe(false);
    expect(
      removesLastOwner({
        member: person('lea', 'Lea', 'owner', 'invited'),
        role: 'member',
        team: [jonas],
      }),
    ).toBe(false);
  });
});

describe('roleChangeRefusal', () => {
  const refusal = (status: number, extra: Record<string, unknown> = {}) =>
    roleChangeRefusal(problemBody(status, extra), 'Northwind Analytics');

  it('says a refusal in words, never the server text', () => {
    expect(
      refusal(409, { code: 'last_owner', detail: 'A company needs at least one owner.' }),
    ).toBe('Northwind Analytics needs at least one owner. Make someone else owner first.');
    expect(refusal(403, { detail: 'You do not have permission to perform this action.' })).toBe(
      'Only owners can change roles.',
    );
    expect(refusal(404)).toBe('This person is no longer in the team.');
    expect(refusal(400, { errors: { role: ['"boss" is not a valid choice.'] } })).toBe(
      'That role could not be given. Reload the page and try again.',
    );
    expect(refusal(503)).toBe('Something went wrong on our side. Try again in a moment.');
    expect(roleChangeRefusal(new TypeError('Failed to fetch'), 'Northwind Analytics')).toBe(
      'Check your connection and try again.',
    );
  });
});

describe('removalRefusal', () => {
  const refusal = (status: number, extra: Record<string, unknown> = {}, invitation = false) =>
    removalRefusal(problemBody(status, extra), 'Northwind Analytics', invitation);

  it('says a refused removal in words, never the server text', () => {
    expect(
      refusal(409, { code: 'last_owner', detail: 'A company needs at least one owner.' }),
    ).toBe('Northwind Analytics needs at least one owner. Make someone else owner first.');
    expect(refusal(403, { detail: 'You do not have permission to perform this action.' })).toBe(
      'Only owners can remove people from the team.',
    );
    expect(refusal(403, {}, true)).toBe('Only owners can revoke invitations.');
    expect(refusal(404)).toBe('This person is no longer in the team.');
    expect(refusal(404, {}, true)).toBe('This invitation was already accepted or revoked.');
    expect(refusal(500, { detail: 'IntegrityError' })).toBe(
      'Something went wrong on our side. Try again in a moment.',
    );
    expect(removalRefusal(new TypeError('Failed to fetch'), 'Northwind Analytics', false)).toBe(
      'Check your connection and try again.',
    );
  });
});
