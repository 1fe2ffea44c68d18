import type { Profile } from '@generated/types.gen';

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
