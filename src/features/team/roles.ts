import type { CompanyRole } from '@generated/types.gen';

export const roleLabels: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const roleDescriptions: Record<CompanyRole, string> = {
  owner: 'Everything, including the team and the company page.',
  admin: 'Posts, edits and closes jobs; reads applications.',
  member: 'Reads jobs and applications.',
};
