// A candidate's application on its own page (docs/product.md §2, Applied jobs): the job, its
// stage, its history, what was sent, and Withdraw, against the fake's seed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { ApplicationPage } from './application-page';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const MAYA = 'maya.okafor@example.com';
const BACKEND = '52911893-0347-478a-9fbd-3806bad41bed'; // Brightpath, in review
const DATA_ENGINEER = 'ee9ec9b7-0304-4055-a8ad-ef5b17e16ffc'; // Northwind, rejected

function signedInBackend(overrides: Parameters<typeof mockApi>[0] = {}) {
  // The seed's dates as the contract writes them.
  const api = mockApi(overrides, { now: '2025-11-21T12:00:00Z' });
  api.signIn(MAYA);
  return api;
}

const renderApplication = (id: string) =>
  renderWithProviders(
    <>
      <ApplicationPage />
      <DialogHost />
    </>,
    { path: '/applied-jobs/:applicationId', initialEntry: `/applied-jobs/${id}` },
  );

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
});

describe('An application', () => {
  it('shows what the route adds under what was sent (the self-identification step), for this application', async () => {
    signedInBackend();
    renderWithProviders(
      <ApplicationPage renderMore={(application) => <p>More for {application.id}</p>} />,
      { path: '/applied-jobs/:applicationId', initialEntry: `/applied-jobs/${BACKEND}` },
    );
    expect(await screen.findByText(`More for ${BACKEND}`)).toBeVisible();
  });

  it('shows the job, stage, history and what was sent; Withdraw confirms, then reads Withdrawn', async () => {
    const api = signedInBackend();
    const user = userEvent.setup();
    renderApplication(BACKEND);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Senior Backend Engineer (Python/Django)',
      }),
    ).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history.map((li) => li.textContent)).toEqual([
      'Submitted · Nov 12, 2025',
      'In review · Nov 13, 2025',
    ]);
    expect(screen.getByRole('region', { name: 'What you sent' })).toHaveTextContent(
      'maya-okafor-cv-2025.pdf',
    );

    // Cancel changes nothing.
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Withdraw your application to Senior Backend Engineer (Python/Django)?',
    });
    expect(ask).toHaveTextContent("You can't apply to this job again.");
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Withdraw application',
      }),
    );
    expect(await screen.findByText(/You withdrew this application on/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Where it stands' })).toHaveTextContent(
      'Stage: Withdrawn',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
    expect(api.store.applications.find((a) => a.id === BACKEND)?.withdrawn_at).not.toBeNull();
    expect(notify).toHaveBeenCalledWith('Your application was withdrawn', { severity: 'success' });
  });

  it('offers no Withdraw once the employer decided', async () => {
    signedInBackend();
    renderApplication(DATA_ENGINEER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Where it stands' })).toHaveTextContent(
      'Stage: Not selected',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('says a refused withdrawal (409) in words and shows where the application now stands', async () => {
    const api = signedInBackend({
      [`POST /v2/profile/applications/${BACKEND}/withdraw/`]: () => {
        // The employer decided meanwhile: an offer was made.
        api.store.applications.find((a) => a.id === BACKEND)!.status = 'offered';
        return {
          status: 409,
          body: problemBody(409, {
            code: 'withdraw_not_allowed',
            detail: 'This application can no longer be withdrawn (offer made).',
          }),
        };
      },
    });
    const user = userEvent.setup();
    renderApplication(BACKEND);
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const ask = await screen.findByRole('dialog');
    await user.click(within(ask).getByRole('button', { name: 'Withdraw application' }));
    // Said in the dialog that asked (decision 012 rule 4), then closed.
    const refusal = await within(ask).findByRole('alert');
    expect(refusal).toHaveTextContent("Your application couldn't be withdrawn");
    expect(refusal).toHaveTextContent('already decided');
    await user.click(within(ask).getAllByRole('button', { name: 'Close' })[0]!);
    expect(
      await within(screen.getByRole('region', { name: 'Where it stands' })).findByText(
        'Offer made',
      ),
    ).toBeVisible();
  });

  it("says another candidate's application (404) cannot be found", async () => {
    const api = signedInBackend();
    const amira = api.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    renderApplication(amira.id);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this application" }),
    ).toBeVisible();
  });
});
