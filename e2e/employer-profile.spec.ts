/**
 * The employer's own settings: name and phone, notification switches, password change —
 * the shared account forms under the employer-profile-setting layout.
 */
import { expect as baseExpect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';
import { fieldMessage } from '../src/lib/problem';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const jonas = contractExample<T.User>('/v2/user/', 'get', '200', 'employerOneCompany');

test('the profile tab saves name and phone and updates the header', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  const updates = recordRequests(page, '/v2/user/update/');
  await page.goto('/employer/profile');
  await expect(page).toHaveURL(/\/employer\/profile\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(jonas.email);
  await expect(page.getByLabel('Full name')).toHaveValue(jonas.name!);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 170 98765432');

  await page.getByLabel('Full name').fill('Jonas M. Weber');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+49 170 11122233');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  expect(JSON.parse(updates[0]!.body!)).toEqual({
    name: 'Jonas M. Weber',
    phone: '+4917011122233',
  });
  // The saved user (the server's answer) is what the form and the account menu show now.
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 170 11122233');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Jonas M. Weber');
  // And the server kept it: with /v2/user/ answered by the local backend, a reload shows it.
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Jonas M. Weber');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+49 170 11122233');
});

test('the profile tab shows the server phone error under the phone field', async ({ page }) => {
  const problem = contractExample<T.Problem>('/v2/user/update/', 'patch', '400', 'invalidPhone');
  await signInAs(page, 'employerOneCompany');
  await prefer(page, '/v2/user/update/', { code: 400, example: 'invalidPhone', method: 'PATCH' });
  await page.goto('/employer/profile/user');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(fieldMessage(problem, 'phone')!)).toBeVisible();
});

test('the notification tab shows the employer switches and saves a change', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await prefer(page, '/v2/user/settings/', { example: 'employer', method: 'GET' });
  const saves = recordRequests(page, '/v2/user/settings/');
  await page.goto('/employer/profile/notification');
  await expect(page.getByRole('heading', { level: 2, name: 'Email notifications' })).toBeVisible();
  const applications = page.getByRole('switch', { name: 'New applications' });
  await expect(applications).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Team changes' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Job alerts' })).toHaveCount(0);
  await applications.click();
  await expect(page.getByText('New applications turned off')).toBeVisible();
  const post = saves.find((r) => r.method === 'POST')!;
  expect(JSON.parse(post.body!)).toMatchObject({
    new_applications: false,
    team_changes: true,
    product_updates: true,
  });
});

test('a failed notification save flips the switch back and says so', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await prefer(page, '/v2/user/settings/', { example: 'employer', method: 'GET' });
  await prefer(page, '/v2/user/settings/', { code: 400, example: 'invalidFields', method: 'POST' });
  await page.goto('/employer/profile/notification');
  const team = page.getByRole('switch', { name: 'Team changes' });
  await expect(team).toBeChecked();
  await team.click();
  await expect(page.getByText('We couldn\'t save "Team changes"')).toBeVisible();
  await expect(team).toBeChecked();
});

test('the security tab changes the password; a wrong current password is shown under its field', async ({
  page,
}) => {
  const wrong = contractExample<T.Problem>(
    '/v2/auth/password/change/',
    'post',
    '400',
    'wrongCurrentPassword',
  );
  await signInAs(page, 'employerOneCompany');
  const changes = recordRequests(page, '/v2/auth/password/change/');
  await page.goto('/employer/profile/security');
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();

  await page.getByLabel('Current password').fill('correct-horse-battery-staple');
  await page.getByLabel(/^New password/).fill('a-much-better-passphrase');
  await page.getByLabel('Confirm new password').fill('a-much-better-passphrase!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter the same new password again')).toBeVisible();
  expect(changes).toHaveLength(0);

  await page.getByLabel('Confirm new password').fill('a-much-better-passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  expect(JSON.parse(changes[0]!.body!)).toEqual({
    current_password: 'correct-horse-battery-staple',
    new_password: 'a-much-better-passphrase',
  });
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel(/^New password/)).toHaveValue('');

  await prefer(page, '/v2/auth/password/change/', {
    code: 400,
    example: 'wrongCurrentPassword',
    method: 'POST',
  });
  await page.getByLabel('Current password').fill('guess');
  await page.getByLabel(/^New password/).fill('a-much-better-passphrase');
  await page.getByLabel('Confirm new password').fill('a-much-better-passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  const current = page.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(fieldMessage(wrong, 'current_password')!);
  await expect(current).toHaveValue('guess');
});
