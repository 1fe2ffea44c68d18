// "Check your email" is not a dead end (decision 012), and a sign-in finished in another tab
// reaches the tab left on it (rule 1). Against the local backend (mockApi): its sign-up mails a
// link (its outbox is the mail catcher) and applies the contract's throttle (x-throttle) itself.
import Cookies from 'js-cookie';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIntent, recordIntent } from '@/lib/pending-intent';
import { SESSION_COOKIES, session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderSignInDialog, resetStores } from './auth-test-utils';
import { SIGNED_IN_ELSEWHERE, linkSentAgain, tooManyLinks } from './sign-in-messages';
import { SHARED_SESSION_POLL_MS } from './use-session-from-another-tab';

const JOB = 'senior-frontend-engineer';
const TYPO = 'new.candidate@example.con';
const FIXED = 'new.candidate@example.com';
const SIGNUP = '/v2/auth/signup/';

let api: MockApi;
beforeEach(() => {
  resetStores();
  window.localStorage.clear();
  Object.keys(Cookies.get()).forEach((n) => Cookies.remove(n, { path: '/' }));
  api = mockApi();
});
afterEach(() => resetStores());

const mailTo = (email: string) => api.store.outbox.filter((m) => m.to === email);

/** From the job's Apply: the email step, a new address, Continue → "Check your email". */
async function signUpFromApply(email: string) {
  recordIntent('apply', JOB); // as the job's Apply does before opening the dialog
  renderSignInDialog(`/job/${JOB}`, { open: false });
  act(() => signInDialog.open('apply'));
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Check your email for a magic link' });
}

describe('Check your email', () => {
  it('Resend link sends the same link again (to this job) and says so', async () => {
    const dialog = await signUpFromApply(TYPO);
    expect(mailTo(TYPO)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(linkSentAgain(TYPO));
    const mails = mailTo(TYPO);
    expect(mails).toHaveLength(2);
    expect(new URL(mails[1]!.link).pathname).toBe(`/job/${JOB}`);
    const signUps = api.calls.filter((c) => c.method === 'POST' && c.path === SIGNUP);
    expect(signUps.map((c) => c.query.get('redirect_url'))).toEqual([`job/${JOB}`, `job/${JOB}`]);
  });

  it("once the contract's throttle refuses (429 with Retry-After), says how long to wait, in words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await signUpFromApply(TYPO);
    const resend = within(dialog).getByRole('button', { name: 'Resend link' });
    // signUp's x-throttle: 5 an hour per address and client, the first sign-up included.
    for (let sent = 2; sent <= 5; sent += 1) {
      await userEvent.click(resend);
      await waitFor(() => expect(mailTo(TYPO)).toHaveLength(sent));
      await waitFor(() => expect(resend).toBeEnabled());
    }
    await userEvent.click(resend);
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(tooManyLinks(3600)),
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "You've asked for several links in a short time. You can ask for another in 1 hour.",
    );
    expect(mailTo(TYPO)).toHaveLength(5);
  });

  it('Use another email goes back to the email step with the address, to correct a typo', async () => {
    const dialog = await signUpFromApply(TYPO);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use another email' }));
    const email = await screen.findByLabelText('Email');
    expect(screen.getByRole('dialog', { name: 'Ready for your next chapter?' })).toBeVisible();
    expect(email).toHaveValue(TYPO);
    await userEvent.clear(email);
    await userEvent.type(email, FIXED);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog', { name: 'Check your email for a magic link' });
    expect(again).toHaveAccessibleDescription(`We've sent a magic link to ${FIXED}`);
    expect(mailTo(FIXED)).toHaveLength(1);
    expect(readIntent()).toMatchObject({ kind: 'apply', target: JOB }); // still waits for the link
  });

  it('closing it keeps the intent (the link carries it); closing before any link was sent forgets it', async () => {
    const dialog = await signUpFromApply(TYPO);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(readIntent()).toMatchObject({ kind: 'apply', target: JOB });

    act(() => signInDialog.open('apply'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(readIntent()).toBeNull();
  });
});

describe('a sign-in finished in another tab (the magic link opened there)', () => {
  /** What the other tab leaves behind: the shared session cookies, as its session store writes them. */
  function otherTabSignsIn(email: string) {
    const { tokens, user } = api.sessionOf(email);
    Cookies.set(SESSION_COOKIES.auth, JSON.stringify(tokens), { path: '/' });
    Cookies.set(SESSION_COOKIES.user, JSON.stringify(user), { path: '/' });
    return user;
  }
  const visitorComesBack = () => act(() => void window.dispatchEvent(new Event('focus')));
  beforeEach(() => vi.spyOn(document, 'hasFocus').mockReturnValue(true));
  afterEach(() => vi.restoreAllMocks());

  it('with the intent still waiting for this page, this tab continues: signed in, the dialog closes for the page to apply', async () => {
    await signUpFromApply(TYPO);
    otherTabSignsIn('maya.okafor@example.com');
    expect(session.get().auth).toBeNull(); // this tab's store has not looked yet
    visitorComesBack();
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(session.get().user?.email).toBe('maya.okafor@example.com');
    expect(readIntent()).toMatchObject({ kind: 'apply', target: JOB }); // for the job page to take
  });

  it('when the other tab already continued it, says "Signed in in another tab", with a button', async () => {
    const dialog = await signUpFromApply(TYPO);
    otherTabSignsIn('maya.okafor@example.com');
    window.localStorage.clear(); // the other tab's job page took the intent
    visitorComesBack();
    const notice = await screen.findByRole('dialog', { name: SIGNED_IN_ELSEWHERE.title });
    expect(notice).toHaveAccessibleDescription(
      SIGNED_IN_ELSEWHERE.description('maya.okafor@example.com'),
    );
    expect(within(dialog).queryByText('Resend link')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(session.get().auth).not.toBeNull();
  });

  it('notices it by itself every couple of seconds while the tab has focus', async () => {
    await signUpFromApply(TYPO);
    otherTabSignsIn('maya.okafor@example.com');
    // No event at all: the next look (SHARED_SESSION_POLL_MS) finds it.
    await waitFor(() => expect(signInDialog.get().open).toBe(false), {
      timeout: SHARED_SESSION_POLL_MS + 1000,
    });
    expect(session.get().auth).not.toBeNull();
  });

  it('a tab in the background does not take the session until the visitor comes back to it', async () => {
    await signUpFromApply(TYPO);
    vi.mocked(document.hasFocus).mockReturnValue(false);
    otherTabSignsIn('maya.okafor@example.com');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(session.get().auth).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Check your email for a magic link' })).toBeVisible();
  });
});
