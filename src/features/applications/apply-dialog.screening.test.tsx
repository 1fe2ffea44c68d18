// The apply form asks the job's screening questions (the contract's ScreeningQuestion): checked
// by the question's rules before sending, refused by the server under the question it names, kept
// when refused, and sent as the contract's question_answers. Against the fake (mockApi): what it
// kept is what is checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicScreeningQuestion, Resume } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ApplyForm, type ApplyValues } from './apply-dialog';

const SLUG = 'engineering-manager-platform-northwind';

afterEach(() => session.signOut());

function asMaya(): MockApi {
  const api = mockApi();
  api.signIn('maya.okafor@example.com');
  return api;
}

/** The seeded job's questions as the public job shows them (no knockout answers). */
function publicQuestions(api: MockApi): PublicScreeningQuestion[] {
  const job = api.store.jobs.find((j) => j.slug === SLUG)!;
  return job.questions.map(({ knockout_answers: _hidden, ...q }) => q);
}

function renderForm(api: MockApi, questions: PublicScreeningQuestion[]) {
  const job = api.store.jobs.find((j) => j.slug === SLUG)!;
  const maya = api.store.users.find((u) => u.email === 'maya.okafor@example.com')!;
  const resume = api.store.resumes.find((r) => r.user_id === maya.id)!;
  const resumes: Resume[] = [
    {
      id: resume.id,
      file_name: resume.file_name,
      url: 'http://127.0.0.1:4011/x.pdf',
      uploaded_at: resume.uploaded_at,
      size_bytes: resume.size_bytes,
    },
  ];
  const defaults: ApplyValues = {
    name: 'Maya Okafor',
    email: 'maya.okafor@example.com',
    phone: '',
    cover_letter: '',
    resume_choice: resume.id,
    resume_file: null,
    question_answers: Object.fromEntries(questions.map((q) => [q.id, ''])),
  };
  const onApplied = vi.fn();
  renderWithProviders(
    <ApplyForm
      jobId={job.id}
      questions={questions}
      defaults={defaults}
      resumes={resumes}
      onApplied={onApplied}
      onCancel={vi.fn()}
    />,
  );
  return { job, onApplied };
}

const send = () => userEvent.click(screen.getByRole('button', { name: /Send application/ }));
const submits = (api: MockApi) =>
  api.calls.filter((c) => c.path === '/v2/public/applications/submit/');

describe('ApplyForm with screening questions', { timeout: 30_000 }, () => {
  it('says under each required question what is missing, and sends nothing', async () => {
    const api = asMaya();
    renderForm(api, publicQuestions(api));
    await send();
    const work = screen.getByRole('group', { name: /Are you allowed to work in Germany\?/ });
    await waitFor(() => expect(work).toHaveAccessibleDescription('Choose Yes or No'));
    expect(
      screen.getByRole('group', { name: /How many engineers have you led\?/ }),
    ).toHaveAccessibleDescription('Choose an answer');
    // The optional number question says nothing.
    expect(screen.getByRole('spinbutton', { name: /Notice period in weeks/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(submits(api)).toHaveLength(0);
  });

  it('places the server’s refusal under its question, keeps the answers, then sends them as the contract says', async () => {
    const api = asMaya();
    // The dialog's copy of the number question has no upper bound (the employer added one since).
    const stale = publicQuestions(api).map((q) => (q.kind === 'number' ? { ...q, max: null } : q));
    const { job, onApplied } = renderForm(api, stale);
    const work = screen.getByRole('group', { name: /Are you allowed to work in Germany\?/ });
    await userEvent.click(within(work).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('radio', { name: 'More than 5' }));
    const notice = screen.getByRole('spinbutton', { name: /Notice period in weeks/ });
    await userEvent.type(notice, '30');
    await send();

    // The server's words are the app's (QuestionAnswerInput's `x-messages`).
    await waitFor(() => expect(notice).toHaveAccessibleDescription(/Enter a number up to 26$/));
    expect(submits(api)).toHaveLength(1);
    expect(within(work).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(notice).toHaveValue(30);

    await userEvent.clear(notice);
    await userEvent.type(notice, '8');
    await send();
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    const [work_, led, weeks] = stale;
    expect(submits(api).at(-1)?.body).toMatchObject({
      question_answers: [
        { question_id: work_!.id, value: false },
        { question_id: led!.id, value: 'more-than-5' },
        { question_id: weeks!.id, value: 8 },
      ],
    });
    const kept = api.store.applications.find(
      (a) => a.job_id === job.id && a.email === 'maya.okafor@example.com',
    );
    expect(kept?.screening.map((s) => [s.answer, s.knocked_out])).toEqual([
      ['No', true],
      ['More than 5', false],
      ['8', false],
    ]);
  });
});
