import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { JobApplication } from '@generated/types.gen';
import { ApplicationCard } from './application-card';

const received: JobApplication = {
  id: '5a0e2e7c-3c55-4a57-9a77-2b8c0d1e4f61',
  candidate_id: 'f0398c4e-883a-4105-b677-34d5075c7999',
  applicant_name: 'Maya Okafor',
  email: 'maya.okafor@example.com',
  phone: '+4915123456789',
  resume_url: 'https://storage.example/resumes/maya.pdf',
  resume_file_name: 'maya-okafor-cv-2025.pdf',
  cover_letter: 'I would love to join.',
  answers: [{ question: 'Notice period?', answer: 'One month' }],
  status: 'in_review',
  applied_at: '2025-11-12T20:45:03Z',
  screening: [],
  knocked_out: false,
  withdrawn_at: null,
  anonymised_at: null,
};

/** The same application after the candidate deleted the account (the contract's deleteProfile). */
const anonymised: JobApplication = {
  ...received,
  candidate_id: '00000000-0000-4000-8000-000000000000',
  applicant_name: 'Anonymised candidate',
  email: 'anonymised@anonymised.invalid',
  phone: null,
  resume_file_name: '',
  cover_letter: null,
  answers: [],
  anonymised_at: '2025-11-20T09:00:00Z',
};

describe('ApplicationCard', () => {
  it('shows how to reach the applicant and their resume', () => {
    render(<ApplicationCard application={received} status={null} />);
    const card = screen.getByRole('article', { name: 'Application from Maya Okafor' });
    const contact = within(card).getByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'maya.okafor@example.com' })).toHaveAttribute(
      'href',
      'mailto:maya.okafor@example.com',
    );
    expect(within(contact).getByRole('link', { name: /maya-okafor-cv-2025\.pdf/ })).toHaveAttribute(
      'href',
      received.resume_url,
    );
    expect(within(card).getByText('Cover letter')).toBeInTheDocument();
  });

  it('an anonymised application: "Anonymised candidate", when, no contact, no resume link', () => {
    render(<ApplicationCard application={anonymised} status={<span>In review</span>} />);
    const card = screen.getByRole('article', { name: 'Application from Anonymised candidate' });
    expect(within(card).getByRole('heading', { name: 'Anonymised candidate' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'The candidate deleted their account on Nov 20, 2025. Their name, contact details, resume and answers were removed; the status and dates are kept.',
    );
    expect(within(card).getByText('In review')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('anonymised@anonymised.invalid');
  });
});
