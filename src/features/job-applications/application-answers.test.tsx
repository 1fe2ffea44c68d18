// The employer's view of an application's answers (the contract's JobApplication.screening): the
// question as asked, a disqualifying answer said in words, the Knockout flag, and the older
// `answers` not shown twice.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobApplication } from '@generated/types.gen';
import { ApplicationAnswers, KnockoutBadge } from './application-answers';

const application = (overrides: Partial<JobApplication>): JobApplication => ({
  id: 'a7110fcf-647b-472b-9043-2149013a7502',
  candidate_id: 'ce276b94-6539-42da-afd7-db31315b26b0',
  applicant_name: 'Lukas Brandt',
  email: 'lukas.brandt@example.com',
  phone: null,
  resume_url: 'https://storage.example/cv.pdf',
  resume_file_name: 'cv.pdf',
  cover_letter: null,
  answers: [],
  status: 'submitted',
  applied_at: '2025-11-20T10:02:00Z',
  screening: [],
  knocked_out: false,
  withdrawn_at: null,
  ...overrides,
});

describe('an application’s screening answers', () => {
  it('shows each answer under the question as asked, the disqualifying one in words, and other answers once', () => {
    const knocked = application({
      answers: [
        { question: 'Earliest start date?', answer: '1 February 2026' },
        { question: 'Are you allowed to work in Germany?', answer: 'No' },
        { question: 'Notice period in weeks', answer: '8' },
      ],
      screening: [
        {
          question_id: 'f2f38ffa-5bf9-4e10-946a-265f2e7d85f2',
          version: 1,
          kind: 'yes_no',
          prompt: 'Are you allowed to work in Germany?',
          answer: 'No',
          knocked_out: true,
        },
        {
          question_id: 'b875fc38-dbdc-495a-91c7-b37079d80f90',
          version: 2,
          kind: 'number',
          prompt: 'Notice period in weeks',
          answer: '8',
          knocked_out: false,
        },
      ],
      knocked_out: true,
    });
    render(
      <>
        <KnockoutBadge application={knocked} />
        <ApplicationAnswers application={knocked} />
      </>,
    );
    expect(screen.getByText('Knockout')).toBeVisible();
    const answers = screen.getByRole('region', { name: 'Answers' });
    const terms = within(answers)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Are you allowed to work in Germany?',
      'Notice period in weeks',
      'Earliest start date?',
    ]);
    const definitions = within(answers)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(definitions).toEqual(['No(disqualifying answer)', '8', '1 February 2026']);
  });

  it('flags nothing and shows nothing for an application without answers', () => {
    const { container } = render(
      <>
        <KnockoutBadge application={application({})} />
        <ApplicationAnswers application={application({})} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
