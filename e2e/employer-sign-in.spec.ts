import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer } from './support/prefer';
import type * as T from '../generated/types.gen';

const LOGIN = '/v2/auth/login/';
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4010}`;

type Variant =
  'employerOneCompany' | 'employerSeveralCompanies' | 'employerNoCompany' | 'candidate' | 'member';

async function signInHere(page: Page, variant: Variant) {
  await prefer(page, LOGIN, { example: variant, method: 'POST' });
  const { user } = contractExample<T.LoginResponse>(LOGIN, 'post', '200', variant);
  await page.goto('/employer/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('a-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return user;
}

test.describe('/employer/sign-in', () => {
  test('the page: title, heading, social buttons, Forgot password?, no serious a11y issue', async ({
    page,
  }) => {
    await page.goto('/employer/sign-in');
    await expect(page).toHaveTitle(/^Employer sign in \| /);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to your employer account' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with LinkedIn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // The whole page, the employer-auth layout's pitch panel included (desktop width shows it).
    const result = await new AxeBuilder({ page }).analyze();
    expect(
      result.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')),
    ).toEqual([]);
  });

  test('the logo leads home, at desktop and at phone width', async ({ page }) => {
    await page.goto('/employer/sign-in');
    const logo = page.getByRole('link', { name: /home$/ });
    await expect(logo).toHaveAttribute('href', '/');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(logo).toHaveAttribute('href', '/');
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('one company: lands on /employer with that company selected', async ({ page }) => {
    const user = await signInHere(page, 'employerOneCompany');
    await expect(page).toHaveURL(/\/employer$/);
    const company = (await page.context().cookies()).find((c) => c.name === 'jb_company');
    expect(decodeURIComponent(company?.value ?? '')).toContain(user.employers[0]!.employer_id);
  });

  test('several companies: lands on /employer/select-company', async ({ page }) => {
    await signInHere(page, 'employerSeveralCompanies');
    await expect(page).toHaveURL(/\/employer\/select-company$/);
  });

  test('no company: lands on /employer/onboarding', async ({ page }) => {
    await signInHere(page, 'employerNoCompany');
    await expect(page).toHaveURL(/\/employer\/onboarding$/);
  });

  test('a wrong password keeps the email and shows the message', async ({ page }) => {
    await prefer(page, LOGIN, { code: 401, example: 'wrongPassword', method: 'POST' });
    await page.goto('/employer/sign-in');
    await page.getByLabel('Email').fill('jonas.weber@northwind-analytics.example');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Your password is not correct, please try again.')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('jonas.weber@northwind-analytics.example');
    await expect(page).toHaveURL(/\/employer\/sign-in$/);
  });

  test('a candidate account is told so and offered the candidate site', async ({ page }) => {
    await signInHere(page, 'candidate');
    await expect(page.getByText('This is a candidate account')).toBeVisible();
    await expect(page).toHaveURL(/\/employer\/sign-in$/);
    expect((await page.context().cookies()).some((c) => c.name === 'jb_auth')).toBe(false);
    await page.getByRole('button', { name: 'Continue to the candidate site' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('Continue with Google starts social sign-in for an employer account', async ({ page }) => {
    let started: URL | null = null;
    await page.route(`${API}/v2/auth/google/**`, async (route) => {
      started = new URL(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Google</title><h1>Provider consent</h1>',
      });
    });
    await page.goto('/employer/sign-in');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Provider consent' })).toBeVisible();
    const url = started as unknown as URL;
    expect(url.searchParams.get('redirect_url')).toBe('employer/onboarding');
    expect(url.searchParams.get('access_type')).toBe('employer');
  });
});

test('an employer page asked for while signed out continues there after sign-in', async ({
  page,
}) => {
  await prefer(page, LOGIN, { example: 'employerOneCompany', method: 'POST' });
  await page.goto('/employer/jobs');
  await expect(page).toHaveURL(/\/employer\/sign-in\?next=%2Femployer%2Fjobs$/);
  await page.getByLabel('Email').fill('jonas.weber@northwind-analytics.example');
  await page.getByLabel('Password').fill('kreuzberg-planning-2025');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
});
