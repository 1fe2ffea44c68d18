/**
 * Focus and typed work, tried as a first-time user would (keyboard only; 390 px where the trap was
 * seen there), with decision 012's rules 2 and 3: typed work is not lost without a question, Enter
 * does not send the apply form, focus is never dropped to <body> by a dialog, and every page has a
 * skip link; axe finds no serious or critical violation in any dialog state opened here.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const job = contractExample<T.GetPublicJobResponse>('/v2/public/jobs/{jobSlug}/', 'get', '200');
const login = contractExample<T.LoginResponse>('/v2/auth/login/', 'post', '200', 'candidate');
const company = contractExample<T.Employer>('/v2/public/employers/{employerSlug}/', 'get', '200');
const detail = contractExample<T.EmployerJobDetail>(
  '/v2/employers/{employerId}/jobs/{jobId}/',
  'get',
  '200',
);
const SUBMIT = '/v2/public/applications/submit/';

async function expectAxeClean(page: Page) {
  await expect(async () => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations
      .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
  }).toPass();
}

/** Presses Tab until `target` has focus (at most `max` times); returns how many it took. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element shows it: an outline or a ring (box-shadow). */
const showsFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });

const leaveQuestion = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test.describe('a way past the header, and focus that follows the results', () => {
  test('every layout starts with a "Skip to content" link that is shown on focus and jumps to the page', async ({
    page,
  }) => {
    for (const path of ['/jobs', `/job/${job.slug}`, '/profile', '/employer/sign-in']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      await page.bringToFront(); // the tab has the window's focus, as a person's would
      // The app has replaced the prerendered first paint (decision 007): focus in the
      // prerendered HTML does not survive that replacement yet.
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip, `the first Tab stop on ${path}`).toBeFocused();
      await expect(skip, `shown on focus on ${path}`).toBeInViewport();
      expect(await showsFocus(page), `a ring on ${path}`).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // The next Tab is inside the page, not in the header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
      ).toBe(true);
      expect(page.url()).not.toContain('#');
    }
  });

  test('at 390 px, a search, "Show N jobs" after a filter, and a page change move focus to the results heading, which says the count', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Enough results for three pages (the same jobs on each): the pages can be walked.
    await page.route(
      (url) => url.pathname === '/v2/public/jobs/',
      async (route) => {
        // Every page answers with the first page's jobs (the local backend has one page).
        const url = new URL(route.request().url());
        url.searchParams.delete('page');
        const response = await route.fetch({ url: url.toString() });
        const body = (await response.json()) as T.PaginatedJobList;
        await route.fulfill({ response, json: { ...body, count: 45 } });
      },
    );
    await page.goto('/jobs');
    const heading = page.getByRole('heading', { level: 2, name: /^45 jobs/ });
    await expect(heading).toBeVisible();

    await tabTo(page, page.getByRole('searchbox', { name: 'Keyword' }));
    await page.keyboard.type('engineer');
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/search=engineer/);

    // A filter, on a phone: the box keeps focus (another can be ticked; the heading announces the
    // count), and "Show N jobs" closes the panel and brings focus (and the view) to the results.
    await page.keyboard.press('Shift+Tab');
    const filters = page.getByRole('button', { name: /^Filters/ });
    for (let i = 0; i < 30 && !(await filters.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const remote = page.getByRole('checkbox', { name: 'Remote' });
    await tabTo(page, remote);
    await page.keyboard.press('Space');
    await expect(remote).toBeChecked();
    await expect(page).toHaveURL(/workplace/);
    await expect(remote).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: /^Show \d+ jobs?$/ }));
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    await tabTo(page, page.getByRole('link', { name: 'Next' }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(heading).toBeFocused();
    await expect(heading).toContainText('page 2 of 3');
    await expect(heading).toBeInViewport();
  });

  test('Escape in a locations box leaves no typed text behind', async ({ page }) => {
    // The search bar's Location (its text is the value): Escape closes the list, the next clears.
    await page.goto('/jobs');
    const place = page.getByRole('combobox', { name: 'Location' });
    await tabTo(page, place);
    await page.keyboard.type('Ber');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(place).toHaveValue('');
    await expect(place).toBeFocused();

    // The job form's Locations (only chosen places count): one Escape closes and clears.
    await signInAs(page, 'employerOneCompany');
    await page.goto('/employer/job');
    const locations = page.getByRole('combobox', { name: /Locations/ });
    await expect(locations).toBeVisible();
    await tabTo(page, locations, 60);
    await page.keyboard.type('Ber');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(locations).toHaveValue('');
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
  });

  test('the employer job page’s applications panel has no Tab stop without a visible focus ring', async ({
    page,
  }) => {
    await signInAs(page, 'employerOneCompany');
    await page.goto(`/employer/job/details/${detail.id}`);
    const panel = page.getByRole('region', { name: /Applications/ });
    await expect(panel.getByRole('article').first()).toBeVisible();
    await tabTo(page, panel.getByRole('tab', { name: 'All' }), 60);
    let stops = 0;
    while (
      await page.evaluate((el) => el!.contains(document.activeElement), await panel.elementHandle())
    ) {
      stops++;
      expect(await showsFocus(page), `Tab stop ${stops} in the panel shows focus`).toBe(true);
      await page.keyboard.press('Tab');
      if (stops > 40) break;
    }
    expect(stops).toBeGreaterThan(2);
  });
});

test.describe('typed work asks before it is lost, and focus comes back', () => {
  test('the candidate profile asks before a nav link and a reload; Stay keeps focus on the link', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    await page.goto('/profile');
    const headline = page.getByLabel('Headline');
    await expect(headline).toBeVisible();
    await tabTo(page, headline, 60);
    await page.keyboard.type(' · accessibility');
    const applied = page.getByRole('navigation', { name: 'Account' }).getByRole('link', {
      name: 'Applied jobs',
    });
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 40 && !(await applied.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const ask = leaveQuestion(page);
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('heading', { name: 'Leave without saving?' })).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press('Escape'); // Stay
    await expect(ask).toBeHidden();
    await expect(applied).toBeFocused();
    await expect(page).toHaveURL(/\/profile$/);

    // A reload asks the browser's own question.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    void page.reload().catch(() => {});
    expect(await asked).toBe('beforeunload');
    await expect(headline).toHaveValue(/accessibility$/);

    // Saved, nothing asks.
    await page.getByRole('button', { name: 'Save profile' }).press('Enter');
    await expect(page.getByText('Profile saved')).toBeVisible();
    await applied.press('Enter');
    await expect(page).toHaveURL(/\/applied-jobs$/);
    await expect(leaveQuestion(page)).toHaveCount(0);
  });

  test('the company form asks before Back; Leave goes', async ({ page }) => {
    await signInAs(page, 'employerOneCompany');
    await page.goto('/employer/jobs');
    await page.getByRole('link', { name: 'Company page' }).first().press('Enter');
    await page.getByRole('button', { name: 'Edit company' }).press('Enter');
    const industry = page.getByLabel('Industry');
    await industry.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' and retail');
    await page.goBack();
    const ask = leaveQuestion(page);
    await expect(ask).toBeVisible();
    await expectAxeClean(page);
    await expect(page).toHaveURL(new RegExp(`/employer/${company.slug}$`));
    await ask.getByRole('button', { name: 'Leave' }).press('Enter');
    await expect(page).toHaveURL(/\/employer\/jobs$/);
  });

  test('the apply dialog (390 px): Enter does not send; Escape, × and the backdrop ask; a reload keeps the draft', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'candidate');
    const submits = recordRequests(page, SUBMIT);
    await page.goto(`/job/${job.slug}`);
    const applyNow = page.getByRole('button', { name: 'Apply now' }).first();
    await tabTo(page, applyNow);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    const name = dialog.getByLabel('Full name');
    // First focus on the first field, not on the × before it.
    await expect(name).toBeFocused();
    await expectAxeClean(page);

    // Enter in a text field does not send; it checks the form and, with nothing missing, takes
    // focus to the send button (decision 012, rule 2).
    const send = dialog.getByRole('button', { name: 'Send application' });
    await page.keyboard.press('Enter');
    await expect(send).toBeFocused();
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.press('Enter');
    await expect(send).toBeFocused();
    await page.waitForTimeout(500);
    expect(submits.filter((r) => r.method === 'POST')).toHaveLength(0);
    await expect(dialog.getByRole('heading', { name: 'Application sent' })).toHaveCount(0);

    const letter = dialog.getByLabel('Cover letter');
    await tabTo(page, letter);
    await page.keyboard.type('Six years of accessible React.');

    // Escape asks; Stay puts focus back where it was.
    await page.keyboard.press('Escape');
    await expect(leaveQuestion(page)).toBeVisible();
    await expect(
      leaveQuestion(page).getByRole('heading', { name: 'Leave without saving?' }),
    ).toBeFocused();
    await expectAxeClean(page);
    await leaveQuestion(page).getByRole('button', { name: 'Stay' }).press('Enter');
    await expect(leaveQuestion(page)).toBeHidden();
    await expect(letter).toBeFocused();

    // The × asks.
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    const heading = leaveQuestion(page).getByRole('heading', { name: 'Leave without saving?' });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    // The backdrop asks (a tap beside the dialog at phone width: above it).
    await page.mouse.click(195, 5);
    await expect(heading).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    // A reload (the browser asks; going on reloads) keeps what was typed.
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await tabTo(page, applyNow);
    await page.keyboard.press('Enter');
    await expect(letter).toHaveValue('Six years of accessible React.');
    await expect(name).toBeFocused();

    // Leave forgets it, and focus goes back to Apply now.
    await page.keyboard.press('Escape');
    await expect(heading).toBeFocused();
    await leaveQuestion(page).getByRole('button', { name: 'Leave' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(applyNow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(letter).toHaveValue('');
    await page.keyboard.press('Escape'); // nothing typed: no question
    await expect(dialog).toBeHidden();
    await expect(leaveQuestion(page)).toHaveCount(0);
    await expect(applyNow).toBeFocused();
    expect(submits.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('a question over the apply form takes keys and taps from the moment it opens, and the form again from the moment it goes', async ({
    page,
  }) => {
    await signInAs(page, 'candidate');
    await page.goto(`/job/${job.slug}`);
    await page.getByRole('button', { name: 'Apply now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${job.title}` });
    await dialog.getByLabel('Cover letter').fill('Six years of accessible React.');
    // Radix marks the layer on top (the one Escape and taps outside go to) with pointer-events
    // auto and the ones under it with none. Read in the same task as the click, after its
    // microtasks only: no later task can have put it right (one did, after a key was served).
    const layersAfter = (button: string) =>
      page.evaluate(async (name) => {
        const target = [...document.querySelectorAll<HTMLElement>('[role="dialog"] button')]
          .filter((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name)
          .pop();
        target?.click();
        // React renders the click's update in a microtask: let every queued microtask run.
        for (let hop = 0; hop < 10; hop++) await null;
        return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map(
          (d) =>
            `${d.getAttribute('aria-labelledby') && document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent}: ${getComputedStyle(d).pointerEvents}`,
        );
      }, button);
    // The first question loads the question's code: ask once, then look at the second.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await leaveQuestion(page).getByRole('button', { name: 'Stay' }).click();
    await expect(leaveQuestion(page)).toHaveCount(0);
    expect(await layersAfter('Close')).toEqual([
      `Apply for ${job.title}: none`,
      'Leave without saving?: auto',
    ]);
    expect(await layersAfter('Stay')).toEqual([`Apply for ${job.title}: auto`]);
  });

  test('the sign-in dialog opens on the email field; after Continue something visible has focus; closing returns to Apply now', async ({
    page,
  }) => {
    await page.goto(`/job/${job.slug}`);
    const applyNow = page.getByRole('button', { name: 'Apply now' }).first();
    await tabTo(page, applyNow);
    await page.keyboard.press('Enter');
    const signIn = page.getByRole('dialog', { name: 'Ready for your next chapter?' });
    await expect(signIn.getByLabel('Email')).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.type(login.user.email);
    await page.keyboard.press('Enter');
    const welcome = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(welcome).toBeVisible();
    await expect(page.locator(':focus')).toBeVisible();
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role=dialog]') != null),
    ).toBe(true);
    await expect(welcome.getByLabel('Password')).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(applyNow).toBeFocused();
  });
});
