import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockResponse } from '@/test/mock-api';
import { addSubmittedApplications, seededJob } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { JobPipeline } from './job-pipeline';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const job = seededJob;
const { employerId, jobId } = job;
const base = `/v2/employers/${employerId}/jobs/${jobId}/applications/`;

/** The fake's seed signed in as `email`: Amira submitted, Lukas in review, Chen interviewing. */
function backend(email = 'jonas.weber@northwind-analytics.example') {
  const api = mockApi();
  const { tokens, user } = api.sessionOf(email);
  session.signIn(tokens, user);
  session.selectCompany(employerId);
  return {
    api,
    statusOf: (name: string) =>
      api.store.applications.find((a) => a.job_id === jobId && a.applicant_name === name)!.status,
    idOf: (name: string) =>
      api.store.applications.find((a) => a.job_id === jobId && a.applicant_name === name)!.id,
    gets: () => api.calls.filter((c) => c.method === 'GET').map((c) => c.path),
    patches: () => api.calls.filter((c) => c.method === 'PATCH'),
  };
}

function renderPipeline(canChangeStatus = true) {
  return renderWithProviders(
    <>
      <JobPipeline {...job} canChangeStatus={canChangeStatus} />
      <DialogHost />
    </>,
    { path: '/job' },
  );
}

const column = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name: `Application from ${name}` });
const moveButton = (name: string) => screen.getByRole('button', { name: `Move ${name} to…` });

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
});

describe('JobPipeline', { timeout: 15_000 }, () => {
  it('flags a card whose screening answer disqualifies with the Knockout badge, as the list does', async () => {
    const { api } = backend();
    const amira = api.store.applications.find(
      (a) => a.job_id === jobId && a.applicant_name === 'Amira Haddad',
    )!;
    amira.screening = [
      {
        question_id: '7d3e1f2a-4b5c-4d6e-8f90-1a2b3c4d5e6f',
        version: 1,
        kind: 'yes_no',
        prompt: 'Do you need a visa sponsorship?',
        answer: 'Yes',
        knocked_out: true,
      },
    ];
    renderPipeline();
    await within(await screen.findByRole('region', { name: 'Submitted (1)' })).findByRole(
      'article',
    );
    expect(within(card('Amira Haddad')).getByText('Knockout')).toBeVisible();
    expect(within(card('Lukas Brandt')).queryByText('Knockout')).not.toBeInTheDocument();
  });

  it('shows a column per status headed by its count, each column asking for its own status, and the counts', async () => {
    const { api, gets } = backend();
    renderPipeline();
    // The counts and the cards come from two requests: wait for both.
    await within(await screen.findByRole('region', { name: 'Submitted (1)' })).findByRole(
      'article',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Pipeline (3)');
    expect(within(column('Submitted (1)')).getByRole('article')).toHaveAccessibleName(
      'Application from Amira Haddad',
    );
    expect(within(column('In review (1)')).getByRole('article')).toHaveAccessibleName(
      'Application from Lukas Brandt',
    );
    expect(within(column('Interviewing (1)')).getByRole('article')).toHaveAccessibleName(
      'Application from Chen Wei',
    );
    for (const empty of ['Offered (0)', 'Hired (0)', 'Rejected (0)'])
      expect(column(empty)).toHaveTextContent('None');
    expect(card('Amira Haddad')).toHaveTextContent(/Applied \w{3} \d{1,2}, \d{4}/);
    // One list call per column, each of its own status (docs/product.md §2: each stage pages on its own).
    const lists = api.calls.filter((c) => c.method === 'GET' && c.path === base);
    expect(lists.map((c) => c.query.get('status')).sort()).toEqual(
      ['hired', 'in_review', 'interviewing', 'offered', 'rejected', 'submitted'].sort(),
    );
    expect(gets()).toContain(`${base}status-count/`);
  });

  it('offers only the moves x-transitions allows; a pick moves the card at once, the counts follow and it is announced', async () => {
    const { statusOf } = backend();
    renderPipeline();
    await screen.findByRole('region', { name: 'Submitted (1)' });
    moveButton('Amira Haddad').focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['In review', 'Rejected']);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(column('In review (2)')).getByText('Amira Haddad')).toBeInTheDocument(),
    );
    expect(column('Submitted (0)')).toHaveTextContent('None');
    await waitFor(() => expect(statusOf('Amira Haddad')).toBe('in_review'));
    expect(
      await screen.findByText('Amira Haddad moved to In review.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
  });

  it('asks before rejecting; Cancel sends nothing and the card stays', async () => {
    const { patches } = backend();
    renderPipeline();
    await screen.findByRole('region', { name: 'Interviewing (1)' });
    await userEvent.click(moveButton('Chen Wei'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent('Chen Wei');
    expect(dialog).toHaveTextContent('Senior Frontend Engineer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches()).toHaveLength(0);
    expect(within(column('Interviewing (1)')).getByText('Chen Wei')).toBeInTheDocument();
  });

  it('puts a refused move back and says why in words', async () => {
    const { api, idOf, statusOf } = backend();
    api.override(`PATCH ${base}${idOf('Lukas Brandt')}/status/`, (): MockResponse => ({
      status: 409,
      body: problemBody(409, { code: 'invalid_transition', detail: 'Not allowed.' }),
    }));
    renderPipeline();
    await screen.findByRole('region', { name: 'In review (1)' });
    await userEvent.click(moveButton('Lukas Brandt'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Interviewing' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('The status was not changed', {
        severity: 'error',
        detail:
          "This application can't be moved to Interviewing from In review. Someone may have changed it meanwhile.",
      }),
    );
    expect(within(column('In review (1)')).getByText('Lukas Brandt')).toBeInTheDocument();
    expect(column('Interviewing (1)')).toHaveTextContent('Chen Wei');
    expect(statusOf('Lukas Brandt')).toBe('in_review');
    expect(
      screen.getByText('Lukas Brandt was not moved; back in In review.', {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
  });

  it('drops a dragged card only on a column that accepts its move', async () => {
    const { patches, statusOf } = backend();
    renderPipeline();
    await screen.findByRole('region', { name: 'Interviewing (1)' });
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(card('Chen Wei'), { dataTransfer });
    // Hired does not accept an interviewing application: the drop is not taken.
    expect(column('Hired (0)')).not.toHaveAttribute('data-drop');
    expect(column('Offered (0)')).toHaveAttribute('data-drop', 'allowed');
    fireEvent.dragOver(column('Hired (0)'), { dataTransfer });
    fireEvent.drop(column('Hired (0)'), { dataTransfer });
    expect(patches()).toHaveLength(0);

    fireEvent.dragOver(column('Offered (0)'), { dataTransfer });
    fireEvent.drop(column('Offered (0)'), { dataTransfer });
    await waitFor(() =>
      expect(within(column('Offered (1)')).getByText('Chen Wei')).toBeInTheDocument(),
    );
    await waitFor(() => expect(statusOf('Chen Wei')).toBe('offered'));
    expect(column('Offered (1)')).not.toHaveAttribute('data-drop');
  });

  it('members read: no move controls, nothing to drag, and a sentence why', async () => {
    backend('priya.natarajan@northwind-analytics.example');
    renderPipeline(false);
    await screen.findByRole('region', { name: 'Submitted (1)' });
    expect(
      screen.getByText('You can read these applications; only owners and admins can move them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(card('Amira Haddad')).toHaveAttribute('draggable', 'false');
  });

  it('on a phone starts on the first column that has applications', async () => {
    const { api } = backend();
    api.store.applications
      .filter((a) => a.job_id === jobId && a.status === 'submitted')
      .forEach((a) => (a.status = 'in_review'));
    renderPipeline();
    await screen.findByRole('region', { name: 'In review (2)' });
    expect(screen.getByRole('combobox', { name: 'Show the column' })).toHaveTextContent(
      'In review (2)',
    );
  });

  it('says None in a column without applications, and when a column could not be loaded', async () => {
    const { api } = backend();
    api.override(`GET ${base}`, () => ({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    }));
    renderPipeline();
    await waitFor(() => expect(screen.getAllByText('None')).toHaveLength(6));
    cleanup();

    api.override(`GET ${base}`, () => ({ status: 500, body: problemBody(500) }));
    renderPipeline();
    expect(await screen.findByText("We couldn't load Submitted.")).toBeInTheDocument();
  });
});

describe('JobPipeline at volume', { timeout: 30_000 }, () => {
  it('pages a column on its own: "Show more" until its oldest applicant, then no more', async () => {
    const { api } = backend();
    addSubmittedApplications(api, jobId, 44); // 45 submitted: pages of 20, 20 and 5
    renderPipeline();
    const submitted = await screen.findByRole('region', { name: 'Submitted (45)' });
    await waitFor(() => expect(within(submitted).getAllByRole('article')).toHaveLength(20));
    await userEvent.click(
      within(submitted).getByRole('button', { name: /Show more in Submitted/ }),
    );
    await waitFor(() => expect(within(submitted).getAllByRole('article')).toHaveLength(40));
    await userEvent.click(
      within(submitted).getByRole('button', { name: /Show more in Submitted/ }),
    );
    expect(
      await within(submitted).findByRole('article', { name: 'Application from Applicant 44' }),
    ).toBeInTheDocument();
    expect(within(submitted).getAllByRole('article')).toHaveLength(45);
    expect(within(submitted).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    // The other columns did not ask again.
    const lists = api.calls.filter((c) => c.method === 'GET' && c.path === base);
    expect(lists.filter((c) => c.query.get('status') === 'in_review')).toHaveLength(1);
  });

  it('a column that lost a card to a move still reaches every card with "Show more" (none skipped)', async () => {
    const { api } = backend();
    addSubmittedApplications(api, jobId, 24); // 25 submitted
    renderPipeline();
    const submitted = await screen.findByRole('region', { name: 'Submitted (25)' });
    await waitFor(() => expect(within(submitted).getAllByRole('article')).toHaveLength(20));
    await userEvent.click(moveButton('Amira Haddad'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'In review' }));
    await screen.findByRole('region', { name: 'Submitted (24)' });
    await userEvent.click(
      within(submitted).getByRole('button', { name: /Show more in Submitted/ }),
    );
    await waitFor(() => expect(within(submitted).getAllByRole('article')).toHaveLength(24));
    expect(within(submitted).getByRole('article', { name: 'Application from Applicant 24' }));
  });

  it('moves a card: both columns and both counts change before the server answers, without asking the columns again', async () => {
    const { api, idOf } = backend();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.override(`PATCH ${base}${idOf('Lukas Brandt')}/status/`, async () => {
      await held;
      return undefined; // then the fake answers
    });
    renderPipeline();
    await screen.findByRole('region', { name: 'In review (1)' });
    const listsBefore = api.calls.filter((c) => c.method === 'GET' && c.path === base).length;
    await userEvent.click(moveButton('Lukas Brandt'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Interviewing' }));
    // The server has not answered yet.
    const interviewing = await screen.findByRole('region', { name: 'Interviewing (2)' });
    expect(within(interviewing).getByText('Lukas Brandt')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'In review (0)' })).toHaveTextContent('None');
    answer();
    await waitFor(() =>
      expect(api.store.applications.find((a) => a.applicant_name === 'Lukas Brandt')!.status).toBe(
        'interviewing',
      ),
    );
    await screen.findByText('Lukas Brandt moved to Interviewing.', { selector: '[role=status]' });
    expect(screen.getByRole('region', { name: 'Interviewing (2)' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === base)).toHaveLength(
      listsBefore,
    );
  });

  it('a refused move puts the card and both counts back, and says why in words', async () => {
    const { api, idOf } = backend();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.override(`PATCH ${base}${idOf('Chen Wei')}/status/`, async () => {
      await held;
      return {
        status: 409,
        body: problemBody(409, { code: 'application_withdrawn', detail: 'Withdrawn.' }),
      };
    });
    renderPipeline();
    await screen.findByRole('region', { name: 'Interviewing (1)' });
    await userEvent.click(moveButton('Chen Wei'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Offered' }));
    expect(await screen.findByRole('region', { name: 'Offered (1)' })).toHaveTextContent(
      'Chen Wei',
    );
    expect(screen.getByRole('region', { name: 'Interviewing (0)' })).toBeInTheDocument();
    answer();
    const back = await screen.findByRole('region', { name: 'Interviewing (1)' });
    expect(within(back).getByText('Chen Wei')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offered (0)' })).toHaveTextContent('None');
    expect(notify).toHaveBeenCalledWith('The status was not changed', {
      severity: 'error',
      detail: 'The candidate withdrew this application, so it can no longer be moved.',
    });
    expect(
      screen.getByText('Chen Wei was not moved; back in Interviewing.', {
        selector: '[role=status]',
      }),
    ).toBeInTheDocument();
  });

  it('moves a whole stage after a confirmation naming the number, and says how many moved', async () => {
    const { api } = backend();
    addSubmittedApplications(api, jobId, 29); // 30 submitted
    renderPipeline();
    const submitted = await screen.findByRole('region', { name: 'Submitted (30)' });
    await userEvent.click(
      within(submitted).getByRole('button', { name: 'Move all 30 in Submitted' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'In review' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move 30 applications to In review?',
    });
    expect(dialog).toHaveTextContent('All 30 applications in Submitted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 30 applications' }));
    expect(
      await screen.findByText('30 moved to In review.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const moves = api.calls.filter((c) => c.method === 'POST' && c.path === `${base}stage-move/`);
    expect(moves.map((c) => c.body)).toEqual([
      { from_status: 'submitted', status: 'in_review', expected_count: 30 },
    ]);
    expect(await screen.findByRole('region', { name: 'In review (31)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Submitted (0)' })).toHaveTextContent('None');
    expect(
      api.store.applications.filter((a) => a.job_id === jobId && a.status === 'in_review'),
    ).toHaveLength(31);
  });
});
