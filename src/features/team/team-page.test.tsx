import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole } from '@generated/types.gen';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { TeamPage } from './team-page';

const { notify, confirm } = vi.hoisted(() => ({
  notify: vi.fn(),
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/dialogs', () => ({ confirm }));

// The seeded Northwind team (the contract's examples): Jonas owner, Tomás admin, Priya member.
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const ids = {
  jonas: '321efbd9-9ce5-451d-ac53-92c7bc1c8ca3',
  tomas: '2c354dba-cd48-4115-9314-316e3e75acf0',
  priya: '37a64761-e5c1-45b9-a6c8-54f1207e3770',
};
const JONAS = 'jonas.weber@northwind-analytics.example';

async function choose(name: string, label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: `Role of ${name}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });
const patches = (api: MockApi) => api.calls.filter((c) => c.method === 'PATCH');

/** The role the server keeps for a member of Northwind. */
const kept = (api: MockApi, userId: string): CompanyRole | undefined =>
  api.store.memberships.find((m) => m.employer_id === employerId && m.user_id === userId)?.role;
function setKept(api: MockApi, userId: string, next: CompanyRole) {
  const membership = api.store.memberships.find(
    (m) => m.employer_id === employerId && m.user_id === userId,
  );
  if (!membership) throw new Error(`no membership of ${userId}`);
  membership.role = next;
}

let api: MockApi;
beforeEach(() => {
  notify.mockReset();
  confirm.mockReset();
  api = mockApi();
  api.signIn(JONAS, employerId);
});
afterEach(() => {
  // Unmount first: a page still mounted would ask for the team of no company once signed out.
  cleanup();
  session.signOut();
});

// Choosing in Radix selects takes a while on a busy machine: more than the default 5 s.
describe('TeamPage role changes', { timeout: 15_000 }, () => {
  it('names the company without a possessive (no "Northwind Analytics\'s")', async () => {
    renderWithProviders(<TeamPage />);
    expect(
      await screen.findByText('Who works on hiring at Northwind Analytics, and what they may do.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Analytics's/)).not.toBeInTheDocument();
  });

  it('changes an ordinary role at once and says so', async () => {
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
    expect(kept(api, ids.priya)).toBe('admin');
  });

  it('asks before making someone else owner; cancelling sends nothing and keeps the old role', async () => {
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
    expect(kept(api, ids.tomas)).toBe('admin');
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
    expect(kept(api, ids.tomas)).toBe('owner');
  });

  it('asks before demoting yourself, then reloads your own role', async () => {
    // Tomás is an owner too, so Jonas is not the last one.
    setKept(api, ids.tomas, 'owner');
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
    expect(kept(api, ids.jonas)).toBe('admin');
    // Your permissions follow your new role: an admin reads the team only.
    await waitFor(() => expect(session.get().user?.employers[0]?.role).toBe('admin'));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument(),
    );
  });

  it('does not offer the last owner the roles the server refuses: disabled, with the reason', async () => {
    // Jonas is Northwind's only owner: the contract's updateEmployerUserRole refuses (409 last_owner).
    renderWithProviders(<TeamPage />);
    const select = await screen.findByRole('combobox', { name: 'Role of Jonas Weber' });
    expect(select).toHaveAccessibleDescription(
      'You are the only owner. Make someone else owner first.',
    );
    await userEvent.click(select);
    for (const label of ['Admin', 'Member'])
      expect(await screen.findByRole('option', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    expect(screen.getByRole('option', { name: 'Owner' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('option', { name: /^Member/ }));
    expect(confirm).not.toHaveBeenCalled();
    expect(patches(api)).toHaveLength(0);
    expect(kept(api, ids.jonas)).toBe('owner');
    // Another owner lifts it: then Jonas may step down.
    await userEvent.keyboard('{Escape}');
    cleanup();
    setKept(api, ids.tomas, 'owner');
    renderWithProviders(<TeamPage />);
    expect(
      await screen.findByRole('combobox', { name: 'Role of Jonas Weber' }),
    ).not.toHaveAccessibleDescription();
  });

  it("asks before lowering a teammate's role; cancelling sends nothing", async () => {
    confirm.mockResolvedValueOnce(false);
    renderWithProviders(<TeamPage />);
    await choose('Tomás Rivera', 'Member');
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Make Tomás Rivera member?',
      confirmLabel: 'Make member',
      destructive: true,
    });
    await waitFor(() => expect(roleSelect('Tomás Rivera')).toHaveTextContent('Admin'));
    expect(patches(api)).toHaveLength(0);

    confirm.mockResolvedValueOnce(true);
    await choose('Tomás Rivera', 'Member');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Tomás Rivera is now member',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(kept(api, ids.tomas)).toBe('member');
  });

  it('explains a 403 in words, not with the server text', async () => {
    // The session still says owner; the server made Jonas an admin meanwhile, and refuses.
    setKept(api, ids.jonas, 'admin');
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
    expect(kept(api, ids.priya)).toBe('member');
  });
});

describe('TeamPage invitations', { timeout: 15_000 }, () => {
  it('resends a pending invitation: a new link is mailed and the old one stops working', async () => {
    const lea = api.store.invitations.find((i) => i.email === 'lea.fischer@example.com')!;
    const oldToken = lea.token_digest;
    renderWithProviders(<TeamPage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resend the invitation to lea.fischer@example.com',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Invitation sent again to lea.fischer@example.com',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(api.store.outbox.map((m) => m.to)).toEqual(['lea.fischer@example.com']);
    expect(api.store.invitations.find((i) => i.id === lea.id)?.token_digest).not.toBe(oldToken);
  });

  it('shows an expired invitation as expired, still resendable', async () => {
    const lea = api.store.invitations.find((i) => i.email === 'lea.fischer@example.com')!;
    lea.expires_at = '2020-01-01T00:00:00Z';
    renderWithProviders(<TeamPage />);
    const row = await screen.findByRole('row', { name: /lea\.fischer@example\.com/ });
    expect(row).toHaveTextContent('Expired');
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to lea.fischer@example.com' }),
    ).toBeEnabled();
  });

  it("once the contract's throttle refuses a resend (429 with Retry-After), says how long to wait", async () => {
    renderWithProviders(<TeamPage />);
    const resend = await screen.findByRole('button', {
      name: 'Resend the invitation to lea.fischer@example.com',
    });
    // resendEmployerInvitation's x-throttle: 3 resends per invitation and client in an hour.
    for (let sent = 1; sent <= 3; sent += 1) {
      await userEvent.click(resend);
      await waitFor(() => expect(api.store.outbox).toHaveLength(sent));
      await waitFor(() => expect(resend).toBeEnabled());
    }
    await userEvent.click(resend);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The invitation was not sent again', {
        severity: 'error',
        detail:
          'This invitation was sent several times in the last hour. You can send it again in 1 hour.',
      }),
    );
    expect(api.store.outbox).toHaveLength(3);
  });

  it('says a throttled resend in words', async () => {
    api.override(`POST /v2/employers/${employerId}/users/${api.store.invitations[0]!.id}/resend/`, {
      status: 429,
      body: problemBody(429, { code: 'throttled', detail: 'Request was throttled.' }),
    });
    renderWithProviders(<TeamPage />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Resend the invitation to lea.fischer@example.com',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The invitation was not sent again', {
        severity: 'error',
        detail: 'This invitation was sent several times in the last hour. Try again later.',
      }),
    );
  });
});
