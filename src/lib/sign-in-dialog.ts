import { useSyncExternalStore } from 'react';

/**
 * The candidate sign-in dialog's state, shared by the shell (URL parameters, the header's
 * 'Sign in'), features that need a session ('Apply') and the dialog itself. What a feature wants
 * to do after sign-in is not kept here: it records a pending intent first (src/lib/pending-intent,
 * docs/decisions/012 rule 1), which outlives this tab, and its page continues once signed in.
 */
export interface SignInUrlParams {
  /** Magic-link token (`key`). */
  key: string | null;
  /** Prefills the email field (`email`). */
  email: string | null;
  /** `open_login` was present. */
  openLogin: boolean;
  /** `error_state` was present: show the expired-link view. */
  errorState: boolean;
}

/**
 * Why the dialog is open: 'apply' when a job's Apply asked for a session (the dialog then speaks of
 * the selected job), 'sign-in' otherwise (the header's 'Sign in', a URL, a page that needs a session).
 */
export type SignInPurpose = 'sign-in' | 'apply';

export interface SignInDialogState {
  open: boolean;
  params: SignInUrlParams;
  purpose: SignInPurpose;
}

const emptyParams: SignInUrlParams = {
  key: null,
  email: null,
  openLogin: false,
  errorState: false,
};

let state: SignInDialogState = { open: false, params: emptyParams, purpose: 'sign-in' };
const listeners = new Set<() => void>();

function set(next: Partial<SignInDialogState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

/** Reads the dialog's query parameters. */
export function readSignInParams(search: string): SignInUrlParams {
  const q = new URLSearchParams(search);
  return {
    key: q.get('key') || null,
    email: q.get('email') || null,
    openLogin: q.has('open_login'),
    errorState: q.has('error_state'),
  };
}

export const signInDialog = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records the URL's parameters (error_state is sticky until the dialog resets). */
  setParams(params: SignInUrlParams) {
    set({ params: { ...params, errorState: params.errorState || state.params.errorState } });
  },
  /** Opens the dialog; `purpose` says why (default 'sign-in': no job chosen). */
  open(purpose: SignInPurpose = 'sign-in') {
    set({ open: true, purpose });
  },
  close() {
    set({ open: false, purpose: 'sign-in' });
  },
  /**
   * Called by the dialog after a successful sign-in: closes it and forgets the URL's parameters.
   * The page that asked for sign-in continues from its pending intent.
   */
  completed() {
    set({ open: false, params: emptyParams, purpose: 'sign-in' });
  },
  /** Resolves once the dialog is closed (at once when it is). */
  closed(): Promise<void> {
    if (!state.open) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = signInDialog.subscribe(() => {
        if (state.open) return;
        stop();
        resolve();
      });
    });
  },
  /** Forgets URL-derived parameters (the dialog's 'Sign up' / 'Not you?' resets). */
  resetParams() {
    set({ params: emptyParams });
  },
};

export function useSignInDialog(): SignInDialogState {
  return useSyncExternalStore(signInDialog.subscribe, signInDialog.get, signInDialog.get);
}
