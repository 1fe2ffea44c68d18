import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { anonymiseApplication } from '../../../mock/fake/anonymise';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobApplications } from './job-applications';

// An anonymised application (the contract's JobApplication.anonymised_at; docs/product.md §4,
// Data retention): its personal fields are placeholders and its resume is gone, so the card offers
// no contact, no resume and no cover letter; the others keep theirs.
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';

afterEach(() => session.signOut());

describe('an anonymised application', { timeout: 15_000 }, () => {
  it('offers no contact, resume or cover letter', async () => {
    const api = mockApi({}, { now: '2025-11-21T12:00:00Z' });
    const chen = api.store.applications.find((a) => a.applicant_name === 'Chen Wei');
    if (!chen) throw new Error('no seeded application of Chen Wei');
    anonymiseApplication(api.store, chen, '2025-11-21T11:00:00Z');
    api.signIn('jonas.weber@northwind-analytics.example', employerId);
    renderWithProviders(
      <JobApplications employerId={employerId} jobId={jobId} jobTitle="Frontend" canChangeStatus />,
      { path: '/job', initialEntry: '/job' },
    );
    const anonymised = await screen.findByRole('article', {
      name: 'Application from Anonymised candidate',
    });
    expect(within(anonymised).queryByRole('list', { name: 'Contact' })).toBeNull();
    expect(anonymised).not.toHaveTextContent('anonymised@anonymised.invalid');
    expect(anonymised).not.toHaveTextContent('Cover letter');
    const other = screen.getByRole('article', { name: 'Application from Amira Haddad' });
    expect(within(other).getByRole('list', { name: 'Contact' })).toHaveTextContent(
      'amira.haddad@example.com',
    );
  });
});
