import type { APIResponse, Page } from '@playwright/test';
import { API_URL } from './test';

/** The local backend's password for every seeded account (mock/fake/store.ts DEV_PASSWORD). */
const DEV_PASSWORD = 'correct-horse-battery-staple';

export interface RealSession {
  access: string;
  refresh: string;
  user: {
    id: string;
    email: string;
    name: string | null;
    employers: { employer_id: string; role: string }[];
  };
}

/** js-cookie's encoding (it decodes %XX sequences on read), as the app writes its cookies. */
const cookieValue = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** Fails on an API answer Prism marks as breaking the contract (page.request answers are not page events). */
export function assertNoViolation(response: APIResponse): void {
  const header = response.headers()['sl-violations'];
  if (header)
    throw new Error(`${response.url()} breaks the contract (Prism sl-violations): ${header}`);
}

/**
 * Signs in for real: POST /v2/auth/login/ on the local backend, then the session cookies the app
 * itself writes after a login (jb_auth, jb_user and, for a one-company employer, jb_company).
 * No Prefer header anywhere: every later call is answered by the stateful fake with these tokens.
 * Call before the first page.goto(). Returns the login answer (its access token serves API calls).
 */
export async function signInWithPassword(
  page: Page,
  email: string,
  password = DEV_PASSWORD,
): Promise<RealSession> {
  const response = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: { email, password },
  });
  assertNoViolation(response);
  if (response.status() !== 200)
    throw new Error(`Signing in as ${email} failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as RealSession;
  const url = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`;
  const cookies = [
    {
      name: 'jb_auth',
      value: cookieValue({ access: session.access, refresh: session.refresh }),
      url,
      sameSite: 'Strict' as const,
    },
    { name: 'jb_user', value: cookieValue(session.user), url, sameSite: 'Strict' as const },
  ];
  const [only, ...others] = session.user.employers;
  if (only && others.length === 0) {
    cookies.push({
      name: 'jb_company',
      value: cookieValue({ selected: only.employer_id }),
      url,
      sameSite: 'Strict' as const,
    });
  }
  await page.context().addCookies(cookies);
  return session;
}

/** Authorization header for API calls made on behalf of a signed-in session. */
export const bearer = (session: Pick<RealSession, 'access'>) => ({
  authorization: `Bearer ${session.access}`,
});

/** Signs the page out (its cookies cleared) and in again as another seeded account. */
export async function switchUser(page: Page, email: string): Promise<RealSession> {
  await page.context().clearCookies();
  return signInWithPassword(page, email);
}
