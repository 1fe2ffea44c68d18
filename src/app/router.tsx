import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { withChunkReload } from '@/lib/chunk-reload';
// Every `path` below is a pattern of src/config/paths.ts (absolute, under a parent too), the
// patterns the links are built from.
import { paths, patterns } from '@/config/paths';
import { page } from './route-module';
import { RootErrorBoundary, RootLayout, rootLoader } from './root';
import { FullScreenLoader } from '@/components/loading-bar';
// The loaders of / and /jobs are part of the entry chunk: the job list query they share is code a
// cold public page needs anyway. The others load theirs in a small chunk of their own, beside the
// page's (decision 007).
import { loader as homeLoader } from './routes/home.loader';
import { loader as jobsLoader } from './routes/jobs.loader';

/** A lazily loaded layout (each layout is its own chunk; a failed chunk reloads once). */
function layout(load: () => Promise<React.ComponentType>) {
  const importer = withChunkReload(load);
  return async () => ({ Component: await importer() });
}

const EMPLOYER = ['employer-authorized', 'selected-company'] as const;

/** The route table of docs/product.md §2: every route with its layout and guards. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        lazy: layout(() => import('./layouts/static-layout').then((m) => m.StaticLayout)),
        children: [
          page(undefined, () => import('./routes/home'), { index: true, loader: homeLoader }),
          page(patterns.aboutUs, () => import('./routes/about-us')),
          page(patterns.privacyPolicy, () => import('./routes/privacy-policy')),
          page(patterns.terms, () => import('./routes/terms-and-conditions')),
        ],
      },
      {
        lazy: layout(() => import('./layouts/default-layout').then((m) => m.DefaultLayout)),
        children: [
          page(patterns.jobs, () => import('./routes/jobs'), { loader: jobsLoader }),
          page(patterns.job, () => import('./routes/job'), {
            lazyLoader: () => import('./routes/job.loader'),
          }),
          // An invitation link: no guard, the page itself says what a signed-out or
          // another account can do; the site header is here so a magic link back to it signs in.
          page(patterns.employer.invitation, () => import('./routes/employer/invitation')),
          // A job alert email's unsubscribe link: no sign-in needed, its token is the credential.
          page(patterns.alertUnsubscribe, () => import('./routes/alert-unsubscribe')),
        ],
      },
      {
        lazy: layout(() => import('./layouts/profile-layout').then((m) => m.ProfileLayout)),
        children: [
          page(patterns.appliedJobs, () => import('./routes/applied-jobs'), {
            lazyLoader: () => import('./routes/applied-jobs.loader'),
          }),
          page(patterns.application, () => import('./routes/application'), {
            lazyLoader: () => import('./routes/application.loader'),
          }),
          page(patterns.savedJobs, () => import('./routes/saved-jobs'), {
            lazyLoader: () => import('./routes/saved-jobs.loader'),
          }),
          page(patterns.profile, () => import('./routes/profile'), {
            lazyLoader: () => import('./routes/profile.loader'),
          }),
        ],
      },
      { path: patterns.settings, loader: () => redirect(paths.settingsSecurity()) },
      {
        lazy: layout(() =>
          import('./layouts/profile-setting-layout').then((m) => m.ProfileSettingLayout),
        ),
        children: [
          page(patterns.settingsNotification, () => import('./routes/settings-notification'), {
            lazyLoader: () => import('./routes/settings-notification.loader'),
          }),
          page(patterns.settingsSecurity, () => import('./routes/settings-security')),
        ],
      },
      {
        lazy: layout(() =>
          import('./layouts/reset-password-layout').then((m) => m.ResetPasswordLayout),
        ),
        children: [
          page(patterns.forgotPassword, () => import('./routes/forgot-password'), {
            guards: ['forgot-password'],
          }),
          page(patterns.passwordReset, () => import('./routes/password-reset'), {
            guards: ['verify-reset-token'],
          }),
        ],
      },
      {
        lazy: layout(() =>
          import('./layouts/employer-auth-layout').then((m) => m.EmployerAuthLayout),
        ),
        children: [
          page(patterns.employer.signIn, () => import('./routes/employer/sign-in'), {
            guards: ['employer-unauthorized'],
          }),
        ],
      },
      {
        lazy: layout(() => import('./layouts/modal-layout').then((m) => m.ModalLayout)),
        children: [
          page(patterns.employer.selectCompany, () => import('./routes/employer/select-company'), {
            guards: ['employer-authorized', 'multiple-company'],
          }),
          page(patterns.employer.onboarding, () => import('./routes/employer/onboarding'), {
            guards: ['onboarding', 'employer-authorized'],
          }),
        ],
      },
      {
        path: patterns.employer.dashboard,
        lazy: layout(() =>
          import('./layouts/employer-dashboard-layout').then((m) => m.EmployerDashboardLayout),
        ),
        children: [
          page(undefined, () => import('./routes/employer/dashboard'), {
            guards: EMPLOYER,
            index: true,
            lazyLoader: () => import('./routes/employer/dashboard.loader'),
          }),
          page(patterns.employer.jobs, () => import('./routes/employer/jobs'), {
            guards: EMPLOYER,
            lazyLoader: () => import('./routes/employer/jobs.loader'),
          }),
          page(patterns.employer.team, () => import('./routes/employer/team'), {
            guards: EMPLOYER,
            lazyLoader: () => import('./routes/employer/team.loader'),
          }),
          page(patterns.employer.jobDetails, () => import('./routes/employer/job-details'), {
            guards: EMPLOYER,
            lazyLoader: () => import('./routes/employer/job-details.loader'),
          }),
          page(patterns.employer.jobForm, () => import('./routes/employer/job-form'), {
            guards: EMPLOYER,
            lazyLoader: () => import('./routes/employer/job-form.loader'),
          }),
          page(patterns.employer.company, () => import('./routes/employer/company'), {
            guards: EMPLOYER,
            lazyLoader: () => import('./routes/employer/company.loader'),
          }),
        ],
      },
      {
        path: patterns.employer.profile,
        lazy: layout(() =>
          import('./layouts/employer-profile-setting-layout').then(
            (m) => m.EmployerProfileSettingLayout,
          ),
        ),
        children: [
          { index: true, loader: () => redirect(paths.employer.profileUser()) },
          // docs/product.md §2 gives these pages a layout and no guard; they need a signed-in employer
          // all the same (their calls are authenticated), so employer-authorized applies.
          page(patterns.employer.profileUser, () => import('./routes/employer/profile-user'), {
            guards: ['employer-authorized'],
          }),
          page(
            patterns.employer.profileNotification,
            () => import('./routes/employer/profile-notification'),
            {
              guards: ['employer-authorized'],
              lazyLoader: () => import('./routes/employer/profile-notification.loader'),
            },
          ),
          page(
            patterns.employer.profileSecurity,
            () => import('./routes/employer/profile-security'),
            {
              guards: ['employer-authorized'],
            },
          ),
        ],
      },
      {
        lazy: layout(() => import('./layouts/default-layout').then((m) => m.DefaultLayout)),
        children: [page(patterns.notFound, () => import('./routes/not-found'))],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
