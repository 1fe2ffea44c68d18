// The voluntary self-identification screens (the self-identification tag) against the local backend
// in-process: the candidate's step (the contract's texts, optional answers, Submit once, Skip), the
// company's forms (owners and admins), and the owners' report with small counts "fewer than 5".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selfIdentification } from '@generated/rules.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { SelfIdentificationReport } from './self-identification-report';
import { SelfIdentificationSettings } from './self-identification-settings';
import { SelfIdentificationAfterApply, SelfIdentificationStep } from './self-identification-step';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

beforeEach(() => notify.mockReset());
afterEach(() => session.signOut());

const NORTHWIND = 'northwind-analytics';
const northwind = (api: MockApi) => {
  const employer = api.store.employers.find((e) => e.slug === NORTHWIND);
  if (!employer) throw new Error('no Northwind in the seed');
  return employer;
};

const selfIdPath = (applicationId: string) =>
  `/v2/profile/applications/${applicationId}/self-identification/`;

/** Maya signed in, with an application to a Northwind job; the company offers `forms`. */
function mayaApplied(forms: ('eeo' | 'veteran' | 'disability')[]) {
  const api: MockApi = mockApi();
  const maya = api.signIn('maya.okafor@example.com');
  const employer = northwind(api);
  const job = api.store.jobs.find((j) => j.employer_id === employer.id && j.status === 'published');
  const application = api.store.applications.find((a) => a.job_id === job?.id);
  if (!job || !application) throw new Error('no Northwind application in the seed');
  application.candidate_id = maya.id;
  api.store.selfIdentificationForms.set(employer.id, forms);
  return { api, application, job, employer };
}

describe('the candidate’s step', () => {
  it('shows the offered forms’ standard texts; Submit keeps the answers apart and says so', async () => {
    const { api, application } = mayaApplied(['eeo', 'veteran']);
    renderWithProviders(<SelfIdentificationStep applicationId={application.id} />);
    expect(
      await screen.findByRole('heading', { name: 'Voluntary self-identification' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Equal employment opportunity' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Protected veteran status' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /disability/i })).toBeNull();
    expect(screen.getByText(selfIdentification.forms.veteran.intro[1] ?? '')).toBeVisible();
    const race = screen.getByRole('group', { name: 'Race/ethnicity' });
    expect(within(race).getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(
      within(race).getByRole('radio', { name: 'Asian (not Hispanic or Latino)' }),
    );
    const veteran = screen.getByRole('group', { name: 'Veteran status' });
    await userEvent.click(within(veteran).getByRole('radio', { name: "I don't wish to answer" }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Thank you. Your answers were received and are kept apart from your application.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(api.store.selfIdentifications.get(application.id)?.answers).toEqual({
      race_ethnicity: 'asian',
      veteran_status: 'decline_to_answer',
    });
    expect(JSON.stringify(application)).not.toContain('asian');
  });

  it('shows nothing when the company offers no form', async () => {
    const { api, application } = mayaApplied([]);
    const { container } = renderWithProviders(
      <SelfIdentificationStep applicationId={application.id} />,
    );
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('under the apply confirmation, nothing at all (no rule) when the company offers no form', async () => {
    const { api, application } = mayaApplied([]);
    const { container } = renderWithProviders(
      <SelfIdentificationAfterApply applicationId={application.id} />,
    );
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container).toBeEmptyDOMElement();
  });

  it('after applying, Skip leaves it for later and sends nothing', async () => {
    const { api, application } = mayaApplied(['disability']);
    renderWithProviders(<SelfIdentificationAfterApply applicationId={application.id} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Skipped. You can still answer the voluntary self-identification from this application in your applied jobs.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(api.store.selfIdentifications.has(application.id)).toBe(false);
  });

  it('keeps the choices when the submit fails, and says why', async () => {
    const { api, application } = mayaApplied(['eeo']);
    api.override(`POST ${selfIdPath(application.id)}`, {
      status: 500,
      body: problemBody(500, { detail: 'Server error.' }),
    });
    renderWithProviders(<SelfIdentificationStep applicationId={application.id} />);
    const sex = await screen.findByRole('group', { name: 'Sex' });
    await userEvent.click(within(sex).getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(within(sex).getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('shows an error with Retry when the invitation cannot load', async () => {
    const { api, application } = mayaApplied(['eeo']);
    api.override(`GET ${selfIdPath(application.id)}`, {
      status: 500,
      body: problemBody(500, { detail: 'Server error.' }),
    });
    renderWithProviders(<SelfIdentificationStep applicationId={application.id} />);
    expect(
      await screen.findByText("We couldn't load the voluntary self-identification."),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeVisible();
  });
});

describe('the company’s forms', () => {
  it('starts with none; checking forms and Save keeps them', async () => {
    const api = mockApi();
    api.signIn('jonas.weber@northwind-analytics.example');
    const employer = northwind(api);
    renderWithProviders(<SelfIdentificationSettings employerId={employer.id} />);
    const eeo = await screen.findByRole('checkbox', { name: 'Equal employment opportunity' });
    expect(eeo).not.toBeChecked();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Voluntary self-identification of disability' }),
    );
    await userEvent.click(eeo);
    await userEvent.click(screen.getByRole('button', { name: 'Save forms' }));
    await vi.waitFor(() =>
      expect(api.store.selfIdentificationForms.get(employer.id)).toEqual(['eeo', 'disability']),
    );
    expect(notify).toHaveBeenCalledWith('Self-identification forms saved', { severity: 'success' });
  });
});

describe('the owners’ report', () => {
  it('shows counts and "fewer than 5" for small ones, never a candidate', async () => {
    const { api, employer, job } = mayaApplied(['eeo']);
    api.signIn('jonas.weber@northwind-analytics.example');
    for (let n = 0; n < 6; n++) {
      const id = `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      api.store.selfIdentifications.set(id, {
        application_id: id,
        declined: false,
        answers: { sex: n < 5 ? 'female' : 'male' },
        responded_at: '2025-11-21T10:00:00Z',
      });
      const base = api.store.applications.find((a) => a.job_id === job.id);
      if (base) api.store.applications.push({ ...base, id, applicant_name: `Person ${n}` });
    }
    renderWithProviders(<SelfIdentificationReport employerId={employer.id} jobId={job.id} />);
    const sex = await screen.findByRole('table', { name: 'Equal employment opportunity: Sex' });
    const row = (name: string) => within(sex).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Female')).toHaveTextContent('5');
    expect(row('Male')).toHaveTextContent('fewer than 5');
    expect(row('Total')).toHaveTextContent('fewer than 5');
    expect(screen.getByText(/Candidates who answered/)).toHaveTextContent('6');
    expect(document.body.textContent).not.toContain('Person 0');
  });

  it('says so when no form is offered and nobody answered', async () => {
    const { api, employer, job } = mayaApplied([]);
    api.signIn('jonas.weber@northwind-analytics.example');
    renderWithProviders(<SelfIdentificationReport employerId={employer.id} jobId={job.id} />);
    expect(
      await screen.findByText(
        'No self-identification forms are offered, and no candidate of this job has answered one.',
      ),
    ).toBeVisible();
  });
});
