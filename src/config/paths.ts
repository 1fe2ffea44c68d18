import { generatePath } from 'react-router';

/**
 * Every URL of the app, in one place. `patterns` are the route patterns the router's table
 * (src/app/router.tsx) is built from; `paths` build the links from the same patterns, so a route
 * and the links to it cannot disagree.
 */
export const patterns = {
  home: '/',
  jobs: '/jobs',
  job: '/job/:slug',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  appliedJobs: '/applied-jobs',
  /** One of the candidate's applications. */
  application: '/applied-jobs/:applicationId',
  savedJobs: '/saved-jobs',
  profile: '/profile',
  settings: '/settings',
  settingsNotification: '/settings/notification',
  settingsSecurity: '/settings/security',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  /** A job alert email's unsubscribe link (its signed token in the fragment). */
  alertUnsubscribe: '/alerts/unsubscribe',
  employer: {
    signIn: '/employer/sign-in',
    selectCompany: '/employer/select-company',
    onboarding: '/employer/onboarding',
    dashboard: '/employer',
    company: '/employer/:slug',
    /** The job form: a new job, or the job to edit. */
    jobForm: '/employer/job/:id?',
    jobDetails: '/employer/job/details/:id',
    jobs: '/employer/jobs',
    team: '/employer/team',
    /** An invitation link's page (its single-purpose token in the path). */
    invitation: '/employer/invitation/:token',
    profile: '/employer/profile',
    profileUser: '/employer/profile/user',
    profileNotification: '/employer/profile/notification',
    profileSecurity: '/employer/profile/security',
  },
  /** Any other URL: the not-found page. */
  notFound: '/*',
} as const;

const withSearch = (path: string, search?: string) => (search ? `${path}?${search}` : path);

/** The links: each URL built from its pattern (parameters are encoded). */
export const paths = {
  home: () => patterns.home,
  jobs: (search?: string) => withSearch(patterns.jobs, search),
  job: (slug: string) => generatePath(patterns.job, { slug }),
  aboutUs: () => patterns.aboutUs,
  privacyPolicy: () => patterns.privacyPolicy,
  terms: () => patterns.terms,
  appliedJobs: () => patterns.appliedJobs,
  application: (applicationId: string) => generatePath(patterns.application, { applicationId }),
  savedJobs: () => patterns.savedJobs,
  profile: () => patterns.profile,
  settings: () => patterns.settings,
  settingsNotification: () => patterns.settingsNotification,
  settingsSecurity: () => patterns.settingsSecurity,
  forgotPassword: () => patterns.forgotPassword,
  passwordReset: () => patterns.passwordReset,
  alertUnsubscribe: () => patterns.alertUnsubscribe,
  employer: {
    signIn: () => patterns.employer.signIn,
    selectCompany: () => patterns.employer.selectCompany,
    onboarding: () => patterns.employer.onboarding,
    /** Onboarding for one more company (the select-company page's "Add a company"). */
    newCompany: () => withSearch(patterns.employer.onboarding, 'new=1'),
    dashboard: () => patterns.employer.dashboard,
    company: (slug: string) => generatePath(patterns.employer.company, { slug }),
    newJob: () => generatePath(patterns.employer.jobForm, { id: null }),
    editJob: (id: string) => generatePath(patterns.employer.jobForm, { id }),
    jobDetails: (id: string) => generatePath(patterns.employer.jobDetails, { id }),
    /** The jobs list, on one status tab when given. */
    jobs: (status?: string) =>
      withSearch(patterns.employer.jobs, status && `status=${encodeURIComponent(status)}`),
    team: () => patterns.employer.team,
    invitation: (token: string) => generatePath(patterns.employer.invitation, { token }),
    profile: () => patterns.employer.profile,
    profileUser: () => patterns.employer.profileUser,
    profileNotification: () => patterns.employer.profileNotification,
    profileSecurity: () => patterns.employer.profileSecurity,
  },
} as const;
