import { act, render as renderUi } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { readSignInParams, signInDialog } from '@/lib/sign-in-dialog';
import { SIGN_IN_URL_EDIT } from './auth-paths';
import { example, resetStores } from './auth-test-utils';
import { SIGN_IN_OPEN_DELAY_MS, SignInUrlTrigger, asksToOpen } from './sign-in-url-trigger';

const render = (ui: React.ReactNode) => renderUi(<MemoryRouter>{ui}</MemoryRouter>);

const params = (search: string) => readSignInParams(search);

describe('asksToOpen', () => {
  it('on mount: any of key, open_login, error_state', () => {
    expect(asksToOpen(null, params('?key=abc'))).toBe(true);
    expect(asksToOpen(null, params('?open_login=true'))).toBe(true);
    expect(asksToOpen(null, params('?error_state=x'))).toBe(true);
    expect(asksToOpen(null, params('?email=a%40b.c&search=x'))).toBe(false);
  });

  it('later: only what newly appears', () => {
    expect(asksToOpen(params('?key=abc&open_login=true'), params('?key=abc'))).toBe(false);
    expect(asksToOpen(params('?key=abc'), params('?key=def'))).toBe(true);
    expect(asksToOpen(params(''), params('?open_login=true'))).toBe(true);
    expect(asksToOpen(params('?open_login=true'), params('?open_login=true'))).toBe(false);
  });
});

describe('SignInUrlTrigger', () => {
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStores();
  });

  it('opens the dialog about 100 ms after mounting when the URL asks for it', () => {
    signInDialog.setParams(params('?open_login=true'));
    render(<SignInUrlTrigger />);
    act(() => vi.advanceTimersByTime(SIGN_IN_OPEN_DELAY_MS - 1));
    expect(signInDialog.get().open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(signInDialog.get().open).toBe(true);
  });

  it('opens when the parameters arrive after mounting (the shell reads them in its own effect)', () => {
    render(<SignInUrlTrigger />);
    act(() => signInDialog.setParams(params('?key=MTQ:abc')));
    act(() => vi.advanceTimersByTime(SIGN_IN_OPEN_DELAY_MS));
    expect(signInDialog.get().open).toBe(true);
  });

  it('stays closed without a trigger, and for a signed-in visitor', () => {
    signInDialog.setParams(params('?email=a%40example.com'));
    const { unmount } = render(<SignInUrlTrigger />);
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get().open).toBe(false);
    unmount();

    const login = example<LoginResponse>('/v2/auth/login/', 'post', '200', 'candidate');
    session.signIn({ access: login.access, refresh: login.refresh }, login.user);
    signInDialog.setParams(params('?open_login=true'));
    render(<SignInUrlTrigger />);
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get().open).toBe(false);
  });

  it('does not reopen when open_login leaves the URL on close while the key stays', () => {
    signInDialog.setParams(params('?key=MTQ:abc'));
    render(<SignInUrlTrigger />);
    act(() => vi.advanceTimersByTime(SIGN_IN_OPEN_DELAY_MS));
    expect(signInDialog.get().open).toBe(true);
    act(() => signInDialog.setParams(params('?key=MTQ:abc&open_login=true'))); // the dialog adds it
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      signInDialog.close();
      signInDialog.setParams(params('?key=MTQ:abc')); // and removes it on close
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get().open).toBe(false);
  });

  it('ignores URL changes made while the dialog is open (its own open_login), even once it closed', () => {
    render(<SignInUrlTrigger />);
    act(() => signInDialog.open());
    act(() => signInDialog.setParams(params('?open_login=true'))); // the dialog adds it
    act(() => signInDialog.close()); // closed before the removal has reached the URL
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get().open).toBe(false);
  });

  function Page() {
    const location = useLocation();
    useEffect(() => signInDialog.setParams(readSignInParams(location.search)), [location.search]);
    return <SignInUrlTrigger />;
  }

  it('opens on a history entry the dialog wrote (Back to a page it was open on)', () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: [{ pathname: '/jobs', search: '?open_login=true', state: SIGN_IN_URL_EDIT }],
    });
    renderUi(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(SIGN_IN_OPEN_DELAY_MS));
    expect(signInDialog.get().open).toBe(true);
  });

  it("takes the dialog's own URL edits for no request to open, unlike other navigations", async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/jobs'],
    });
    renderUi(<RouterProvider router={router} />);
    act(() => vi.advanceTimersByTime(1000));
    await act(() =>
      router.navigate('/jobs?open_login=true', { replace: true, state: SIGN_IN_URL_EDIT }),
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get().open).toBe(false);
    await act(() => router.navigate('/jobs', { replace: true, state: SIGN_IN_URL_EDIT }));
    await act(() => router.navigate('/jobs?open_login=true'));
    act(() => vi.advanceTimersByTime(SIGN_IN_OPEN_DELAY_MS));
    expect(signInDialog.get().open).toBe(true);
  });

  it('keeps what asked for sign-in when the dialog is already open', () => {
    render(<SignInUrlTrigger />);
    act(() => signInDialog.open('apply'));
    act(() => signInDialog.setParams(params('?open_login=true')));
    act(() => vi.advanceTimersByTime(1000));
    expect(signInDialog.get()).toMatchObject({ open: true, purpose: 'apply' });
  });
});
