/**
 * The candidate's account pages: profile editing, photo and resumes through the
 * presigned upload, account deletion, notification and password settings, the static pages, and
 * an axe scan of every candidate page.
 *
 * Over 350 lines on purpose: one spec for this area, its tests sharing the set-up and helpers
 * above; split it by describe block if it grows further.
 */
import { type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import { operationLimits } from '../generated/rules.gen';
import type * as T from '../generated/types.gen';
import { fieldMessage } from '../src/lib/problem';

const PROFILE = '/v2/profile/';
const RESUME = '/v2/profile/resume/';
const PRESIGN = '/v2/public/applications/generate-presigned-post/';
const SETTINGS = '/v2/user/settings/';
const PASSWORD = '/v2/auth/password/change/';

const profile = contractExample<T.Profile>(PROFILE, 'get', '200');
const wrongPassword = contractExample<T.Problem>(PASSWORD, 'post', '400', 'wrongCurrentPassword');
const jobSlug = contractExample<T.GetPublicJobResponse>(
  '/v2/public/jobs/{jobSlug}/',
  'get',
  '200',
).slug;

/** A real 1×1 PNG, padded to `size` bytes (browsers ignore what follows the image's end). */
const png = (size: number) => {
  const image = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201f56a3a9b0000000049454e44ae426082',
    'hex',
  );
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
};

/** JSON bodies sent to an API path with a method (read while intercepted). */
async function captureBodies(page: Page, path: string, method: string) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === method) bodies.push(route.request().postDataJSON());
      await route.fallback();
    },
  );
  return bodies;
}

test.describe('profile', () => {
  test('edit and save: the PATCH carries the changes, a server field error lands under its field', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const patches = await captureBodies(page, PROFILE, 'PATCH');
    await page.goto('/profile');
    await expect(page).toHaveTitle('My profile | Jobboard');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue(profile.name!);
    await expect(page.getByLabel('Headline')).toHaveValue(profile.headline!);

    await page.getByLabel('Headline').fill('Senior frontend engineer · design systems');
    await page.getByRole('textbox', { name: 'Skills' }).fill('Design systems');
    await page.getByRole('textbox', { name: 'Skills' }).press('Enter');
    await expect(page.getByRole('list', { name: 'Your skills' })).toContainText('Design systems');
    await page.getByRole('button', { name: 'Remove Playwright' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      name: profile.name,
      headline: 'Senior frontend engineer · design systems',
      location_id: '7eb3ae74-5935-49f2-b073-9f69bc12054f',
      links: { website: null },
    });
    expect(patches[0]!.skills).toContain('Design systems');
    expect(patches[0]!.skills).not.toContain('Playwright');

    // A required field left empty never leaves the browser.
    await name.fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toHaveLength(1);

    // The server's field errors go under their fields; what was typed stays.
    await prefer(page, PROFILE, { code: 400, example: 'invalidFields', method: 'PATCH' });
    await name.fill('Maya O.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('GitHub')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid URL.')).toBeVisible();
    await expect(page.getByText('Unknown location id.')).toBeVisible();
    await expect(name).toHaveValue('Maya O.');
  });

  test('a bad link is caught before sending', async ({ page }) => {
    await signInAs(page, 'candidate');
    const patches = recordRequests(page, PROFILE);
    await page.goto('/profile');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      page.getByText('Enter a full web address, like https://example.com'),
    ).toBeVisible();
    expect(patches.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  test('upload a photo through the presigned flow; a too-large one is refused first', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const presigns = await captureBodies(page, PRESIGN, 'POST');
    const patches = await captureBodies(page, PROFILE, 'PATCH');
    await page.goto('/profile');

    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert')).toContainText('Choose a PNG, JPEG or WEBP file.');

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024) });
    await expect(page.getByRole('alert')).toContainText('This file is 3 MB; the limit is 2 MB.');
    expect(presigns).toHaveLength(0);

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(40_000) });
    await expect(page.getByText('Photo updated')).toBeVisible();
    expect(presigns).toEqual([
      {
        filename: 'me.png',
        content_type: 'image/png',
        purpose: 'profile_image',
        size_bytes: 40_000,
      },
    ]);
    expect(patches).toEqual([
      { profile_image_key: expect.stringMatching(/^profile-images\/.+\/me\.png$/) },
    ]);
    // The server kept it: after a reload the photo is the file just uploaded.
    const key = String(patches[0]!.profile_image_key);
    await page.reload();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute(
      'src',
      new RegExp(`${key.split('/').map(encodeURIComponent).join('/')}$`),
    );
    const served = await page.request.get((await photo.getAttribute('src'))!);
    expect((await served.body()).length).toBe(40_000);
  });

  test('upload a resume, then delete one after confirming', async ({ page }) => {
    await signInAs(page, 'candidate');
    const presigns = await captureBodies(page, PRESIGN, 'POST');
    const adds = await captureBodies(page, RESUME, 'POST');
    const deletes = recordRequests(page, /^\/v2\/profile\/resume\/[^/]+\/$/);
    await page.goto('/profile');
    const list = page.getByRole('list', { name: 'Your resumes' });
    await expect(list.getByRole('listitem')).toHaveCount(profile.resumes.length);
    await expect(
      list.getByRole('link', { name: `Download ${profile.resumes[0]!.file_name}` }),
    ).toHaveAttribute('download', profile.resumes[0]!.file_name);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'maya-cv-2026.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(50_000 - 9, 0x25)]),
    });
    await expect(page.getByText('Resume uploaded')).toBeVisible();
    expect(presigns).toEqual([
      {
        filename: 'maya-cv-2026.pdf',
        content_type: 'application/pdf',
        purpose: 'resume',
        size_bytes: 50_000,
      },
    ]);
    expect(adds).toEqual([
      {
        key: expect.stringMatching(/^resumes\/.+\/maya-cv-2026\.pdf$/),
        file_name: 'maya-cv-2026.pdf',
      },
    ]);
    await expect(list.getByRole('listitem')).toHaveCount(profile.resumes.length + 1);

    const second = profile.resumes[1]!;
    await list.getByRole('button', { name: `Delete ${second.file_name}` }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Delete this resume?' });
    await expect(confirmDialog).toContainText(second.file_name);
    await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    expect(deletes).toHaveLength(0);

    await list.getByRole('button', { name: `Delete ${second.file_name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this resume?' })
      .getByRole('button', { name: 'Delete resume' })
      .click();
    await expect(page.getByText('Resume deleted')).toBeVisible();
    expect(deletes.map((d) => [d.method, new URL(d.url).pathname])).toEqual([
      ['DELETE', `${RESUME}${second.id}/`],
    ]);
    await expect(list.getByText(second.file_name)).toHaveCount(0);
    // After a reload the server's list says the same: the new resume kept, the deleted one gone.
    await page.reload();
    await expect(list.getByRole('link', { name: 'Download maya-cv-2026.pdf' })).toBeVisible();
    await expect(list.getByText(second.file_name)).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(profile.resumes.length);
  });

  test('the resume limit (409) is explained', async ({ page }) => {
    await signInAs(page, 'candidate');
    await prefer(page, RESUME, { code: 409, example: 'resumeLimit', method: 'POST' });
    await page.goto('/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload resume' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(991, 0x25)]),
    });
    await expect(page.getByRole('alert')).toContainText(operationLimits.addProfileResume.detail);
  });

  test('delete the account: the confirmation names the consequence, then signed out at home', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const deletes = recordRequests(page, PROFILE);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText(
      "Your profile, resumes, saved jobs and job alerts will be deleted. Your applications are anonymised at every company: employers keep only the job, its status and dates, without your name, contact details, resume, cover letter or answers, for the company's retention period. This cannot be undone.",
    );
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(deletes.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('jb_auth');
  });
});

test.describe('settings', () => {
  test('notification switches save with a toast and roll back when the save fails', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    const saves = await captureBodies(page, SETTINGS, 'POST');
    await page.goto('/settings/notification');
    await expect(page).toHaveTitle('Notification settings | Jobboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const newsletter = page.getByRole('switch', { name: 'Newsletter' });
    await expect(newsletter).not.toBeChecked();
    await newsletter.click();
    await expect(page.getByText('Newsletter turned on')).toBeVisible();
    expect(saves.at(-1)).toMatchObject({ newsletter: true, job_alerts: true });

    await prefer(page, SETTINGS, { code: 500, method: 'POST' });
    const alerts = page.getByRole('switch', { name: 'Job alerts' });
    await expect(alerts).toBeChecked();
    await alerts.click();
    await expect(page.getByText(/We couldn't save "Job alerts"/)).toBeVisible();
    await expect(alerts).toBeChecked();
  });

  test('a wrong current password is shown under its field', async ({ page }) => {
    await signInAs(page, 'candidate');
    await prefer(page, PASSWORD, { code: 400, example: 'wrongCurrentPassword', method: 'POST' });
    await page.goto('/settings/security');
    await expect(page).toHaveTitle('Security settings | Jobboard');
    await page.getByLabel('Current password').fill('not-my-password');
    await page
      .getByRole('textbox', { name: 'New password', exact: true })
      .fill('a-much-better-passphrase');
    await page.getByLabel('Confirm new password').fill('a-much-better-passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    const current = page.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fieldMessage(wrongPassword, 'current_password')!)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
      'a-much-better-passphrase',
    );
  });
});

test.describe('static pages', () => {
  for (const [path, title, sample] of [
    ['/about-us', 'About Us', 'For candidates'],
    ['/privacy-policy', 'Privacy Policy', 'jb_consent'],
    ['/terms-and-conditions', 'Terms and Conditions', 'Acceptable use'],
  ] as const) {
    test(`${path} has its title, one h1 and real content`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Jobboard`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText(sample);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    });
  }

  test('the privacy policy covers resumes, every session cookie, consent, retention, rights and contact', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    for (const cookie of ['jb_auth', 'jb_user', 'jb_company', 'jb_profile', 'jb_consent']) {
      await expect(main.getByRole('cell', { name: cookie, exact: true })).toBeVisible();
    }
    for (const heading of [
      'Resumes and applications',
      'Cookies',
      'Analytics and your consent',
      'How long we keep data',
      'Your rights',
      'Contact',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Your rights' })
      .click();
    await expect(page).toHaveURL(/#your-rights$/);
  });
});

test.describe('accessibility of every candidate page', () => {
  const publicPages = [
    '/',
    '/jobs',
    `/job/${jobSlug}`,
    '/about-us',
    '/privacy-policy',
    '/terms-and-conditions',
  ];
  const accountPages = [
    '/applied-jobs',
    '/profile',
    '/settings/notification',
    '/settings/security',
  ];

  for (const path of publicPages) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0); // loaded: no skeletons left
      await expectNoSeriousViolations(page);
    });
  }

  for (const path of accountPages) {
    test(`${path} (signed in) has no serious or critical axe violations`, async ({ page }) => {
      await signInAs(page, 'candidate');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-slot=skeleton]')).toHaveCount(0); // loaded: no skeletons left
      await expectNoSeriousViolations(page);
    });
  }
});
