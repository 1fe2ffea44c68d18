import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyRole, EmployerJobDetail } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { anEmployerJob, anEmployerUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { JobFormPage } from './job-form-page';

const otherEmployerId = '5f0c1a4e-2b7d-4c1e-9a3f-8d6e2b1c0a9f';

const job = anEmployerJob();
const { id: jobId, title: TITLE } = job;
const employerId = job.employer.id;
const JOB = `/v2/employers/${employerId}/jobs/${jobId}/`;

function signInAs(role: CompanyRole) {
  session.signIn({ access: 'a', refresh: 'r' }, anEmployerUser([{ employerId, role }]));
  session.selectCompany(employerId);
}

/** In the form's slot (the route puts the job editor's form there): what the page hands it. */
const standInForm = (given?: EmployerJobDetail) => (
  <form aria-label="The job form">{given ? `Editing ${given.title}` : 'A new job'}</form>
);

/** The job form page at /employer/job/{id?}, with the job list to go back to. */
function renderJobFormPage(id?: string) {
  return renderWithProviders(<JobFormPage jobId={id} renderForm={standInForm} />, {
    path: '/employer/job/:id?',
    initialEntry: id ? `/employer/job/${id}` : '/employer/job',
    routes: [{ path: '/employer/jobs', element: <h1>The job list</h1> }],
  });
}

const theForm = () => screen.queryByRole('form', { name: 'The job form' });

beforeEach(() => signInAs('owner'));
afterEach(() => session.signOut());

describe('JobFormPage: who may change jobs', () => {
  it('shows a member the gate, not the form', async () => {
    signInAs('member');
    mockApi({ [`GET ${JOB}`]: { body: job } });
    renderJobFormPage(jobId);
    expect(await screen.findByText('You can read jobs but not change them')).toBeInTheDocument();
    expect(theForm()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to jobs' }));
    expect(await screen.findByRole('heading', { name: 'The job list' })).toBeInTheDocument();
  });

  it('shows the gate to someone of another company who has this one selected', async () => {
    session.signIn(
      { access: 'a', refresh: 'r' },
      anEmployerUser([
        { employerId: otherEmployerId, role: 'owner', name: 'Lumen & Oak', slug: 'lumen-and-oak' },
      ]),
    );
    session.selectCompany(employerId);
    const api = mockApi({});
    renderJobFormPage();
    expect(await screen.findByText('You can read jobs but not change them')).toBeInTheDocument();
    expect(theForm()).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows an admin the form, handed the job it loaded', async () => {
    signInAs('admin');
    mockApi({ [`GET ${JOB}`]: { body: job } });
    renderJobFormPage(jobId);
    expect(await screen.findByRole('form', { name: 'The job form' })).toHaveTextContent(
      `Editing ${TITLE}`,
    );
    expect(screen.queryByText('You can read jobs but not change them')).not.toBeInTheDocument();
  });

  it('hands the form no job to post a new one, asking the server nothing', async () => {
    const api = mockApi({});
    renderJobFormPage();
    expect(await screen.findByRole('form', { name: 'The job form' })).toHaveTextContent(
      'A new job',
    );
    expect(api.calls).toHaveLength(0);
  });
});

describe('JobFormPage: loading the job', () => {
  it('says an unknown job does not exist, with a way back', async () => {
    mockApi({ [`GET ${JOB}`]: { status: 404, body: problemBody(404, { detail: 'Not found.' }) } });
    renderJobFormPage(jobId);
    expect(await screen.findByText("This job doesn't exist")).toBeInTheDocument();
    expect(theForm()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/employer/jobs',
    );
  });
});
