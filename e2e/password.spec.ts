import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { API_URL, expect, mailbox, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';
import { loadContract } from '../scripts/lib/contract.mjs';

const RESET = '/v2/auth/password-reset/';
const VERIFY = '/v2/auth/password-token/verify/';
const CONFIRM = '/v2/auth/password-reset/confirm/';

/** A real reset token for Maya: asked for through the API, read from the backend's mail catcher. */
async function resetToken(page: Page): Promise<string> {
  await page.request.post(`${API_URL}${RESET}`, { data: { email: 'maya.okafor@example.com' } });
  const [mail] = await mailbox('maya.okafor@example.com');
  const token = new URL(mail!.link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${mail?.link}`);
  return token;
}

async function expectNoSeriousA11yIssues(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))).toEqual(
    [],
  );
}

/** The shared 429 answer (components.responses.TooManyRequests), which contractExample cannot follow. */
const throttledExample = (
  loadContract() as {
    components: {
      responses: {
        TooManyRequests: {
          content: Record<string, { examples: { throttled: { value: { detail: string } } } }>;
        };
      };
    };
  }
).components.responses.TooManyRequests.content['application/problem+json']!.examples.throttled
  .value;

const authCookies = async (page: Page) =>
  (await page.context().cookies()).map((c) => c.name).filter((n) => n.startsWith('jb_'));

test.describe('/forgot-password', () => {
  test('asks for a reset link and confirms clearly', async ({ page }) => {
    const sent = contractExample<T.Detail>(RESET, 'post', '200');
    const requests = recordRequests(page, RESET);
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle(/^Forgot password \| /);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    expect(requests).toEqual([]);

    await page.getByLabel('Email').fill(' maya.okafor@example.com ');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(sent.detail)).toBeVisible();
    await expect(page.getByText('maya.okafor@example.com')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/?open_login=true',
    );
    expect(requests).toHaveLength(1);
    // The backend mailed Maya a link to /password-reset with a token.
    const [mail] = await mailbox('maya.okafor@example.com');
    expect(new URL(mail!.link).pathname).toBe('/password-reset');
    expect(new URL(mail!.link).searchParams.get('token')).toMatch(/\S{20,}/);
  });

  test('says so when requests are throttled (429)', async ({ page }) => {
    const throttled = throttledExample;
    await prefer(page, RESET, { code: 429, method: 'POST' });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('maya.okafor@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many reset requests');
    await expect(alert).toContainText(throttled.detail);
    await expect(page.getByLabel('Email')).toHaveValue('maya.okafor@example.com');
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe('/password-reset', () => {
  test('without a token it sends the visitor to /forgot-password', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an expired token shows the expired-link state with a way to ask again', async ({
    page,
  }) => {
    await prefer(page, VERIFY, { example: 'expired', method: 'POST' });
    const confirms = recordRequests(page, CONFIRM);
    await page.goto('/password-reset?token=c3k9ab-4f1e0b8c2d7a6e5f9b3c');
    await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    expect(confirms).toEqual([]);
  });

  test('the two passwords must match', async ({ page }) => {
    const confirms = recordRequests(page, CONFIRM);
    await page.goto(`/password-reset?token=${await resetToken(page)}`);
    await expect(page).toHaveTitle(/^Reset password \| /);
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('a-much-better-passphrase');
    await page.getByLabel('Confirm new password').fill('a-much-better-passphras');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Enter the same new password again')).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yIssues(page);
    expect(confirms).toEqual([]);
  });

  test('a valid token: new password → signed out, success toast, the sign-in dialog opens', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const verifications = recordRequests(page, VERIFY);
    await page.goto(`/password-reset?token=${await resetToken(page)}`);
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('a-much-better-passphrase');
    await page.getByLabel('Confirm new password').fill('a-much-better-passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been reset', { exact: true })).toBeVisible();
    // Our words in the toast, not the server's confirmation.
    await expect(page.getByText('Sign in with your new password.')).toBeVisible();
    await expect(page.getByText(/You can sign in now/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?open_login=true$/);
    await expect(page.getByRole('dialog', { name: 'Ready for your next chapter?' })).toBeVisible();
    expect(await authCookies(page)).toEqual([]);
    expect(verifications).toHaveLength(1);
  });
});
