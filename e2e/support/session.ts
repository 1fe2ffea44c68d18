import type { Page } from '@playwright/test';
import { contractExample } from './contract-examples';
import { prefer } from './prefer';

/** The user variants the contract has examples for (getCurrentUser / login). */
export type UserVariant =
  'candidate' | 'employerOneCompany' | 'employerSeveralCompanies' | 'member' | 'employerNoCompany';

interface LoginExample {
  access: string;
  refresh: string;
  user: { employers: { employer_id: string }[] };
}

/** js-cookie's encoding (it decodes %XX sequences on read). */
const cookieValue = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * Starts the page signed in as one of the contract's users: the session cookies the app keeps
 * (jb_auth, jb_user), and Prism told to answer /v2/user/ and /v2/auth/login/ with that user.
 * With `answeredBy: 'backend'` no Prefer header is added: the local backend knows the example's
 * tokens as that user's session and answers from its store (what the user does is kept).
 * Call before the first page.goto().
 */
export async function signInAs(
  page: Page,
  variant: UserVariant,
  {
    selectCompany = true,
    answeredBy = 'examples',
  }: { selectCompany?: boolean; answeredBy?: 'examples' | 'backend' } = {},
): Promise<LoginExample> {
  const login = contractExample<LoginExample>('/v2/auth/login/', 'post', '200', variant);
  const user = contractExample<LoginExample['user']>('/v2/user/', 'get', '200', variant);
  const url = `http://127.0.0.1:${process.env.E2E_PREVIEW_PORT ?? 4173}`;
  const cookies = [
    {
      name: 'jb_auth',
      value: cookieValue({ access: login.access, refresh: login.refresh }),
      url,
      sameSite: 'Strict' as const,
    },
    { name: 'jb_user', value: cookieValue(user), url, sameSite: 'Strict' as const },
  ];
  const first = user.employers[0];
  if (selectCompany && user.employers.length === 1 && first) {
    cookies.push({
      name: 'jb_company',
      value: cookieValue({ selected: first.employer_id }),
      url,
      sameSite: 'Strict' as const,
    });
  }
  await page.context().addCookies(cookies);
  if (answeredBy === 'backend') return login;
  await prefer(page, '/v2/user/', { example: variant, method: 'GET' });
  await prefer(page, '/v2/auth/login/', { example: variant, method: 'POST' });
  return login;
}
