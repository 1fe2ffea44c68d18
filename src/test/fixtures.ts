import type { CompanyRole, Job, Location, Profile, User } from '@generated/types.gen';

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
export function employerUser(
  memberships: { employerId: string; role: CompanyRole; name?: string; slug?: string }[],
): User {
  return {
    id: '321efbd9-9ce5-451d-ac53-92c7bc1c8ca3',
    name: 'Jonas Weber',
    email: 'jonas.weber@northwind-analytics.example',
    access_type: 'employer',
    phone: null,
    employers: memberships.map(
      ({ employerId, role, name = 'Northwind Analytics', slug = 'northwind-analytics' }) => ({
        employer_id: employerId,
        employer_slug: slug,
        employer_name: name,
        employer_logo_url: null,
        role,
      }),
    ),
  };
}

/** Berlin as the location search returns it. */
export const berlin: Location = {
  id: '7eb3ae74-5935-49f2-b073-9f69bc12054f',
  slug: 'berlin',
  name: 'Berlin, Germany',
  city: 'Berlin',
  region: 'Berlin',
  country_code: 'DE',
};

/** A published job at Northwind Analytics in Berlin, no salary or skills; tests spread in what they need. */
export const publicJob: Job = {
  id: '478e8225-9d61-48b1-9819-86f0bb204187',
  slug: 'senior-frontend-engineer-northwind',
  title: 'Senior Frontend Engineer (React)',
  employer: {
    id: 'bb2526e3-559a-4926-9b98-32e0df1d2b3e',
    slug: 'northwind-analytics',
    name: 'Northwind Analytics',
    logo_url: null,
  },
  locations: [berlin],
  employment_type: 'full_time',
  workplace_type: 'hybrid',
  seniority: 'senior',
  salary: null,
  published_at: '2025-11-18T09:00:00Z',
  valid_through: null,
  skills: [],
  description: '<p>Hi</p>',
};
