import { paths } from '@/config/paths';

/** The query parameter that keeps the sign-in dialog open across reloads (docs/product.md §2). */
export const OPEN_LOGIN_PARAM = 'open_login';

/**
 * History state of the URL edits the dialog makes itself (adding or removing open_login, dropping
 * key/email): the URL trigger must not take them for a request to open the dialog.
 */
export const SIGN_IN_URL_EDIT = { signInDialogUrlEdit: true } as const;

export function isSignInUrlEdit(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).signInDialogUrlEdit === true
  );
}

/** The sign-in dialog's own URL parameters: magic-link key, prefilled email, expired-link flag. */
export const SIGN_IN_URL_PARAMS = ['key', 'email', 'error_state'] as const;

/** `search` with the given parameters removed (leading '?' kept when anything is left). */
export function searchWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  names.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `search` with `name=value` set. */
export function searchWith(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params.toString()}`;
}

/** The home page with the sign-in dialog open (after a password reset, from the employer area). */
export function homeWithSignIn(): string {
  return `${paths.home()}?${OPEN_LOGIN_PARAM}=true`;
}

/**
 * Sign-up's `redirect_url`: the current path without its leading slash (the magic link comes
 * back to the page the visitor was on). The generated client URL-encodes query values, so the
 * raw path is passed here; encoding it again would double-encode it on the wire.
 */
export function redirectUrlFor(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

/**
 * Where the employer sign-in continues: `next` (set by the employer-authorized guard) when it is
 * an employer page of this app, otherwise the dashboard (whose guards pick select-company, the
 * only company's dashboard or onboarding).
 */
export function employerNext(next: string | null): string {
  if (!next || !/^\/employer(?:[/?#]|$)/.test(next) || next.startsWith(paths.employer.signIn()))
    return paths.employer.dashboard();
  return next;
}
