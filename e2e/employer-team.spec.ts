/**
 * Team management: members and pending invitations; owners invite (409 when already in
 * the team; "Already invited" with Resend for a pending invitee), resend and revoke invitations,
 * change roles (asking first when it is consequential; the last owner is not offered a role the
 * server refuses, decision 012) and remove; admins and members only read.
 */
import { API_URL, expect as baseExpect, test } from './support/test';
import { contractExample } from './support/contract-examples';
import { prefer, recordRequests } from './support/prefer';
import { signInAs } from './support/session';
import type * as T from '../generated/types.gen';

// The machine running these may be busy (several suites at once): allow slower answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const team = contractExample<T.PaginatedTeamMemberList>(
  '/v2/employers/{employerId}/users/',
  'get',
  '200',
);
const invited = team.results.find((m) => m.status === 'invited')!;
const priya = team.results.find((m) => m.name === 'Priya Natarajan')!;
const owner = team.results.find((m) => m.role === 'owner')!;

test('an owner sees members and pending invitations with their roles', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await page.goto('/employer/team');
  await expect(page).toHaveTitle('Team | Jobboard');
  const members = page.getByRole('region', { name: /^Members/ });
  const pending = page.getByRole('region', { name: /^Pending invitations/ });
  await expect(members.getByRole('row')).toHaveCount(
    team.results.filter((m) => m.status === 'active').length + 1,
  );
  await expect(pending.getByRole('row', { name: new RegExp(invited.email) })).toContainText(
    'Invited',
  );
  await expect(members.getByRole('row', { name: new RegExp(owner.name!) })).toContainText('(you)');
  // Owners can't remove themselves here; they can re-role and remove others.
  await expect(page.getByRole('button', { name: `Remove ${owner.name}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Role of ${priya.name}` })).toHaveText('Member');
  await expect(page.getByRole('button', { name: `Remove ${priya.name}` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Revoke the invitation for ${invited.email}` }),
  ).toBeVisible();
});

test('an owner invites a teammate; someone already in the team is refused under the email', async ({
  page,
}) => {
  const conflict = contractExample<T.Problem>(
    '/v2/employers/{employerId}/users/invite/',
    'post',
    '409',
    'alreadyMember',
  );
  await signInAs(page, 'employerOneCompany');
  const invites = recordRequests(page, `/v2/employers/${employerId}/users/invite/`);
  await page.goto('/employer/team');
  const form = page.getByRole('form', { name: 'Invite a teammate' });

  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Enter an email address like name@example.com')).toBeVisible();
  expect(invites).toHaveLength(0);

  await form.getByLabel('Email address').fill('noah.becker@example.com');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to noah.becker@example.com')).toBeVisible();
  expect(JSON.parse(invites[0]!.body!)).toEqual({
    email: 'noah.becker@example.com',
    role: 'admin',
  });
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expect(
    page.getByRole('button', { name: 'Revoke the invitation for noah.becker@example.com' }),
  ).toBeVisible();

  // Someone already in the team: the local backend refuses with 409.
  await form.getByLabel('Email address').fill(priya.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const email = form.getByLabel('Email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(conflict.detail);
  await expect(email).toHaveValue(priya.email);

  // Someone already invited: said so, with Resend (a new link, mailed again).
  await email.fill(invited.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Already invited')).toBeVisible();
  await form.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText(`Invitation sent again to ${invited.email}`)).toBeVisible();
  await expect(form.getByText('Already invited')).toHaveCount(0);
});

test('an owner resends a pending invitation from its row', async ({ page }) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  const resends = recordRequests(page, /\/users\/[^/]+\/resend\/$/);
  await page.goto('/employer/team');
  await page.getByRole('button', { name: `Resend the invitation to ${invited.email}` }).click();
  await expect(page.getByText(`Invitation sent again to ${invited.email}`)).toBeVisible();
  expect(resends.map((r) => [r.method, r.url])).toEqual([
    ['POST', expect.stringContaining(`/users/${invited.user_id}/resend/`)],
  ]);
});

test('role changes that surprise ask first; the backend decides and a refusal is explained in words', async ({
  page,
}) => {
  // Jonas as the local backend knows him: the only owner of Northwind Analytics.
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  // Role changes as sent (read through a route: without one Chromium does not report a fetch's body).
  const changes: { userId: string; body: unknown }[] = [];
  await page.route(
    (url) => /\/users\/[^/]+\/role\/$/.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() === 'PATCH')
        changes.push({ userId: request.url().split('/').at(-3)!, body: request.postDataJSON() });
      await route.fallback();
    },
  );
  await page.goto('/employer/team');
  const roleOf = (name: string) => page.getByRole('combobox', { name: `Role of ${name}` });
  const choose = async (name: string, role: string) => {
    await roleOf(name).click();
    await page.getByRole('option', { name: role }).click();
  };

  // The only owner is not offered a lower role: the options are disabled, with the reason.
  await expect(roleOf(owner.name!)).toHaveAccessibleDescription(
    'You are the only owner. Make someone else owner first.',
  );
  await roleOf(owner.name!).click();
  await expect(page.getByRole('option', { name: /^Member/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('option', { name: /^Admin/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(roleOf(owner.name!)).toHaveText('Owner');
  expect(changes).toHaveLength(0);

  // An ordinary change needs no confirmation and says so.
  await choose(priya.name!, 'Admin');
  await expect(page.getByText(`${priya.name} is now admin`)).toBeVisible();
  await expect(roleOf(priya.name!)).toHaveText('Admin');
  expect(changes).toEqual([{ userId: priya.user_id, body: { role: 'admin' } }]);

  // Lowering a teammate's role asks first; cancelling changes nothing.
  await choose(priya.name!, 'Member');
  let dialog = page.getByRole('dialog', { name: `Make ${priya.name} member?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleOf(priya.name!)).toHaveText('Admin');
  await choose(priya.name!, 'Member');
  await page
    .getByRole('dialog', { name: `Make ${priya.name} member?` })
    .getByRole('button', { name: 'Make member' })
    .click();
  await expect(page.getByText(`${priya.name} is now member`)).toBeVisible();
  expect(changes).toHaveLength(2);

  // Making someone else owner asks first.
  await choose('Tomás Rivera', 'Owner');
  dialog = page.getByRole('dialog', { name: 'Make Tomás Rivera an owner?' });
  await dialog.getByRole('button', { name: 'Make owner' }).click();
  await expect(page.getByText('Tomás Rivera is now owner')).toBeVisible();
  await expect(roleOf('Tomás Rivera')).toHaveText('Owner');

  // Now Jonas may step down; he is asked, and his page follows his new role.
  await choose(owner.name!, 'Admin');
  await page
    .getByRole('dialog', { name: 'Make yourself admin?' })
    .getByRole('button', { name: 'Make me admin' })
    .click();
  await expect(page.getByText('You are now admin')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);
  await expect(page.getByText('Only owners manage the team.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Members/ })
      .getByRole('row', { name: new RegExp(owner.name!) }),
  ).toContainText('Admin');
});

test('a role change refused with 403 (someone took your ownership meanwhile) is explained in words', async ({
  page,
}) => {
  await signInAs(page, 'employerOneCompany', { answeredBy: 'backend' });
  await page.goto('/employer/team');
  await page.getByRole('combobox', { name: 'Role of Tomás Rivera' }).click();
  await page.getByRole('option', { name: 'Owner' }).click();
  await page
    .getByRole('dialog', { name: 'Make Tomás Rivera an owner?' })
    .getByRole('button', { name: 'Make owner' })
    .click();
  await expect(page.getByText('Tomás Rivera is now owner')).toBeVisible();

  // Tomás, elsewhere, makes Jonas a member; Jonas's page still shows him as owner.
  const login = await page.request.post(`${API_URL}/v2/auth/login/`, {
    data: {
      email: 'tomas.rivera@northwind-analytics.example',
      password: 'correct-horse-battery-staple',
    },
  });
  const { access } = (await login.json()) as T.LoginResponse;
  const demoted = await page.request.patch(
    `${API_URL}/v2/employers/${employerId}/users/${owner.user_id}/role/`,
    {
      headers: { Authorization: `Bearer ${access}` },
      data: { role: 'member' },
    },
  );
  expect(demoted.status()).toBe(200);

  await page.getByRole('combobox', { name: `Role of ${priya.name}` }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await expect(page.getByText(`The role of ${priya.name} was not changed`)).toBeVisible();
  await expect(page.getByText('Only owners can change roles.')).toBeVisible();
  await expect(page.getByText('You do not have permission to perform this action.')).toHaveCount(0);
  // The page catches up with Jonas's real role: no more team actions.
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
});

test('an owner removes a teammate and revokes an invitation after confirming', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  const deletes = recordRequests(page, /\/users\/[^/]+\/delete\/$/);
  await page.goto('/employer/team');

  await page.getByRole('button', { name: `Remove ${priya.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${priya.name} from the team?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(deletes).toHaveLength(0);

  await page.getByRole('button', { name: `Remove ${priya.name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${priya.name} from the team?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`${priya.name} was removed from the team`)).toBeVisible();
  expect(deletes.map((r) => [r.method, r.url])).toEqual([
    ['DELETE', expect.stringContaining(`/users/${priya.user_id}/delete/`)],
  ]);

  await page.getByRole('button', { name: `Revoke the invitation for ${invited.email}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this invitation?' })
    .getByRole('button', { name: 'Revoke invitation' })
    .click();
  await expect(page.getByText(`Invitation for ${invited.email} revoked`)).toBeVisible();
});

test('a forced call the role does not allow is explained in our words', async ({ page }) => {
  await signInAs(page, 'employerOneCompany');
  await prefer(page, `/v2/employers/${employerId}/users/${priya.user_id}/delete/`, {
    code: 403,
    example: 'permissionDenied',
    method: 'DELETE',
  });
  await page.goto('/employer/team');
  await page.getByRole('button', { name: `Remove ${priya.name}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${priya.name} from the team?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`${priya.name} was not removed`)).toBeVisible();
  await expect(page.getByText('Only owners can remove people from the team.')).toBeVisible();
  await expect(page.getByText('You do not have permission to perform this action.')).toHaveCount(0);
});

test('a member sees the team without team actions', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/employer/team');
  await expect(
    page
      .getByRole('region', { name: /^Members/ })
      .getByRole('row', { name: new RegExp(priya.name!) }),
  ).toContainText('(you)');
  await expect(page.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Remove|Revoke)/ })).toHaveCount(0);
  await expect(page.getByText('Only owners manage the team.')).toBeVisible();
});

test('an admin (several companies, admin at one) reads the team only', async ({ page }) => {
  await signInAs(page, 'employerSeveralCompanies');
  await page.goto('/employer/select-company');
  await page.getByRole('button', { name: /Helios Renewables/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Employer' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Members/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
});
