import { useSyncExternalStore } from 'react';
import type { User, UserMembership } from '@generated/types.gen';
import { readJsonCookie, removeCookie, writeJsonCookie } from '../cookies';

/**
 * Client session state (docs/product.md §3 and §4): auth tokens, the user, the selected company and
 * a small profile summary, each persisted in its own cookie. One store, one source of truth;
 * company lists and the member flag are derived, never stored twice.
 */
export interface AuthTokens {
  access: string;
  refresh: string;
}

/** What the header needs of the candidate profile; the full profile lives in the query cache. */
export interface ProfileSummary {
  name: string | null;
  profile_image: string | null;
}

export interface SessionState {
  auth: AuthTokens | null;
  user: User | null;
  selectedCompanyId: string | null;
  profile: ProfileSummary | null;
}

export const SESSION_COOKIES = {
  auth: 'jb_auth',
  user: 'jb_user',
  company: 'jb_company',
  profile: 'jb_profile',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

const parseAuth = (v: unknown): AuthTokens | null =>
  isObject(v) && isString(v.access) && isString(v.refresh)
    ? { access: v.access, refresh: v.refresh }
    : null;
const parseUser = (v: unknown): User | null =>
  isObject(v) && isString(v.id) && isString(v.email) && Array.isArray(v.employers)
    ? (v as unknown as User)
    : null;
const parseCompany = (v: unknown): string | null =>
  isObject(v) && isString(v.selected) ? v.selected : null;
const parseProfile = (v: unknown): ProfileSummary | null =>
  isObject(v)
    ? {
        name: typeof v.name === 'string' ? v.name : null,
        profile_image: typeof v.profile_image === 'string' ? v.profile_image : null,
      }
    : null;

function loadFromCookies(): SessionState {
  return {
    auth: readJsonCookie(SESSION_COOKIES.auth, parseAuth),
    user: readJsonCookie(SESSION_COOKIES.user, parseUser),
    selectedCompanyId: readJsonCookie(SESSION_COOKIES.company, parseCompany),
    profile: readJsonCookie(SESSION_COOKIES.profile, parseProfile),
  };
}

let state: SessionState = loadFromCookies();
const listeners = new Set<() => void>();

/**
 * The session cookies live as long as the refresh token (14 days, the contract's
 * REFRESH_TOKEN_LIFETIME): a cookie kept longer would hold a dead session; each refresh writes
 * them again, with the new token's lifetime.
 */
const SESSION_COOKIE_DAYS = 14;

function persist(next: SessionState): void {
  const write = (name: string, value: unknown) =>
    value === null ? removeCookie(name) : writeJsonCookie(name, value, SESSION_COOKIE_DAYS);
  if (next.auth !== state.auth) write(SESSION_COOKIES.auth, next.auth);
  if (next.user !== state.user) write(SESSION_COOKIES.user, next.user);
  if (next.selectedCompanyId !== state.selectedCompanyId)
    write(
      SESSION_COOKIES.company,
      next.selectedCompanyId === null ? null : { selected: next.selectedCompanyId },
    );
  if (next.profile !== state.profile) write(SESSION_COOKIES.profile, next.profile);
}

function update(patch: Partial<SessionState>): void {
  const next = { ...state, ...patch };
  persist(next);
  state = next;
  listeners.forEach((listener) => listener());
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTokens: (auth: AuthTokens) => update({ auth }),
  /** Stores the user, dropping a selected company the user no longer belongs to. */
  setUser(user: User | null) {
    const keep = user?.employers.some((e) => e.employer_id === state.selectedCompanyId) ?? false;
    update({ user, selectedCompanyId: keep ? state.selectedCompanyId : null });
  },
  selectCompany: (employerId: string | null) => update({ selectedCompanyId: employerId }),
  setProfile: (profile: ProfileSummary | null) => update({ profile }),
  /** Sign-in: tokens and user together. */
  signIn: (auth: AuthTokens, user: User) => {
    update({ auth });
    session.setUser(user);
  },
  /** Log out / reset: clears auth, user, company and profile state and their cookies. */
  signOut: () => update({ auth: null, user: null, selectedCompanyId: null, profile: null }),
  /** Re-reads the cookies (tests, or another tab having changed them). */
  reload: () => {
    state = loadFromCookies();
    listeners.forEach((listener) => listener());
  },
};

// --- Derived state --------------------------------------------------------------------------
export const isSignedIn = (s: SessionState): boolean => s.auth !== null;

const NO_COMPANIES: UserMembership[] = [];

export function availableCompanies(s: SessionState): UserMembership[] {
  return s.user?.employers ?? NO_COMPANIES;
}

export function selectedCompany(s: SessionState): UserMembership | null {
  return availableCompanies(s).find((e) => e.employer_id === s.selectedCompanyId) ?? null;
}

/** The member flag (docs/product.md §6): the user's role in the selected company is `member`. */
export function isMember(s: SessionState): boolean {
  return selectedCompany(s)?.role === 'member';
}

/** Employer area access: an employer account, or a user who belongs to a company. */
export function isEmployerUser(s: SessionState): boolean {
  return s.user?.access_type === 'employer' || availableCompanies(s).length > 0;
}

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => selector(state),
    () => selector(state),
  );
}
