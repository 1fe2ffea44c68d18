import {
  availableCompanies,
  isEmployerUser,
  isSignedIn,
  selectedCompany,
  type SessionState,
} from '@/lib/session/session-store';
import { paths } from '@/config/paths';

/**
 * Route guards (docs/product.md §2 and §6). A guard looks at the session and the URL and either
 * lets the route render (returns null) or names where to go instead. Side effects (choosing the
 * only company) are returned as an action, so guards stay pure and testable.
 */
export interface GuardContext {
  session: SessionState;
  url: URL;
}

export interface GuardResult {
  redirect: string;
  /** Select this company before redirecting (the user has exactly one). */
  selectCompany?: string;
}

export type Guard = (ctx: GuardContext) => GuardResult | null;

export const GUARD_NAMES = [
  'employer-unauthorized',
  'employer-authorized',
  'multiple-company',
  'onboarding',
  'selected-company',
  'forgot-password',
  'verify-reset-token',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** Where an employer belongs when the page they asked for isn't for them right now. */
function employerHome(session: SessionState): GuardResult {
  const companies = availableCompanies(session);
  if (selectedCompany(session)) return { redirect: paths.employer.dashboard() };
  if (companies.length === 1)
    return { redirect: paths.employer.dashboard(), selectCompany: companies[0]!.employer_id };
  if (companies.length > 1) return { redirect: paths.employer.selectCompany() };
  return { redirect: paths.employer.onboarding() };
}

const signInRedirect = (url: URL): GuardResult => ({
  redirect: `${paths.employer.signIn()}?next=${encodeURIComponent(url.pathname + url.search)}`,
});

export const guards: Record<GuardName, Guard> = {
  /** Employer sign-in: only for users who are not signed in. */
  'employer-unauthorized': ({ session }) => {
    if (!isSignedIn(session)) return null;
    return isEmployerUser(session) ? employerHome(session) : { redirect: paths.home() };
  },
  /** Employer pages: signed in with an employer account or a company membership. */
  'employer-authorized': ({ session, url }) => {
    if (!isSignedIn(session)) return signInRedirect(url);
    if (!isEmployerUser(session)) return { redirect: paths.home() };
    return null;
  },
  /** Company selection: only with several companies. */
  'multiple-company': ({ session }) =>
    availableCompanies(session).length > 1 ? null : employerHome(session),
  /**
   * Onboarding creates a company: for users with none, or who explicitly asked to add another
   * (`?new=1`); everyone else goes where they belong.
   */
  onboarding: ({ session, url }) => {
    if (!isSignedIn(session)) return signInRedirect(url);
    if (availableCompanies(session).length === 0 || url.searchParams.get('new') === '1')
      return null;
    return employerHome(session);
  },
  /** Company pages: a company is selected (the only one is selected automatically). */
  'selected-company': ({ session }) => (selectedCompany(session) ? null : employerHome(session)),
  /** Forgot password: for signed-out users; a signed-in user has nothing to reset. */
  'forgot-password': ({ session }) =>
    isSignedIn(session)
      ? isEmployerUser(session)
        ? employerHome(session)
        : { redirect: paths.home() }
      : null,
  /** Password reset: needs a token in the URL (its validity is checked by the route's loader). */
  'verify-reset-token': ({ url }) =>
    url.searchParams.get('token') ? null : { redirect: paths.forgotPassword() },
};

/** Looks a guard up by name; an unknown name is a programming error and throws. */
export function resolveGuard(name: string): Guard {
  if (!Object.hasOwn(guards, name)) throw new Error(`Unknown route guard: ${name}`);
  return guards[name as GuardName];
}

/** Runs guards in order; the first that objects decides. */
export function runGuards(names: readonly string[], ctx: GuardContext): GuardResult | null {
  for (const name of names) {
    const result = resolveGuard(name)(ctx);
    if (result) return result;
  }
  return null;
}
