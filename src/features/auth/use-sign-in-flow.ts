import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { LoginResponse, RegistrationCheck } from '@generated/types.gen';
import { paths } from '@/config/paths';
import { useSafeNavigate } from '@/lib/navigation';
import { retryAfterSeconds } from '@/lib/api/http-status-error';
import { forgetIntent, intentPage, readIntent, type PendingIntent } from '@/lib/pending-intent';
import { fieldMessage, isProblem, isRefusedToken } from '@/lib/problem';
import { startSession } from '@/lib/session/session';
import { isEmployerUser, isMember, session } from '@/lib/session/session-store';
import { signInDialog, useSignInDialog, type SignInUrlParams } from '@/lib/sign-in-dialog';
import {
  OPEN_LOGIN_PARAM,
  SIGN_IN_URL_EDIT,
  SIGN_IN_URL_PARAMS,
  redirectUrlFor,
  searchWith,
  searchWithout,
} from './auth-paths';
import {
  profileOptions,
  registrationOptions,
  useConfirmEmail,
  useLogin,
  useSignUp,
  useVerifySignupKey,
} from './api';
import { TRY_AGAIN, WRONG_PASSWORD, linkSentAgain, tooManyLinks } from './sign-in-messages';
import { useSessionFromAnotherTab } from './use-session-from-another-tab';
import { useSocialSignIn, type SocialProvider } from './social-sign-in';

/**
 * The dialog's views (docs/product.md §2), plus the short check of a magic-link key and the word
 * that another tab signed in while this one waited on "Check your email".
 */
export type SignInView =
  | { name: 'checking-link'; key: string; email: string | null }
  | { name: 'expired' }
  | { name: 'initial' }
  | { name: 'magic-link-sent'; email: string; redirectUrl: string }
  | { name: 'complete-account'; key: string; email: string | null }
  | { name: 'returning-user'; email: string; methods: RegistrationCheck }
  | { name: 'signed-in-elsewhere' };

/** 'Check your email': the answer to the last Resend (a status line, or a failure), if any. */
export type ResendOutcome = { sent: string } | { failed: string } | null;

/** Where the dialog starts: error_state → expired link; a key → check it; otherwise the email step. */
function initialView(params: SignInUrlParams): SignInView {
  if (params.errorState) return { name: 'expired' };
  if (params.key) return { name: 'checking-link', key: params.key, email: params.email };
  return { name: 'initial' };
}

/** Errors shown in the current view; all of them go away on reset. */
export interface SignInErrors {
  email: string | null;
  password: string | null;
  form: string | null;
}
const NO_ERRORS: SignInErrors = { email: null, password: null, form: null };

/** What a failed login says: a wrong password under the field, anything else above the button. */
function loginErrors(error: unknown): SignInErrors {
  const serverMessage = fieldMessage(error, 'password');
  if (isProblem(error) && error.status === 401) {
    // Wrong password (invalid_credentials); a social-only account says so in its own words.
    return {
      ...NO_ERRORS,
      password: error.code === 'password_not_set' ? error.detail : WRONG_PASSWORD,
    };
  }
  if (serverMessage) return { ...NO_ERRORS, password: serverMessage };
  console.error('[sign-in] login failed', error);
  return {
    ...NO_ERRORS,
    form: isProblem(error) && error.status === 429 ? error.detail : TRY_AGAIN,
  };
}

/** What a failed account creation says, or 'expired' when the key is no longer valid. */
function accountCreationFailure(error: unknown): SignInErrors | 'expired' {
  console.error('[sign-in] account creation failed', error);
  if (isRefusedToken(error)) return 'expired';
  const serverMessage = fieldMessage(error, 'password');
  return { ...NO_ERRORS, password: serverMessage, form: serverMessage ? null : TRY_AGAIN };
}

/**
 * The sign-in dialog's flow (docs/product.md §4): email → account lookup → returning user, or
 * sign-up → magic link; a key in the URL → verify → complete account or expired link; login or
 * account creation → session → employer onboarding or the candidate's profile → close.
 */
export function useSignInFlow() {
  const { params } = useSignInDialog();
  const queryClient = useQueryClient();
  const location = useLocation();
  const go = useSafeNavigate();
  const startSocial = useSocialSignIn('candidate');

  const [view, setView] = useState<SignInView>(() => initialView(params));
  const [emailDefault, setEmailDefault] = useState(params.email ?? '');
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<ResendOutcome>(null);

  // Per-call outcomes are awaited (mutateAsync): each step decides its next view itself, and
  // steps chain calls (decision 009).
  const { mutateAsync: signUpAsync } = useSignUp();
  const { mutateAsync: loginAsync } = useLogin();
  const { mutateAsync: confirmAsync } = useConfirmEmail();
  const { mutateAsync: verifyKeyAsync } = useVerifySignupKey();

  // The current URL, read where it is used: a handler that reads it is made again when it moves on.
  const { pathname, search: currentSearch, hash } = location;
  /** Replaces the URL's query (the page stays; its history entry is rewritten, marked as ours). */
  const replaceSearch = useCallback(
    (search: string) =>
      go(`${pathname}${search}${hash}`, { replace: true, state: SIGN_IN_URL_EDIT }),
    [go, pathname, hash],
  );

  // While open, open_login is in the URL (a reload reopens the dialog).
  const addedOpenLogin = useRef(false);
  const addOpenLogin = useEffectEvent(() => {
    const search = currentSearch;
    if (new URLSearchParams(search).has(OPEN_LOGIN_PARAM)) return;
    addedOpenLogin.current = true;
    replaceSearch(searchWith(search, OPEN_LOGIN_PARAM, 'true'));
  });
  useEffect(() => addOpenLogin(), []);

  // A magic-link key: valid → complete account; invalid, or the check failed → expired link.
  const checkedKey = useRef<string | null>(null);
  useEffect(() => {
    if (view.name !== 'checking-link' || checkedKey.current === view.key) return;
    const { key, email } = view;
    checkedKey.current = key;
    verifyKeyAsync({ body: { key } }).then(
      (result) =>
        setView(result.valid ? { name: 'complete-account', key, email } : { name: 'expired' }),
      (error: unknown) => {
        console.error('[sign-in] the magic-link key could not be checked', error);
        setView({ name: 'expired' });
      },
    );
  }, [view, verifyKeyAsync]);

  /** Takes open_login out of the URL when it is there (the dialog is closing). */
  const dropOpenLogin = useCallback(() => {
    const search = currentSearch;
    if (addedOpenLogin.current || new URLSearchParams(search).has(OPEN_LOGIN_PARAM)) {
      replaceSearch(searchWithout(search, [OPEN_LOGIN_PARAM]));
    }
  }, [replaceSearch, currentSearch]);

  /**
   * Closes the dialog as the visitor asked (close button, Escape, Back): open_login leaves the URL.
   * The dialog's own open_login may still be on its way into the URL: replacing the URL now also
   * supersedes that pending change. A visitor who leaves before a magic link went out gives up
   * what they set out to do (the pending intent is forgotten); once one is on its way, the link
   * still carries them to the page, which continues it.
   */
  const close = useCallback(() => {
    dropOpenLogin();
    if (view.name !== 'magic-link-sent') forgetIntent();
    signInDialog.close();
  }, [dropOpenLogin, view.name]);

  /** Closes the dialog on the way to /forgot-password: open_login stays, so Back reopens it. */
  const leaveForForgotPassword = useCallback(() => signInDialog.close(), []);

  /** 'Not you?' and 'Sign up': forget the email, password, key and errors; back to the email step. */
  const reset = useCallback(() => {
    const search = currentSearch;
    const urlParams = new URLSearchParams(search);
    if (SIGN_IN_URL_PARAMS.some((name) => urlParams.has(name)))
      replaceSearch(searchWithout(search, SIGN_IN_URL_PARAMS));
    signInDialog.resetParams();
    setEmailDefault('');
    setErrors(NO_ERRORS);
    setView({ name: 'initial' });
  }, [replaceSearch, currentSearch]);

  /** 'Use another email' on "Check your email": back to the email step, the address kept to correct. */
  const changeEmail = useCallback(() => {
    if (view.name !== 'magic-link-sent') return;
    setEmailDefault(view.email);
    setErrors(NO_ERRORS);
    setResent(null);
    setView({ name: 'initial' });
  }, [view]);

  /** After login or account creation: the session, then where the account belongs (docs/product.md §4). */
  const finishSignIn = useCallback(
    async ({ access, refresh, user }: LoginResponse, { clearQuery = false } = {}) => {
      startSession(queryClient, { access, refresh }, user);
      const current = session.get();
      // A candidate account that is also in a company's team (an accepted invitation keeps the
      // account's type) and set out to apply continues as a candidate; the rule is the server's
      // own, access_type (as after a social sign-in, src/lib/session/session.ts).
      const candidateWithIntent = user.access_type === 'candidate' && readIntent() !== null;
      if ((isEmployerUser(current) || isMember(current)) && !candidateWithIntent) {
        // The onboarding guard sends them on: dashboard, company selection or onboarding. What a
        // candidate would have done (apply) is not an employer account's to continue.
        if (user.access_type !== 'candidate') forgetIntent();
        signInDialog.resetParams();
        signInDialog.close();
        go(paths.employer.onboarding());
        return;
      }
      try {
        const profile = await queryClient.fetchQuery(profileOptions());
        session.setProfile({ name: profile.name, profile_image: profile.profile_image });
      } catch (error) {
        console.error('[sign-in] the profile could not be loaded', error); // logged only (docs/product.md §8)
      }
      const search = currentSearch;
      if (clearQuery) {
        if (search || addedOpenLogin.current) replaceSearch('');
      } else if (addedOpenLogin.current || new URLSearchParams(search).has(OPEN_LOGIN_PARAM)) {
        replaceSearch(searchWithout(search, [OPEN_LOGIN_PARAM]));
      }
      signInDialog.completed(); // closes; the page that asked for sign-in continues its intent
    },
    [go, queryClient, replaceSearch, currentSearch],
  );

  /** Continue: look the account up; none (or a failed lookup) → sign up and send the magic link. */
  const submitEmail = useCallback(
    async (email: string) => {
      setErrors(NO_ERRORS);
      setEmailDefault(email);
      setBusy(true);
      try {
        let methods: RegistrationCheck | null = null;
        try {
          methods = await queryClient.fetchQuery(registrationOptions(email));
        } catch {
          methods = null; // 404, or any failure: treated as no account (docs/product.md §8)
        }
        if (methods) {
          setView({ name: 'returning-user', email, methods });
          return;
        }
        // The link comes back to this page, which owns what the visitor set out to do.
        const redirectUrl = redirectUrlFor(pathname);
        await signUpAsync({
          query: { redirect_url: redirectUrl },
          body: { email, access_type: 'candidate' },
        });
        setResent(null);
        setView({ name: 'magic-link-sent', email, redirectUrl });
      } catch (error) {
        console.error('[sign-in] sign-up failed', error);
        const forEmail =
          fieldMessage(error, 'email') ??
          (isProblem(error) && error.status === 409 ? error.detail : null);
        setErrors({ ...NO_ERRORS, email: forEmail, form: forEmail ? null : TRY_AGAIN });
      } finally {
        setBusy(false);
      }
    },
    [queryClient, signUpAsync, pathname],
  );

  /**
   * Resend on "Check your email": the same sign-up again (a new link to the same page). The
   * contract's throttle on signUp (x-throttle) may refuse it: 429, with the wait in words when
   * the answer said how long (Retry-After).
   */
  const resend = useCallback(async () => {
    if (view.name !== 'magic-link-sent') return;
    const { email, redirectUrl } = view;
    setResent(null);
    setBusy(true);
    try {
      await signUpAsync({
        query: { redirect_url: redirectUrl },
        body: { email, access_type: 'candidate' },
      });
      setResent({ sent: linkSentAgain(email) });
    } catch (error) {
      console.error('[sign-in] resending the magic link failed', error);
      if (isProblem(error) && error.status === 429)
        setResent({ failed: tooManyLinks(retryAfterSeconds(error)) });
      else if (isProblem(error) && error.status === 409)
        setResent({ failed: error.detail || TRY_AGAIN }); // confirmed meanwhile: the account exists
      else setResent({ failed: TRY_AGAIN });
    } finally {
      setBusy(false);
    }
  }, [view, signUpAsync]);

  /**
   * Another tab signed in while this one waited on "Check your email" (the magic link opened
   * there). When what the visitor set out to do still waits on this page, this tab continues it
   * (the dialog closes; the page takes the intent); otherwise it says so, with a button.
   */
  const signedInElsewhere = useCallback(
    (waiting: PendingIntent | null) => {
      if (waiting && intentPage(waiting) === pathname) {
        dropOpenLogin();
        signInDialog.completed();
      } else setView({ name: 'signed-in-elsewhere' });
    },
    [dropOpenLogin, pathname],
  );
  useSessionFromAnotherTab(view.name === 'magic-link-sent', signedInElsewhere);

  /** 'Continue' on "Signed in in another tab": the dialog closes, the page shows the session. */
  const closeSignedIn = useCallback(() => {
    dropOpenLogin();
    signInDialog.completed();
  }, [dropOpenLogin]);

  /**
   * One step's call: errors cleared and busy while it runs; a failure ends busy and goes to
   * `onFailure`. Returns the answer, or null when it failed.
   */
  const attempt = useCallback(
    async <T>(call: () => Promise<T>, onFailure: (error: unknown) => void): Promise<T | null> => {
      setErrors(NO_ERRORS);
      setBusy(true);
      try {
        return await call();
      } catch (error) {
        setBusy(false);
        onFailure(error);
        return null;
      }
    },
    [],
  );

  /** Login with the password; a failure keeps the email and says the password is wrong. */
  const loginWithPassword = useCallback(
    async (password: string) => {
      if (view.name !== 'returning-user') return;
      const response = await attempt(
        () => loginAsync({ body: { email: view.email, password } }),
        (error) => setErrors(loginErrors(error)),
      );
      if (response) await finishSignIn(response);
    },
    [view, attempt, loginAsync, finishSignIn],
  );

  /** Create account: confirm the email with the key and the password; it signs in. */
  const createAccount = useCallback(
    async (password: string) => {
      if (view.name !== 'complete-account') return;
      const response = await attempt(
        () => confirmAsync({ body: { key: view.key, password } }),
        (error) => {
          const failure = accountCreationFailure(error);
          if (failure === 'expired')
            setView({ name: 'expired' }); // the key expired or was used meanwhile
          else setErrors(failure);
        },
      );
      if (response) await finishSignIn(response, { clearQuery: true });
    },
    [view, attempt, confirmAsync, finishSignIn],
  );

  /**
   * Continue with Google / LinkedIn: the browser goes to the API (docs/product.md §7). The tab
   * remembers this page (social-sign-in.ts): a cancelled sign-in comes back to it, and so does a
   * successful one when an action waits here (a job's Apply).
   */
  const social = useCallback((provider: SocialProvider) => startSocial(provider), [startSocial]);

  const forgotPasswordHref =
    view.name === 'returning-user'
      ? `${paths.forgotPassword()}?${new URLSearchParams({ email: view.email }).toString()}`
      : paths.forgotPassword();

  return {
    view,
    emailDefault,
    errors,
    /** A call of the current step is under way (its button shows it and ignores clicks). */
    pending: busy,
    /** The answer to the last Resend on "Check your email". */
    resent,
    forgotPasswordHref,
    submitEmail,
    loginWithPassword,
    createAccount,
    reset,
    changeEmail,
    resend,
    closeSignedIn,
    close,
    leaveForForgotPassword,
    social,
  };
}
