import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { addSubmittedApplications, seededJob } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { JobApplications } from './job-applications';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const job = seededJob;
const { employerId, jobId } = job;
const base = `/v2/employers/${employerId}/jobs/${jobId}/applications/`;

/** The fake's seed as Jonas (owner): Amira submitted, Lukas in review, Chen interviewing. */
function backend() {
  const api = mockApi();
  const { tokens, user } = api.sessionOf('jonas.weber@northwind-analytics.example');
  session.signIn(tokens, user);
  session.selectCompany(employerId);
  const record = (name: string) =>
    api.store.applications.find((a) => a.job_id === jobId && a.applicant_name === name)!;
  return {
    api,
    record,
    posts: () => api.calls.filter((c) => c.method === 'POST'),
    lists: () => api.calls.filter((c) => c.method === 'GET' && c.path === base),
  };
}

function renderList(canChangeStatus = true, initialEntry = '/job') {
  return renderWithProviders(
    <>
      <JobApplications {...job} canChangeStatus={canChangeStatus} />
      <DialogHost />
    </>,
    { path: '/job', initialEntry },
  );
}

const tick = (name: string) =>
  userEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
const statusOf = (name: string) =>
  screen.getByRole('combobox', { name: `Status of the application from ${name}` });
const openMoveMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Move selected to…' }));
  return screen.findAllByRole('menuitem');
};

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
});

describe('bulk move', { timeout: 15_000 }, () => {
  it('rejects the selected after the confirm, in one call, and says what happened', async () => {
    const { record, posts } = backend();
    renderList();
    await screen.findByRole('region', { name: 'Applications (3)' });
    expect(screen.getByRole('button', { name: 'Move selected to…' })).toBeDisabled();
    await tick('Amira Haddad');
    await tick('Chen Wei');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await openMoveMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 candidates?' });
    expect(dialog).toHaveTextContent(
      "These 2 applications to “Senior Frontend Engineer” move to Rejected. Candidates who get application updates by email are told it was declined; those emails can't be recalled.",
    );
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject 2 candidates' }));
    await screen.findByText('2 moved to Rejected.');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      application_ids: [record('Amira Haddad').id, record('Chen Wei').id],
      status: 'rejected',
    });
    expect(record('Amira Haddad').status).toBe('rejected');
    expect(record('Chen Wei').status).toBe('rejected');
    expect(record('Lukas Brandt').status).toBe('in_review');
    await waitFor(() => expect(statusOf('Chen Wei')).toHaveTextContent('Rejected'));
    // The selection stays, so they can be moved on (or back) at once.
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await openMoveMenu();
    expect(screen.getByRole('menuitem', { name: /^Rejected/ })).toHaveTextContent(
      'Rejected (already Rejected)',
    );
  });

  it('Cancel in the confirm sends nothing', async () => {
    const { posts } = backend();
    renderList();
    await screen.findByRole('region', { name: 'Applications (3)' });
    await tick('Amira Haddad');
    await openMoveMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 candidate?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);
  });

  it('offers the statuses allowed for every selected one, the others disabled with the reason', async () => {
    backend();
    renderList();
    await screen.findByRole('region', { name: 'Applications (3)' });
    await tick('Amira Haddad');
    await tick('Lukas Brandt');
    const items = await openMoveMenu();
    const enabled = items.filter((i) => i.getAttribute('aria-disabled') !== 'true');
    // In review: Amira moves, Lukas already is (a no-op, as for one application).
    expect(enabled.map((i) => i.textContent)).toEqual(['In review', 'Rejected']);
    expect(screen.getByRole('menuitem', { name: /^Interviewing/ })).toHaveTextContent(
      'Interviewing (not from Submitted)',
    );
  });

  it('reports per item: what moved, and who could not be moved and why', async () => {
    const { record } = backend();
    renderList();
    await screen.findByRole('region', { name: 'Applications (3)' });
    await tick('Lukas Brandt');
    await tick('Chen Wei');
    // Meanwhile a colleague moved Chen on to Offered (rejecting is still allowed from there).
    record('Chen Wei').status = 'offered';
    await openMoveMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rejected' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Reject 2 candidates',
      }),
    );
    await screen.findByText('2 moved to Rejected.');

    // Another round: Lukas (now rejected) and Amira to In review; the server has Amira hired.
    await tick('Chen Wei');
    await tick('Amira Haddad');
    record('Amira Haddad').status = 'hired';
    await openMoveMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'In review' }));
    expect(
      await screen.findByText(
        "1 moved to In review; 1 application could not be moved: Amira Haddad (can't move to In review from its status now).",
      ),
    ).toBeInTheDocument();
    expect(record('Lukas Brandt').status).toBe('in_review');
  });

  it('select all selects the page, and again none', async () => {
    backend();
    renderList();
    await screen.findByRole('region', { name: 'Applications (3)' });
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await tick('Amira Haddad');
    expect(all).toHaveAttribute('data-state', 'indeterminate');
    await userEvent.click(all);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    for (const name of ['Amira Haddad', 'Lukas Brandt', 'Chen Wei'])
      expect(screen.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
    await userEvent.click(all);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('members get no checkboxes and no bulk move, and are told why', async () => {
    backend();
    renderList(false);
    await screen.findByRole('region', { name: 'Applications (3)' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.getByText('You can read these applications; only owners and admins can move them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move selected to…' })).not.toBeInTheDocument();
  });
});

describe('a whole stage from the list', { timeout: 20_000 }, () => {
  it('selects every application of the status tab, not only the page, and moves them in one call', async () => {
    const { api, posts } = backend();
    addSubmittedApplications(api, jobId, 44); // 45 submitted with Amira: three pages of 20
    renderList(true, '/job?status=submitted');
    await screen.findByRole('region', { name: 'Applications (45)' });
    // Offered only once the whole page is ticked.
    const wholeStage = () => screen.queryByRole('button', { name: 'Select all 45 in Submitted' });
    expect(wholeStage()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('20 selected')).toBeInTheDocument();
    await userEvent.click(wholeStage()!);
    expect(screen.getByText('All 45 in Submitted selected')).toBeInTheDocument();
    // A whole stage moves where the contract lets Submitted go.
    const items = await openMoveMenu();
    const enabled = items.filter((i) => i.getAttribute('aria-disabled') !== 'true');
    expect(enabled.map((i) => i.textContent)).toEqual(['In review', 'Rejected']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'In review' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move 45 applications to In review?',
    });
    expect(dialog).toHaveTextContent(
      'All 45 applications in Submitted to “Senior Frontend Engineer”',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 45 applications' }));
    await screen.findByText('45 moved to In review.');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({
      from_status: 'submitted',
      status: 'in_review',
      expected_count: 45,
    });
    // The server kept it: no submitted application is left on the job.
    expect(
      api.store.applications.filter((a) => a.job_id === jobId && a.status === 'submitted'),
    ).toEqual([]);
    await screen.findByRole('region', { name: 'Applications (0)' });
  });

  it('names the filter, and unticking one row goes back to the page', async () => {
    const { api } = backend();
    addSubmittedApplications(api, jobId, 44);
    renderList(true, '/job?status=submitted&search=applicant');
    await screen.findByRole('region', { name: 'Applications (44)' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Select all 44 in Submitted (matching the filter)' }),
    );
    expect(
      screen.getByText('All 44 in Submitted (matching the filter) selected'),
    ).toBeInTheDocument();
    await tick('Applicant 1');
    expect(screen.getByText('19 selected')).toBeInTheDocument();
  });

  it('is not offered on All, where the page holds several statuses', async () => {
    const { api } = backend();
    addSubmittedApplications(api, jobId, 44);
    renderList();
    await screen.findByRole('region', { name: 'Applications (47)' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.queryByRole('button', { name: /^Select all 47/ })).not.toBeInTheDocument();
  });
});
