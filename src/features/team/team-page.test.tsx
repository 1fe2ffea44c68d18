import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole, TeamMember } from '@generated/types.gen';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { employerUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { TeamPage } from './team-page';

const { notify, confirm } = vi.hoisted(() => ({
  notify: vi.fn(),
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/dialogs', () => ({ confirm }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const ids = {
  jonas: '321efbd9-9ce5-451d-ac53-92c7bc1c8ca3',
  tomas: '2c354dba-cd48-4115-9314-316e3e75acf0',
  priya: '37a64761-e5c1-45b9-a6c8-54f1207e3770',
};
const TEAM = `GET /v2/employers/${employerId}/users/`;
const role = (userId: string) => `PATCH /v2/employers/${employerId}/users/${userId}/role/`;

function member(name: string, userId: string, memberRole: CompanyRole): TeamMember {
  const email = `${userId.slice(0, 8)}@northwind-analytics.example`;
  return {
    user_id: userId,
    name,
    email,
    role: memberRole,
    status: 'active',
    invited_at: null,
    joined_at: '2024-03-04T10:00:00Z',
  };
}
const team = (...results: TeamMember[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const jonasAs = (memberRole: CompanyRole) => employerUser([{ employerId, role: memberRole }]);

/** Answers a role change with the member in their new role. */
const changed = (m: TeamMember) => (call: { body: unknown }) => ({
  body: { ...m, role: (call.body as { role: CompanyRole }).role },
});

async function choose(name: string, label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: `Role of ${name}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });
const patches = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'PATCH');

beforeEach(() => {
  notify.mockReset();
  confirm.mockReset();
  session.signIn({ access: 'a', refresh: 'r' }, jonasAs('owner'));
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

describe('TeamPage role changes', () => {
  const jonas = member('Jonas Weber', ids.jonas, 'owner');
  const tomas = member('Tomás Rivera', ids.tomas, 'admin');
  const priya = member('Priya Natarajan', ids.priya, 'member');

  it('names the company without a possessive (no "Northwind Analytics\'s")', async () => {
    mockApi({ [TEAM]: { body: team(jonas, tomas, priya) } });
    renderWithProviders(<TeamPage />);
    expect(
      await screen.findByText('Who works on hiring at Northwind Analytics, and what they may do.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Analytics's/)).not.toBeInTheDocument();
  });

  it('changes an ordinary role at once and says so', async () => {
    const api = mockApi({
      [TEAM]: { body: team(jonas, tomas, priya) },
      [role(ids.priya)]: changed(priya),
    });
    renderWithProviders(<TeamPage />);
    await choose('Priya Natarajan', 'Admin');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Priya Natarajan is now admin',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(patches(api).map((c) => c.body)).toEqual([{ role: 'admin' }]);
    expect(roleSelect('Priya Natarajan')).toHaveTextContent('Admin');
  });

  it('asks before making someone else owner; cancelling sends nothing and keeps the old role', async () => {
    const api = mockApi({
      [TEAM]: { body: team(jonas, tomas, priya) },
      [role(ids.tomas)]: changed(tomas),
    });
    confirm.mockResolvedValueOnce(false);
    renderWithProviders(<TeamPage />);
    await choose('Tomás Rivera', 'Owner');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Make Tomás Rivera an owner?',
      confirmLabel: 'Make owner',
    });
    await waitFor(() => expect(roleSelect('Tomás Rivera')).toHaveTextContent('Admin'));
    expect(patches(api)).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();

    confirm.mockResolvedValueOnce(true);
    await choose('Tomás Rivera', 'Owner');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Tomás Rivera is now owner',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(patches(api).map((c) => c.body)).toEqual([{ role: 'owner' }]);
    expect(roleSelect('Tomás Rivera')).toHaveTextContent('Owner');
  });

  it('asks before demoting yourself, then reloads your own role', async () => {
    const api = mockApi({
      [TEAM]: { body: team(jonas, { ...tomas, role: 'owner' }, priya) },
      [role(ids.jonas)]: changed(jonas),
      'GET /v2/user/': { body: jonasAs('admin') },
    });
    confirm.mockResolvedValueOnce(true);
    renderWithProviders(<TeamPage />);
    await choose('Jonas Weber', 'Admin');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Make yourself admin?',
      confirmLabel: 'Make me admin',
    });
    expect(confirm.mock.calls[0]![0].description).toMatch(/no longer manage the team/);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'You are now admin',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(patches(api).map((c) => c.body)).toEqual([{ role: 'admin' }]);
    // Your permissions follow your new role: an admin reads the team only.
    await waitFor(() => expect(session.get().user?.employers[0]?.role).toBe('admin'));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument(),
    );
  });

  it('asks before demoting the last owner and explains the refusal in words', async () => {
    mockApi({
      [TEAM]: { body: team(jonas, tomas, priya) },
      [role(ids.jonas)]: {
        status: 409,
        body: problemBody(409, {
          title: 'Conflict',
          code: 'last_owner',
          detail: 'A company needs at least one owner. Make someone else owner first.',
        }),
      },
    });
    confirm.mockResolvedValueOnce(true);
    renderWithProviders(<TeamPage />);
    await choose('Jonas Weber', 'Member');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0].description).toMatch(/only owner/);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Your role was not changed', {
        severity: 'error',
        detail: 'Northwind Analytics needs at least one owner. Make someone else owner first.',
      }),
    );
    expect(roleSelect('Jonas Weber')).toHaveTextContent('Owner');
  });

  it('explains a 403 in words, not with the server text', async () => {
    mockApi({
      [TEAM]: { body: team(jonas, tomas, priya) },
      [role(ids.priya)]: {
        status: 403,
        body: problemBody(403, {
          title: 'Forbidden',
          code: 'permission_denied',
          detail: 'You do not have permission to perform this action.',
        }),
      },
      'GET /v2/user/': { body: jonasAs('admin') },
    });
    renderWithProviders(<TeamPage />);
    await choose('Priya Natarajan', 'Admin');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The role of Priya Natarajan was not changed', {
        severity: 'error',
        detail: 'Only owners can change roles.',
      }),
    );
    // Someone else changed Jonas's role meanwhile: the page catches up with the server.
    await waitFor(() => expect(session.get().user?.employers[0]?.role).toBe('admin'));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument(),
    );
  });
});
