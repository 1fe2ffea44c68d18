import Cookies from 'js-cookie';
import { expect } from 'vitest';
import { session } from '@/lib/session/session-store';

/** Nothing of a session is left: not in the store, not in a cookie. */
export function expectSignedOut() {
  expect(session.get()).toEqual({ auth: null, user: null, selectedCompanyId: null, profile: null });
  expect(Cookies.get()).toEqual({});
}
