// The job form's screening questions (the contract's ScreeningQuestion): edited, reordered by
// keyboard, saved to the fake (versions move only for what changed; answers already given stay as
// asked), the contract's limit of questions, and the rules the contract states in words (a choice
// needs 2 options).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { employerJobOptions } from '@/lib/api/shared-queries';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobForm } from './job-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const SLUG = 'engineering-manager-platform-northwind';
const WORK = 'Are you allowed to work in Germany?';

let api: MockApi;
let employerId: string;
beforeEach(() => {
  api = mockApi();
  const user = api.signIn('jonas.weber@northwind-analytics.example');
  employerId = user.employers[0]!.employer_id;
  session.selectCompany(employerId);
});

const job = () => api.store.jobs.find((j) => j.slug === SLUG)!;

/** The form on the job as the server answers it (what the job's form page hands the form). */
async function renderEdit() {
  const loaded = await new QueryClient().fetchQuery(employerJobOptions(employerId, job().id));
  return renderWithProviders(<JobForm employerId={employerId} job={loaded} />, {
    path: '/employer/job/:id?',
    initialEntry: `/employer/job/${job().id}`,
    routes: [{ path: '/employer/job/details/:id', element: <h1>The job&apos;s page</h1> }],
  });
}

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const prompt = (n: number) =>
  within(question(n)).getByRole('textbox', { name: /^Question/ }) as HTMLInputElement;

describe('JobForm: screening questions', { timeout: 30_000 }, () => {
  it('reorders by keyboard, edits a prompt, and saves: only the edited question gets a new version', async () => {
    const before = job().questions.map((q) => ({ id: q.id, version: q.version }));
    await renderEdit();
    await screen.findByRole('group', { name: 'Question 3' });
    expect([1, 2, 3].map((n) => prompt(n).value)).toEqual([
      WORK,
      'How many engineers have you led?',
      'Notice period in weeks',
    ]);
    // The disqualifying answers the job set are ticked.
    expect(within(question(1)).getByRole('checkbox', { name: 'No disqualifies' })).toBeChecked();

    within(question(3)).getByRole('button', { name: 'Move question 3 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(prompt(2).value).toBe('Notice period in weeks');
    await userEvent.clear(prompt(1));
    await userEvent.type(prompt(1), 'Can you work in Germany without a visa?');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: "The job's page" })).toBeInTheDocument();

    const saved = job().questions;
    expect(saved.map((q) => [q.id, q.version, q.prompt])).toEqual([
      [before[0]!.id, 2, 'Can you work in Germany without a visa?'],
      [before[2]!.id, 1, 'Notice period in weeks'],
      [before[1]!.id, 1, 'How many engineers have you led?'],
    ]);
    // The application given before keeps the question as it was asked.
    const lukas = api.store.applications.find((a) => a.job_id === job().id)!;
    expect(lukas.screening[0]).toMatchObject({ prompt: WORK, version: 1, knocked_out: true });
  });

  it('asks for 2 options on a single choice question before sending', async () => {
    await renderEdit();
    await screen.findByRole('group', { name: 'Question 2' });
    await userEvent.click(within(question(2)).getByRole('button', { name: 'Remove option 3' }));
    await userEvent.click(within(question(2)).getByRole('button', { name: 'Remove option 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        within(question(2)).getByRole('group', { name: 'Options' }),
      ).toHaveAccessibleDescription('Add at least 2 options'),
    );
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('stops at the contract’s limit of questions, saying so', async () => {
    await renderEdit();
    await screen.findByRole('group', { name: 'Question 3' });
    const add = screen.getByRole('button', { name: 'Add question' });
    for (let n = 4; n <= 10; n += 1) await userEvent.click(add);
    expect(screen.getByRole('group', { name: 'Question 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add question' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You have reached the limit of 10 questions. Remove one to add another.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(within(question(10)).getByRole('button', { name: 'Remove question 10' }));
    expect(screen.getByRole('button', { name: 'Add question' })).toBeInTheDocument();
  });
});
