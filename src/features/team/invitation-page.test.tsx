import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { mockApi, tokenDigest, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { InvitationPage } from './invitation-page';

const { confirm } = vi.hoisted(() => ({
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/dialogs', () => ({ confirm }));

// The seeded Northwind invitation of the contract's examples (Lea, member, by Jonas), and Sofia,
// who has an account (owner of Lumen & Oak) and is invited here by the test.
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const LEA_TOKEN = 'inv-4k7q2m9x8c3v6b1n5z0w2r7t4y9p3s8d';
const SOFIA = 'sofia.marques@lumen-and-oak.example';
const SOFIA_TOKEN = 'tok-for-sofia-0';

let api: MockApi;
beforeEach(() => {
  confirm.mockReset();
  api = mockApi();
  const lea = api.store.invitations.find((i) => i.token_digest === tokenDigest(LEA_TOKEN))!;
  api.store.invitations.push({
    ...lea,
    id: '6f0c7c1e-2a53-4c4b-9a57-0d8d7b1f3e21',
    email: SOFIA,
    role: 'admin',
    token_digest: tokenDigest(SOFIA_TOKEN),
  });
});
afterEach(() => {
  cleanup();
  session.signOut();
  signInDialog.close();
});

const signInAs = (email: string) => {
  api.signIn(email);
};
const page = (token: string) => renderWithProviders(<InvitationPage token={token} />);
const invitationOf = (token: string) =>
  api.store.invitations.find((i) => i.token_digest === tokenDigest(token));

describe('InvitationPage', { timeout: 15_000 }, () => {
  it('the invited account accepts: it joins with the role, and the company opens', async () => {
    signInAs(SOFIA);
    page(SOFIA_TOKEN);
    expect(screen.getByRole('status', { name: 'Loading the invitation…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Join Northwind Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Jonas Weber invited/)).toHaveTextContent(
      `Jonas Weber invited ${SOFIA} to join Northwind Analytics as an admin.`,
    );
    // Opening the page changed nothing.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v2/invitations/lookup/']);
    expect(invitationOf(SOFIA_TOKEN)?.status).toBe('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByRole('heading', { name: 'You joined Northwind Analytics' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/employer',
    );
    expect(
      api.store.memberships.find((m) => m.employer_id === employerId && m.role === 'admin'),
    ).toBeDefined();
    await waitFor(() => expect(session.get().selectedCompanyId).toBe(employerId));
    expect(session.get().user?.employers.map((e) => e.employer_slug)).toContain(
      'northwind-analytics',
    );
  });

  it('another account is told which email it was sent to, and cannot accept', async () => {
    signInAs('maya.okafor@example.com');
    page(SOFIA_TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is for another account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/It was sent to/)).toHaveTextContent(
      `It was sent to ${SOFIA}, and you are signed in as maya.okafor@example.com.`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/v2/invitations/accept/')).toBe(false);
  });

  it('signed out: says which email to sign in with and opens the sign-in with it', async () => {
    page(LEA_TOKEN);
    expect(await screen.findByText(/Sign in as/)).toHaveTextContent(
      'Sign in as lea.fischer@example.com to accept.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(signInDialog.get()).toMatchObject({
      open: true,
      params: expect.objectContaining({ email: 'lea.fischer@example.com' }),
    });
    expect(screen.getByRole('link', { name: 'Employer sign-in' }).getAttribute('href')).toBe(
      `/employer/sign-in?next=${encodeURIComponent(`/employer/invitation/${LEA_TOKEN}`)}`,
    );
  });

  it('declines after confirming, without an account; cancelling changes nothing', async () => {
    page(LEA_TOKEN);
    confirm.mockResolvedValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toMatchObject({
      title: 'Decline the invitation to Northwind Analytics?',
      confirmLabel: 'Decline invitation',
    });
    expect(invitationOf(LEA_TOKEN)?.status).toBe('pending');

    confirm.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeInTheDocument();
    expect(invitationOf(LEA_TOKEN)?.status).toBe('declined');
  });

  it('an expired invitation says so and who can resend it', async () => {
    invitationOf(LEA_TOKEN)!.expires_at = '2020-01-01T00:00:00Z';
    page(LEA_TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Invitations work for 7 days/)).toHaveTextContent(
      'Ask Jonas Weber at Northwind Analytics to resend it.',
    );
    expect(screen.queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
  });

  it('an unknown or revoked link says it is not valid', async () => {
    page('no-such-token');
    expect(
      await screen.findByRole('heading', { name: 'This invitation link is not valid' }),
    ).toBeInTheDocument();
  });

  it('someone already in the company has nothing to accept', async () => {
    api.store.invitations.push({
      ...invitationOf(LEA_TOKEN)!,
      id: '0b7f3d7e-3c5a-4d2e-9f0a-3a1d2c4b5e6f',
      email: 'priya.natarajan@northwind-analytics.example',
      token_digest: tokenDigest('tok-for-priya-0'),
    });
    signInAs('priya.natarajan@northwind-analytics.example');
    page('tok-for-priya-0');
    expect(
      await screen.findByRole('heading', { name: 'You are already in Northwind Analytics' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it("a member of the company opening someone else's invitation is told it is for another account", async () => {
    signInAs('priya.natarajan@northwind-analytics.example'); // in Northwind; Lea's invitation is too
    page(LEA_TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is for another account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /already in/ })).not.toBeInTheDocument();
  });

  it('a used invitation says so', async () => {
    invitationOf(LEA_TOKEN)!.status = 'accepted';
    page(LEA_TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'This invitation has already been used' }),
    ).toBeInTheDocument();
  });
});
