// Over 400 lines on purpose: the list view's behaviours (tabs, pages, search, a status move, a
// withdrawn application) share one seeded backend and one render.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listEmployerJobApplicationsQueryKey } from '@generated/@tanstack/react-query.gen';
import type { ApplicationStatus, PaginatedJobApplicationList } from '@generated/types.gen';
import { example } from '../../../mock/fake/contract';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockResponse } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { JobApplications } from './job-applications';
import type { ApplicationRecord } from '../../../mock/fake/store';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';
const LIST = `GET /v2/employers/${employerId}/jobs/${jobId}/applications/`;
const move = (applicationId: string) =>
  `PATCH /v2/employers/${employerId}/jobs/${jobId}/applications/${applicationId}/status/`;

/** Amira's application as the contract's example (and so the fake's seed) has it: submitted. */
const amira = example<PaginatedJobApplicationList>(
  '/v2/employers/{employerId}/jobs/{jobId}/applications/',
  'get',
  '200',
).results.find((a) => a.applicant_name === 'Amira Haddad')!;

/**
 * The fake's seed, signed in as Jonas (Northwind's owner): the job's three applications of the
 * contract's examples (Amira submitted, Lukas in review, Chen interviewing). `holdLists` keeps
 * the next list answers waiting.
 */
function backend() {
  let hold = false;
  const api = mockApi({
    [LIST]: () => (hold ? new Promise<MockResponse>(() => {}) : undefined),
  });
  const { tokens, user } = api.sessionOf('jonas.weber@northwind-analytics.example');
  session.signIn(tokens, user);
  session.selectCompany(employerId);
  const ofJob = () => api.store.applications.filter((a) => a.job_id === jobId);
  return {
    api,
    ofJob,
    /** What the server keeps for Amira's application. */
    kept: () => api.store.applications.find((a) => a.id === amira.id)!,
    /** Replaces the job's applications in the server's store. */
    setApplications(rows: ApplicationRecord[]) {
      api.store.applications = [
        ...api.store.applications.filter((a) => a.job_id !== jobId),
        ...rows,
      ];
    },
    holdLists: () => (hold = true),
    lists: () => api.calls.filter((c) => c.method === 'GET'),
    patches: () => api.calls.filter((c) => c.method === 'PATCH'),
  };
}
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const card = (name: string) => screen.getByRole('article', { name: `Application from ${name}` });
const statusOf = (name: string) =>
  within(card(name)).getByRole('combobox', { name: `Status of the application from ${name}` });
const listKey = listEmployerJobApplicationsQueryKey({
  path: { employerId, jobId },
  query: { page_size: 20 },
});

function renderApplications(canChangeStatus = true, initialEntry = '/job') {
  return renderWithProviders(
    <>
      <JobApplications
        employerId={employerId}
        jobId={jobId}
        jobTitle="Backend Engineer"
        canChangeStatus={canChangeStatus}
      />
      <DialogHost />
    </>,
    { path: '/job', initialEntry },
  );
}

beforeEach(() => {
  notify.mockReset();
});
afterEach(() => {
  // Unmount first: a page still mounted would ask again for no company once signed out.
  cleanup();
  session.signOut();
});

// Paging through 45 cards takes more than the default 5 s on a busy machine.
describe('JobApplications list', { timeout: 15_000 }, () => {
  it('lists the newest page of all applications, with the total in the heading', async () => {
    const { lists } = backend();
    renderApplications();
    const region = await screen.findByRole('region', { name: 'Applications (3)' });
    expect(within(region).getAllByRole('article')).toHaveLength(3);
    expect(within(card('Amira Haddad')).getByRole('link', { name: amira.email })).toHaveAttribute(
      'href',
      `mailto:${amira.email}`,
    );
    expect(card('Amira Haddad')).toHaveTextContent(/Applied \w{3} \d{1,2}, \d{4}/);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(lists().map((c) => Object.fromEntries(c.query))).toEqual([{ page_size: '20' }]);
    expect(
      screen.queryByRole('navigation', { name: 'Pages of applications' }),
    ).not.toBeInTheDocument();
  });

  it('filters by status with keyboard-operable tabs, each with its own empty state', async () => {
    const { lists } = backend();
    const { router } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'In review' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Lukas Brandt')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=in_review');

    // Arrow keys move between tabs (and select them).
    screen.getByRole('tab', { name: 'In review' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hired' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Hired' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No one hired yet' }),
    ).toBeInTheDocument();
    expect(lists().at(-1)!.query.get('status')).toBe('hired');
  });

  it('pages by 20 with Previous and Next', async () => {
    const { lists, kept, setApplications } = backend();
    const first = Date.parse(kept().applied_at);
    // 45 applications, newest first: Candidate 1 is the newest.
    setApplications(
      Array.from({ length: 45 }, (_, i) => ({
        ...kept(),
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        applicant_name: `Candidate ${i + 1}`,
        applied_at: new Date(first - i * 60_000).toISOString(),
      })),
    );
    const { router } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (45)' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('link', { name: /Next/ }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pages of applications' })).toHaveTextContent(
        'Page 2 of 3',
      ),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(lists().at(-1)!.query.get('page')).toBe('2');
    await waitFor(() => expect(card('Candidate 21')).toBeInTheDocument());
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of applications' })).getByRole('link', {
        name: /Previous/,
      }),
    ).toBeInTheDocument();
  });

  it('goes back to the first page when the page asked for no longer exists', async () => {
    backend();
    const { router } = renderApplications(true, '/job?status=submitted&page=3');
    expect(await screen.findByRole('region', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(card('Amira Haddad')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=submitted');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['no code (DRF without an exception handler)', { detail: 'Invalid page.' }],
    [
      "code not_found (DRF's own pagination class)",
      problemBody(404, { title: 'Not found', code: 'not_found', detail: 'Invalid page.' }),
    ],
  ])('goes back to the first page on a past-the-end 404 with %s', async (_name, pastTheEnd) => {
    const { api } = backend();
    api.set(LIST, ({ query }) =>
      Number(query.get('page') ?? 1) > 1
        ? { status: 404, body: pastTheEnd }
        : { body: { count: 1, next: null, previous: null, results: [amira] } },
    );
    const { router } = renderApplications(true, '/job?status=submitted&page=3');
    expect(await screen.findByRole('region', { name: 'Applications (1)' })).toBeInTheDocument();
    expect(card('Amira Haddad')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=submitted');
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const { api, setApplications } = backend();
    api.override(LIST, { status: 500, body: problemBody(500, { title: 'Server error' }) });
    renderApplications();
    expect(await screen.findByText("We couldn't load the applications.")).toBeInTheDocument();
    // The server answers again, and the job has no applications (any more).
    api.removeOverride(LIST);
    setApplications([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No applications yet' }),
    ).toBeInTheDocument();
  });

  it('shows members the status as a badge, without a control', async () => {
    backend();
    renderApplications(false);
    await screen.findByRole('region', { name: 'Applications (3)' });
    expect(
      screen.queryByRole('combobox', { name: /^Status of the application/ }),
    ).not.toBeInTheDocument();
    expect(card('Amira Haddad')).toHaveTextContent('Submitted');
  });
});

describe('changing an application’s status', { timeout: 15_000 }, () => {
  async function choose(name: string, label: string) {
    await userEvent.click(statusOf(name));
    await userEvent.click(await screen.findByRole('option', { name: label }));
  }

  /** The options of the open select: enabled ones, and disabled ones with their reason. */
  const optionsOpen = async () => {
    const options = await screen.findAllByRole('option');
    const enabled = options.filter((o) => o.getAttribute('aria-disabled') !== 'true');
    const disabled = options.filter((o) => o.getAttribute('aria-disabled') === 'true');
    return {
      enabled: enabled.map((o) => o.textContent),
      disabled: disabled.map((o) => o.textContent),
    };
  };

  it('offers only the moves the contract allows, the others disabled with the reason', async () => {
    const { ofJob, kept, setApplications } = backend();
    setApplications([
      ...ofJob(),
      {
        ...kept(),
        id: '5b0d4c62-63a4-4c53-9d7b-1d6a8e0e8f10',
        applicant_name: 'Hana Sato',
        status: 'hired',
      },
    ]);
    renderApplications();
    await screen.findByRole('region', { name: 'Applications (4)' });
    await userEvent.click(statusOf('Amira Haddad'));
    const options = await optionsOpen();
    expect(options.enabled).toEqual(['Submitted', 'In review', 'Rejected']);
    expect(options.disabled).toEqual([
      'Interviewing (only from In review)',
      'Offered (only from Interviewing)',
      'Hired (only from Offered)',
    ]);
    // A disabled option cannot be picked: nothing is sent.
    await userEvent.click(screen.getByRole('option', { name: 'Hired (only from Offered)' }));
    await userEvent.keyboard('{Escape}');
    expect(statusOf('Amira Haddad')).toHaveTextContent('Submitted');
    // Hired is final: a badge.
    expect(within(card('Hana Sato')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(card('Hana Sato')).toHaveTextContent('Hired');
  });

  it('shows the new status at once, says so when the server agrees, then refreshes every list of the job', async () => {
    const { api, kept, lists, patches } = backend();
    // The server takes its time: the move reaches it once `answer` resolves.
    const answer = deferred<void>();
    api.override(move(amira.id), async () => {
      await answer.promise;
      return undefined;
    });
    const { queryClient } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await choose('Amira Haddad', 'In review');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toEqual({ status: 'in_review' });
    // Optimistic: the cached page on screen already has the new status.
    const cached = () =>
      queryClient
        .getQueryData<PaginatedJobApplicationList>(listKey)!
        .results.find((a) => a.id === amira.id)!.status;
    await waitFor(() => expect(cached()).toBe<ApplicationStatus>('in_review'));
    expect(statusOf('Amira Haddad')).toHaveTextContent('In review');
    expect(notify).not.toHaveBeenCalled();

    const before = lists().length;
    expect(kept().status).toBe('submitted');
    answer.resolve();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Amira Haddad is now in review', { severity: 'success' }),
    );
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
    });
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(statusOf('Amira Haddad')).toHaveTextContent('In review');
    expect(kept().status).toBe<ApplicationStatus>('in_review');
    // From in review, the next moves.
    await userEvent.click(statusOf('Amira Haddad'));
    expect((await optionsOpen()).enabled).toEqual(['In review', 'Interviewing', 'Rejected']);
  });

  it('goes back to the old status when the server refuses the move, and says why in words', async () => {
    const { api, holdLists, kept } = backend();
    const answer = deferred<MockResponse>();
    api.override(move(amira.id), () => answer.promise);
    const { queryClient } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });

    await choose('Amira Haddad', 'Rejected');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject application' }),
    );
    await waitFor(() => expect(statusOf('Amira Haddad')).toHaveTextContent('Rejected'));
    // The refresh after the refusal never answers here: what shows is the rollback alone.
    holdLists();
    answer.resolve({
      status: 409,
      body: problemBody(409, {
        title: 'Conflict',
        code: 'invalid_transition',
        detail: 'An application that is hired cannot be moved to rejected.',
      }),
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The status was not changed', {
        severity: 'error',
        detail:
          "This application can't be moved to Rejected from Submitted. Someone may have changed it meanwhile.",
      }),
    );
    await waitFor(() => expect(statusOf('Amira Haddad')).toHaveTextContent('Submitted'));
    expect(
      queryClient
        .getQueryData<PaginatedJobApplicationList>(listKey)!
        .results.find((a) => a.id === amira.id)!.status,
    ).toBe('submitted');
    expect(kept().status).toBe('submitted');
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('puts any other failure on our side, in our words', async () => {
    const { api, kept } = backend();
    api.override(move(amira.id), {
      status: 500,
      body: problemBody(500, { title: 'Server error' }),
    });
    renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });
    await choose('Amira Haddad', 'In review');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The status was not changed', {
        severity: 'error',
        detail: 'Something went wrong on our side. Try again in a moment.',
      }),
    );
    await waitFor(() => expect(statusOf('Amira Haddad')).toHaveTextContent('Submitted'));
    expect(kept().status).toBe('submitted');
  });
  it('asks before rejecting, naming the candidate and the job; Cancel keeps the old status and sends nothing', async () => {
    const { kept, patches } = backend();
    renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });

    await choose('Amira Haddad', 'Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent(
      "Amira Haddad's application to “Backend Engineer” moves to Rejected. If they get application updates by email, they are told it was declined; that email can't be recalled.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf('Amira Haddad')).toHaveTextContent('Submitted');
    expect(patches()).toHaveLength(0);

    await choose('Amira Haddad', 'Rejected');
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject application' }),
    );
    await waitFor(() => expect(kept().status).toBe<ApplicationStatus>('rejected'));
    expect(patches().map((c) => c.body)).toEqual([{ status: 'rejected' }]);
  });

  it('asks before a final move (hired), and moves along the pipeline without asking', async () => {
    const { kept, patches, setApplications } = backend();
    setApplications([{ ...kept(), status: 'offered' }]);
    renderApplications();
    await screen.findByRole('region', { name: 'Applications (1)' });
    await choose('Amira Haddad', 'Hired');
    const dialog = await screen.findByRole('dialog', { name: 'Mark as hired?' });
    expect(dialog).toHaveTextContent("This is final: it can't be moved again.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    await waitFor(() => expect(kept().status).toBe<ApplicationStatus>('hired'));
    expect(patches()).toHaveLength(1);
  });
});

describe('search', { timeout: 15_000 }, () => {
  it('asks for the name or email typed once typing pauses, keeps it in the URL, and says when nothing matches', async () => {
    const { lists } = backend();
    const { router } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });
    const box = screen.getByRole('searchbox', { name: 'Search applications by name or email' });
    await userEvent.type(box, 'CHEN.wei@');
    // The pause, then the request: more than findBy's default second on a busy machine.
    await screen.findByRole('region', { name: 'Applications (1)' }, { timeout: 5000 });
    expect(screen.getByRole('article', { name: 'Application from Chen Wei' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=CHEN.wei%40');
    // Asked once typing pauses, not once per key (a busy machine may pause mid-word, once or twice).
    const searched = lists().map((c) => c.query.get('search'));
    expect(searched[0]).toBeNull();
    expect(searched.at(-1)).toBe('CHEN.wei@');
    expect(searched.length).toBeLessThan(5);

    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    expect(
      await screen.findByRole('heading', { name: 'No applications match' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No application has “nobody” in its name or email.')).toBeVisible();
  });

  it('starts from the search in the URL', async () => {
    const { lists } = backend();
    renderApplications(true, '/job?search=lukas');
    await screen.findByRole('region', { name: 'Applications (1)' });
    expect(screen.getByRole('searchbox')).toHaveValue('lukas');
    expect(lists().map((c) => c.query.get('search'))).toEqual(['lukas']);
  });
});

// A withdrawn application on the employer's side (docs/product.md §2, Applied jobs): "Withdrawn
// by the candidate" and its date instead of a status select, while the others keep theirs.
describe('a withdrawn application', { timeout: 15_000 }, () => {
  it('shows "Withdrawn by the candidate" with its date and no status select', async () => {
    const api = mockApi({}, { now: '2025-11-21T12:00:00Z' });
    const lukas = api.store.applications.find((a) => a.applicant_name === 'Lukas Brandt')!;
    lukas.withdrawn_at = '2025-11-20T09:00:00Z';
    const { tokens, user } = api.sessionOf('jonas.weber@northwind-analytics.example');
    session.signIn(tokens, user);
    session.selectCompany(employerId);
    renderApplications();
    const withdrawn = await screen.findByRole(
      'article',
      { name: 'Application from Lukas Brandt' },
      { timeout: 5000 },
    );
    expect(withdrawn).toHaveTextContent('Withdrawn by the candidate');
    expect(within(withdrawn).getByText('Nov 20, 2025')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('combobox')).toBeNull();
    const other = screen.getByRole('article', { name: 'Application from Amira Haddad' });
    expect(within(other).getByRole('combobox')).toBeInTheDocument();
    expect(other).not.toHaveTextContent('Withdrawn');
  });
});
