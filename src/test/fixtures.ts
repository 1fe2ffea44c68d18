import type { CompanyRole, Profile, User } from '@generated/types.gen';

/** Maya, the seeded candidate, with a bare profile (tests spread in what they need). */
export const candidateProfile: Profile = {
  id: '8d98ed99-1976-451e-89c7-745ca7b70a94',
  name: 'Maya Okafor',
  email: 'maya.okafor@example.com',
  profile_image: null,
  headline: null,
  summary: null,
  phone: null,
  location: null,
  links: {},
  skills: [],
  resumes: [],
};

/** Jonas, the seeded employer owner, as GET /me answers: one membership per company given. */
export function employerUser(memberships: { employerId: string; role: CompanyRole; name?: string; slug?: string }[]): User {
  return {
    id: '321efbd9-9ce5-451d-ac53-92c7bc1c8ca3',
    name: 'Jonas Weber',
    email: 'jonas.weber@northwind-analytics.example',
    access_type: 'employer',
    phone: null,
    employers: memberships.map(({ employerId, role, name = 'Northwind Analytics', slug = 'northwind-analytics' }) => ({
      employer_id: employerId,
      employer_slug: slug,
      employer_name: name,
      employer_logo_url: null,
      role,
    })),
  };
}
