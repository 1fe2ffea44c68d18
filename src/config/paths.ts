/** Every URL of the app, in one place. */
export const paths = {
  home: () => '/',
  jobs: (search?: string) => (search ? `/jobs?${search}` : '/jobs'),
  job: (slug: string) => `/job/${encodeURIComponent(slug)}`,
  aboutUs: () => '/about-us',
  privacyPolicy: () => '/privacy-policy',
  terms: () => '/terms-and-conditions',
  appliedJobs: () => '/applied-jobs',
  profile: () => '/profile',
  settings: () => '/settings',
  settingsNotification: () => '/settings/notification',
  settingsSecurity: () => '/settings/security',
  forgotPassword: () => '/forgot-password',
  passwordReset: () => '/password-reset',
  employer: {
    signIn: () => '/employer/sign-in',
    selectCompany: () => '/employer/select-company',
    onboarding: () => '/employer/onboarding',
    /** Onboarding for one more company (the select-company page's "Add a company"). */
    newCompany: () => '/employer/onboarding?new=1',
    dashboard: () => '/employer',
    company: (slug: string) => `/employer/${encodeURIComponent(slug)}`,
    newJob: () => '/employer/job',
    editJob: (id: string) => `/employer/job/${encodeURIComponent(id)}`,
    jobDetails: (id: string) => `/employer/job/details/${encodeURIComponent(id)}`,
    /** The jobs list, on one status tab when given. */
    jobs: (status?: string) =>
      status ? `/employer/jobs?status=${encodeURIComponent(status)}` : '/employer/jobs',
    team: () => '/employer/team',
    profile: () => '/employer/profile',
    profileUser: () => '/employer/profile/user',
    profileNotification: () => '/employer/profile/notification',
    profileSecurity: () => '/employer/profile/security',
  },
} as const;
