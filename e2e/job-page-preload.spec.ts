/**
 * Nothing waits for code on a click (decision 013): once the job page is up, the code its
 * clicks open is fetched in idle time (the apply dialog for a candidate, the sign-in dialog for a
 * visitor), so a click fetches no JavaScript. Real Chromium, the built app, the local backend.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { privateDirOf, readManifest } from '../scripts/lib/build-manifest.mjs';
import { chunkPath } from './support/chunks';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

const SLUG = 'senior-frontend-engineer-northwind';
const TITLE = 'Senior Frontend Engineer (React)';

const isScript = (request: Request) => new URL(request.url()).pathname.endsWith('.js');

/** Opens the job page and waits until `source`'s chunk has been fetched ahead and the network is quiet. */
async function openJobPageAndWaitForPreload(page: Page, source: string) {
  const chunk = chunkPath(source);
  const preloaded = page.waitForRequest((request) => new URL(request.url()).pathname === chunk);
  await page.goto(`/job/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  await preloaded;
  await page.waitForLoadState('networkidle');
}

/** The JavaScript files requested from now on. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (isScript(request)) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('signed in as a candidate, Apply opens the form without fetching any JavaScript', async ({
  page,
}) => {
  await signInAs(page, 'candidate', { answeredBy: 'backend' });
  await openJobPageAndWaitForPreload(page, 'src/features/applications/apply-dialog.tsx');

  const scripts = scriptsFetched(page);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${TITLE}` });
  await expect(dialog.getByLabel('Full name')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  // Using the phone field needs no code either (its parsing came ahead too).
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+49 170 98765432');
  await expect(dialog.getByRole('combobox', { name: /^Country: Germany \+49/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

/** The built files whose source maps list a module matching `source` (e.g. the phone metadata). */
function builtFilesWith(source: string): string[] {
  const dist = process.env.E2E_OUT_DIR ?? 'dist';
  const manifest = readManifest(dist) as Record<string, { file: string }>;
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => {
      const map = join(privateDirOf(dist), `${file}.map`);
      if (!file.endsWith('.js') || !existsSync(map)) return false;
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      return sources.some((s) => s.includes(source));
    });
}

test('the apply form opens and takes a name while the phone number rules are held back', async ({
  page,
}) => {
  // Every file with libphonenumber-js' metadata never arrives: the form must not need it to open.
  const held = builtFilesWith('libphonenumber-js/metadata');
  expect(held.length).toBeGreaterThan(0);
  await page.route(
    (url) => held.some((file) => url.pathname === `/${file}`),
    () => undefined,
  );
  await signInAs(page, 'candidate', { answeredBy: 'backend' });
  await page.goto(`/job/${SLUG}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${TITLE}` });
  await dialog.getByLabel('Full name').fill('Maya O.');
  await expect(dialog.getByLabel('Full name')).toHaveValue('Maya O.');
  // The phone field is there, as text, without its country list yet.
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeEditable();
  await expect(dialog.getByRole('combobox', { name: /^Country: / })).toHaveCount(0);
});

test('signed out, Apply opens the sign-in dialog without fetching any JavaScript', async ({
  page,
}) => {
  await openJobPageAndWaitForPreload(page, 'src/features/auth/sign-in-dialog.tsx');

  const scripts = scriptsFetched(page);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
  await expect(dialog).toContainText('Sign up or sign in to apply to your selected job');
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('signed out, the job page does not fetch the apply form ahead', async ({ page }) => {
  const applyForm = chunkPath('src/features/applications/apply-dialog.tsx');
  const scripts = scriptsFetched(page);
  await openJobPageAndWaitForPreload(page, 'src/features/auth/sign-in-dialog.tsx');
  expect(scripts).not.toContain(applyForm);
});

test('Save signed out opens the sign-in dialog without fetching any JavaScript', async ({
  page,
}) => {
  await openJobPageAndWaitForPreload(page, 'src/features/auth/sign-in-dialog.tsx');
  const scripts = scriptsFetched(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Ready for your next chapter?' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('Save signed in toggles the job without fetching any JavaScript', async ({ page }) => {
  await signInAs(page, 'candidate', { answeredBy: 'backend' });
  await openJobPageAndWaitForPreload(page, 'src/features/applications/apply-dialog.tsx');
  // The seeded candidate has saved this job: the toggle unsaves it.
  const toggle = page.getByRole('button', { name: /^Saved?$/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const scripts = scriptsFetched(page);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});
