import { describe, expect, it } from 'vitest';
import { assignableRoles, canChangeRole, canRemoveMember, companyPermissions } from './permissions';

describe('companyPermissions', () => {
  it('lets members read only', () => {
    expect(companyPermissions('member')).toEqual({
      read: true,
      manageJobs: false,
      manageTeam: false,
      manageCompany: false,
      manageSelfIdentification: false,
      readSelfIdentificationReport: false,
    });
  });

  it('lets admins manage jobs and the self-identification forms, but not the team, the company or the self-identification report', () => {
    expect(companyPermissions('admin')).toEqual({
      read: true,
      manageJobs: true,
      manageTeam: false,
      manageCompany: false,
      manageSelfIdentification: true,
      readSelfIdentificationReport: false,
    });
  });

  it('lets owners do everything', () => {
    expect(companyPermissions('owner')).toEqual({
      read: true,
      manageJobs: true,
      manageTeam: true,
      manageCompany: true,
      manageSelfIdentification: true,
      readSelfIdentificationReport: true,
    });
  });

  it('gives no permission without a role in the company', () => {
    expect(companyPermissions(null)).toEqual({
      read: false,
      manageJobs: false,
      manageTeam: false,
      manageCompany: false,
      manageSelfIdentification: false,
      readSelfIdentificationReport: false,
    });
    expect(companyPermissions(undefined).read).toBe(false);
  });
});

describe('team rules', () => {
  const priya = { user_id: '37a64761-e5c1-45b9-a6c8-54f1207e3770' };
  const jonas = { user_id: '321efbd9-9ce5-451d-ac53-92c7bc1c8ca3' };

  it('only owners may grant roles, and they may grant any', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member']);
    expect(assignableRoles('admin')).toEqual([]);
    expect(assignableRoles('member')).toEqual([]);
  });

  it('only owners change roles', () => {
    expect(canChangeRole('owner', priya)).toBe(true);
    expect(canChangeRole('admin', priya)).toBe(false);
    expect(canChangeRole('member', priya)).toBe(false);
  });

  it('owners remove others but not themselves; nobody else removes anyone', () => {
    expect(canRemoveMember('owner', priya, jonas.user_id)).toBe(true);
    expect(canRemoveMember('owner', jonas, jonas.user_id)).toBe(false);
    expect(canRemoveMember('admin', priya, jonas.user_id)).toBe(false);
    expect(canRemoveMember('member', jonas, priya.user_id)).toBe(false);
  });
});
