/**
 * One voice, one look (decision 012 rule 5), as a first-time user meets them: the sign-in
 * dialog's password steps name the field like every other form; inputs side by side line up, at
 * desktop width and at 390 px; no empty band under the employer navigation on a short page at
 * 390 px; the closing date reads "Jan 4, 2027"; each job tab names its job; countries show as
 * their code, never as flag emoji; changing the phone's country keeps the national number.
 * Against the local backend with real sessions.
 */
import type { Locator } from '@playwright/test';
import { expect as baseExpect, mailbox, test, API_URL } from './support/test';
import { signInWithPassword } from './support/real-session';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const CANDIDATE = 'maya.okafor@example.com';
const OWNER = 'jonas.weber@northwind-analytics.example';
// Two of Northwind's seeded jobs.
const FRONTEND = {
  id: '478e8225-9d61-48b1-9819-86f0bb204187',
  title: 'Senior Frontend Engineer (React)',
};
const DATA = { id: 'c1ec743a-b05b-48cf-8fa1-b2413de69e7d', title: 'Data Engineer' };
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const GENERIC = /Value is required|This field should be|characters long|Value is not a valid/;
/** Regional-indicator symbols: the halves of every flag emoji. */
const FLAG_EMOJI = /[\u{1F1E6}-\u{1F1FF}]/u;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** The top edge of two controls meant to sit on one row, in px (rounded). */
async function tops(a: Locator, b: Locator): Promise<[number, number]> {
  return [Math.round((await box(a)).y), Math.round((await box(b)).y)];
}

test.describe('the sign-in dialog speaks like every form', () => {
  test('a returning user who sends no password is asked for "your password"', async ({ page }) => {
    await page.goto(`/jobs?open_login=true&email=${encodeURIComponent(CANDIDATE)}`);
    const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await welcome.getByRole('button', { name: 'Login' }).click();
    await expect(welcome.getByLabel(/^Password/)).toHaveAccessibleDescription(
      'Enter your password',
    );
    await expect(welcome).not.toContainText(GENERIC);
  });

  test('completing an account asks for "a password" of at least 8 characters', async ({ page }) => {
    const email = 'first.timer@example.com';
    const signup = await page.request.post(`${API_URL}/v2/auth/signup/?redirect_url=jobs`, {
      data: { email, access_type: 'candidate' },
    });
    expect(signup.status()).toBe(201);
    const [mail] = await mailbox(email);
    const link = new URL(mail!.link);
    await page.goto(`${link.pathname}${link.search}`);
    const complete = page.getByRole('dialog', { name: 'Complete your account' });
    const password = complete.getByLabel(/^Password/);
    await complete.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAccessibleDescription('Enter a password');
    await password.fill('short');
    await complete.getByRole('button', { name: 'Create account' }).click();
    await expect(password).toHaveAccessibleDescription(
      'Use at least 8 characters for the password',
    );
    await expect(complete).not.toContainText(GENERIC);
  });

  test('the email step keeps the texts of the product spec', async ({ page }) => {
    await page.goto('/jobs?open_login=true');
    const dialog = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await dialog.getByLabel('Email').fill('maya@');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is not correct');
  });
});

test.describe('one look', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    test(`candidate profile at ${label}: fields side by side line up; the phone shows its country's code`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await signInWithPassword(page, CANDIDATE);
      await page.goto('/profile');
      const name = page.getByRole('textbox', { name: /^Full name/ });
      const email = page.getByRole('textbox', { name: 'Email' });
      const headline = page.getByRole('textbox', { name: 'Headline' });
      const phone = page.locator('[data-slot=phone-input] > div').first();
      const location = page.getByRole('combobox', { name: 'Location' });
      await expect(name).toHaveValue('Maya Okafor');
      const left = Math.round((await box(headline)).x);
      if (viewport === DESKTOP) {
        const [nameTop, emailTop] = await tops(name, email);
        expect(nameTop).toBe(emailTop);
        const [phoneTop, locationTop] = await tops(phone, location);
        expect(phoneTop).toBe(locationTop);
      } else {
        // One column: every control starts at the same left edge.
        for (const control of [name, email, phone, location])
          expect(Math.round((await box(control)).x)).toBe(left);
      }
      expect(Math.round((await box(name)).x)).toBe(left);
      // The country as its code, not an emoji (Windows shows two letters, no emoji font boxes).
      const country = page.getByRole('combobox', { name: /^Country: Germany \+49/ });
      await expect(country).toContainText('DE');
      expect(await page.locator('body').innerText()).not.toMatch(FLAG_EMOJI);
      if (viewport === PHONE)
        await page.screenshot({ path: testInfo.outputPath('profile-390.png'), fullPage: true });
    });

    test(`team page at ${label}: the invite's email and role line up`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await signInWithPassword(page, OWNER);
      await page.goto('/employer/team');
      const email = page.getByRole('textbox', { name: /^Email address/ });
      const role = page.getByRole('combobox', { name: /^Role( \*)?$/ });
      await expect(email).toBeVisible();
      if (viewport === DESKTOP) {
        const [emailTop, roleTop] = await tops(email, role);
        expect(emailTop).toBe(roleTop);
      } else {
        expect(Math.round((await box(email)).x)).toBe(Math.round((await box(role)).x));
        expect(Math.round((await box(email)).width)).toBe(Math.round((await box(role)).width));
        await page.screenshot({ path: testInfo.outputPath('team-390.png'), fullPage: true });
      }
    });
  }

  test('no empty band under the employer navigation on short pages at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInWithPassword(page, OWNER);
    for (const path of [
      '/employer/profile/user',
      '/employer/profile/notification',
      '/employer/profile/security',
      '/employer/team',
    ]) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      const nav = page
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: 'Team' }) });
      const lastLink = nav.getByRole('link').last();
      const gap = (await box(heading)).y - ((await box(lastLink)).y + (await box(lastLink)).height);
      // The layout's own gap (24 px) and the nav's padding; the band was 86-137 px more.
      expect(gap, path).toBeLessThan(48);
    }
  });

  test('the closing date reads "Jan 4, 2027" beside the date input', async ({ page }) => {
    await signInWithPassword(page, OWNER);
    await page.goto(`/employer/job/${FRONTEND.id}`);
    const date = page.getByLabel(/^Applications close on/);
    await expect(date).not.toHaveValue('');
    const readout = page.locator(`output[for="${await date.getAttribute('id')}"]`);
    // The saved day (the seed's, moved to the run's clock), in the app's format.
    const saved = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${await date.inputValue()}T12:00:00Z`));
    await expect(readout).toHaveText(saved);
    await expect(readout).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await date.fill('2027-01-04');
    await expect(readout).toHaveText('Jan 4, 2027');
  });

  test('each job tab names its job; every page has its own title', async ({ page }) => {
    await signInWithPassword(page, OWNER);
    const titles = new Map<string, string>();
    const visit = async (path: string, expected?: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (expected) await expect(page).toHaveTitle(expected);
      const title = await page.title();
      expect(titles.get(title), `${path} has the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    };
    await visit(`/employer/job/${FRONTEND.id}`, `Edit: ${FRONTEND.title} | Jobboard`);
    await visit(`/employer/job/${DATA.id}`, `Edit: ${DATA.title} | Jobboard`);
    await visit(
      `/employer/job/details/${FRONTEND.id}`,
      `Job details: ${FRONTEND.title} | Jobboard`,
    );
    await visit(`/employer/job/details/${DATA.id}`, `Job details: ${DATA.title} | Jobboard`);
    await visit('/employer/job', 'Post a job | Jobboard');
    for (const path of [
      '/employer',
      '/employer/jobs',
      '/employer/team',
      '/employer/northwind-analytics',
      '/employer/profile/user',
      '/employer/profile/notification',
      '/employer/profile/security',
    ])
      await visit(path);
  });

  test("changing the phone's country keeps the national number", async ({ page }) => {
    await signInWithPassword(page, CANDIDATE);
    await page.goto('/profile');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Maya Okafor');
    await phone.fill('+49 170 98765432');
    const country = page.getByRole('combobox', { name: /^Country: / });
    await expect(country).toHaveAccessibleName(/^Country: Germany \+49/);
    await country.click();
    const listbox = page.getByRole('listbox');
    // Options show the code in a badge, then the name and calling code: no emoji anywhere.
    await expect(listbox.getByRole('option', { name: 'Sri Lanka +94' })).toContainText('LK');
    expect(await listbox.innerText()).not.toMatch(FLAG_EMOJI);
    await listbox.getByRole('option', { name: 'Sri Lanka +94' }).click();
    await expect(country).toHaveAccessibleName(/^Country: Sri Lanka \+94/);
    await expect(country).toContainText('LK');
    await expect(phone).toHaveValue('+94 170 98765432');
  });
});
