import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { InviteForm } from './invite-form';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const path = `POST /v2/employers/${employerId}/users/invite/`;
beforeEach(() => notify.mockReset());
afterEach(() => session.signOut());

async function invite(email: string) {
  await userEvent.type(screen.getByLabelText(/^Email address/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('InviteForm', () => {
  it('sends email and role, confirms and clears the email', async () => {
    // Jonas (Northwind's owner in the fake's seed) invites someone new; the fake mails them.
    const api = mockApi();
    api.signIn('jonas.weber@northwind-analytics.example');
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('nora.berg@example.com');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Invitation sent to nora.berg@example.com',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(api.calls[0]?.body).toEqual({ email: 'nora.berg@example.com', role: 'member' });
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('');
    // The server keeps the invitation (no account is made) and sent the email.
    expect(
      api.store.invitations.find(
        (i) => i.employer_id === employerId && i.email === 'nora.berg@example.com',
      ),
    ).toMatchObject({ role: 'member', status: 'pending' });
    expect(api.store.users.some((u) => u.email === 'nora.berg@example.com')).toBe(false);
    expect(api.store.outbox.map((m) => m.to)).toEqual(['nora.berg@example.com']);
  });

  it('says "already invited" for a pending invitee and resends it on request', async () => {
    // Lea has a pending invitation in the seed: the fake answers 409 already_invited.
    const api = mockApi();
    api.signIn('jonas.weber@northwind-analytics.example');
    const before = api.store.invitations.find((i) => i.email === 'lea.fischer@example.com')!;
    const oldToken = before.token_digest;
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('Lea.Fischer@example.com');
    expect(await screen.findByText('Already invited')).toBeInTheDocument();
    expect(
      screen.getByText(/Lea\.Fischer@example\.com has a pending invitation/),
    ).toBeInTheDocument();
    expect(api.store.outbox).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Resend invitation' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Invitation sent again to lea.fischer@example.com',
        expect.objectContaining({ severity: 'success' }),
      ),
    );
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `POST /v2/employers/${employerId}/users/${before.id}/resend/`,
    );
    // A new link was mailed; the old token no longer opens anything.
    expect(api.store.outbox.map((m) => m.to)).toEqual(['lea.fischer@example.com']);
    expect(
      api.store.invitations.find((i) => i.email === 'lea.fischer@example.com')?.token_digest,
    ).not.toBe(oldToken);
    expect(screen.queryByText('Already invited')).not.toBeInTheDocument();
  });

  it('shows "already in the team" (409) under the email and keeps it', async () => {
    mockApi({
      [path]: {
        status: 409,
        body: problemBody(409, {
          code: 'already_member',
          detail: 'priya@x.example is already in this team.',
        }),
      },
    });
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('priya@x.example');
    const email = screen.getByLabelText(/^Email address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('priya@x.example is already in this team.');
    expect(email).toHaveValue('priya@x.example');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a server field error under its field and a 403 as a message', async () => {
    const api = mockApi({
      [path]: {
        status: 400,
        body: problemBody(400, { errors: { email: ['Enter a valid email address.'] } }),
      },
    });
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('odd@example.com');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();

    api.override(path, {
      status: 403,
      body: problemBody(403, {
        code: 'permission_denied',
        detail: 'You do not have permission to perform this action.',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('You do not have permission to perform this action.'),
    ).toBeInTheDocument();
  });

  it('puts a server error on our side, not on the connection', async () => {
    mockApi({
      [path]: {
        status: 500,
        body: problemBody(500, { detail: 'SMTP relay refused the message.' }),
      },
    });
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('lea.fischer@example.com');
    expect(
      await screen.findByText(
        "We couldn't send the invitation. Something went wrong on our side. Try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/connection|SMTP/)).not.toBeInTheDocument();
  });

  it('checks the email before sending', async () => {
    const api = mockApi({});
    renderWithProviders(
      <InviteForm employerId={employerId} roles={['owner', 'admin', 'member']} />,
    );
    await invite('nope');
    expect(
      await screen.findByText('Enter an email address like name@example.com'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
