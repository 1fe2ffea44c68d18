import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'yaml';
import { listEmployerJobApplicationsQueryKey } from '@generated/@tanstack/react-query.gen';
import type {
  ApplicationStatus,
  CompanyRole,
  JobApplication,
  PaginatedJobApplicationList,
} from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockResponse } from '@/test/mock-api';
import { anEmployerUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { JobApplications } from './job-applications';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';
const LIST = `GET /v2/employers/${employerId}/jobs/${jobId}/applications/`;
const move = (applicationId: string) =>
  `PATCH /v2/employers/${employerId}/jobs/${jobId}/applications/${applicationId}/status/`;

/** The contract's three applications of the job (Amira submitted, Lukas in review, Chen interviewing). */
const seeded: JobApplication[] = (() => {
  const contract = parse(readFileSync(join(process.cwd(), 'openapi', 'jobboard.yaml'), 'utf8')) as {
    paths: Record<
      string,
      {
        get: {
          responses: Record<
            string,
            { content: Record<string, { examples: Record<string, { value: unknown }> }> }
          >;
        };
      }
    >;
  };
  const response =
    contract.paths['/v2/employers/{employerId}/jobs/{jobId}/applications/']!.get.responses['200']!;
  return (
    response.content['application/json']!.examples.default!.value as PaginatedJobApplicationList
  ).results;
})();
const amira = seeded.find((a) => a.applicant_name === 'Amira Haddad')!;

const jonasAs = (role: CompanyRole) => anEmployerUser([{ employerId, role }]);

/** A small backend: the list filters by status and pages; `hold` keeps the next answers waiting. */
function backend(applications: JobApplication[] = structuredClone(seeded)) {
  let hold = false;
  const api = mockApi({
    [LIST]: ({ query }) => {
      if (hold) return new Promise<MockResponse>(() => {});
      const status = query.get('status');
      const size = Number(query.get('page_size') ?? 20);
      const page = Number(query.get('page') ?? 1);
      const rows = applications.filter((a) => !status || a.status === status);
      if (page > 1 && (page - 1) * size >= rows.length) {
        return {
          status: 404,
          body: problemBody(404, {
            title: 'Not found',
            code: 'invalid_page',
            detail: 'Invalid page.',
          }),
        };
      }
      const body: PaginatedJobApplicationList = {
        count: rows.length,
        next: null,
        previous: null,
        results: rows.slice((page - 1) * size, page * size),
      };
      return { body };
    },
  });
  return {
    api,
    applications,
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
    <JobApplications employerId={employerId} jobId={jobId} canChangeStatus={canChangeStatus} />,
    { path: '/job', initialEntry },
  );
}

beforeEach(() => {
  notify.mockReset();
  session.signIn({ access: 'a', refresh: 'r' }, jonasAs('owner'));
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

describe('JobApplications list', () => {
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
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...amira,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      applicant_name: `Candidate ${i + 1}`,
    }));
    const { lists } = backend(many);
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

  it('says when the list could not be loaded, and tries again', async () => {
    const { api } = backend();
    api.override(LIST, { status: 500, body: problemBody(500, { title: 'Server error' }) });
    renderApplications();
    expect(await screen.findByText("We couldn't load the applications.")).toBeInTheDocument();
    api.override(LIST, { body: { count: 0, next: null, previous: null, results: [] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No applications yet' }),
    ).toBeInTheDocument();
  });

  it('shows members the status as a badge, without a control', async () => {
    backend();
    renderApplications(false);
    await screen.findByRole('region', { name: 'Applications (3)' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(card('Amira Haddad')).toHaveTextContent('Submitted');
  });
});

describe('changing an application’s status', () => {
  async function choose(name: string, label: string) {
    await userEvent.click(statusOf(name));
    await userEvent.click(await screen.findByRole('option', { name: label }));
  }

  it('offers only the moves the contract allows', async () => {
    const applications = structuredClone(seeded);
    applications.push({
      ...amira,
      id: '5b0d4c62-63a4-4c53-9d7b-1d6a8e0e8f10',
      applicant_name: 'Hana Sato',
      status: 'hired',
    });
    backend(applications);
    renderApplications();
    await screen.findByRole('region', { name: 'Applications (4)' });
    await userEvent.click(statusOf('Amira Haddad'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Submitted', 'In review', 'Rejected']);
    await userEvent.keyboard('{Escape}');
    // Hired is final: a badge.
    expect(within(card('Hana Sato')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(card('Hana Sato')).toHaveTextContent('Hired');
  });

  it('shows the new status at once, says so when the server agrees, then refreshes every list of the job', async () => {
    const { api, applications, lists, patches } = backend();
    const answer = deferred<MockResponse>();
    api.override(move(amira.id), () => answer.promise);
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
    applications.find((a) => a.id === amira.id)!.status = 'in_review';
    answer.resolve({ body: { ...amira, status: 'in_review' } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Amira Haddad is now in review', { severity: 'success' }),
    );
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: listEmployerJobApplicationsQueryKey({ path: { employerId, jobId } }),
    });
    await waitFor(() => expect(lists().length).toBe(before + 1));
    expect(statusOf('Amira Haddad')).toHaveTextContent('In review');
    // From in review, the next moves.
    await userEvent.click(statusOf('Amira Haddad'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'In review',
      'Interviewing',
      'Rejected',
    ]);
  });

  it('goes back to the old status when the server refuses the move, and says why in words', async () => {
    const { api, holdLists } = backend();
    const answer = deferred<MockResponse>();
    api.override(move(amira.id), () => answer.promise);
    const { queryClient } = renderApplications();
    await screen.findByRole('region', { name: 'Applications (3)' });

    await choose('Amira Haddad', 'Rejected');
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
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('puts any other failure on our side, in our words', async () => {
    const { api } = backend();
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
  });
});
