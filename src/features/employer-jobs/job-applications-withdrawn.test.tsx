// A withdrawn application on the employer's side (issue 25): "Withdrawn by the candidate" and its
// date instead of a status select, while the others keep theirs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { JobApplications } from './job-applications';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';

afterEach(() => {
  cleanup();
  session.signOut();
});

describe('a withdrawn application', { timeout: 15_000 }, () => {
  it('shows "Withdrawn by the candidate" with its date and no status select', async () => {
    const api = mockApi({}, { now: '2025-11-21T12:00:00Z' });
    const lukas = api.store.applications.find((a) => a.applicant_name === 'Lukas Brandt')!;
    lukas.withdrawn_at = '2025-11-20T09:00:00Z';
    const { tokens, user } = api.sessionOf('jonas.weber@northwind-analytics.example');
    session.signIn(tokens, user);
    session.selectCompany(employerId);
    renderWithProviders(
      <>
        <JobApplications
          employerId={employerId}
          jobId={jobId}
          jobTitle="Senior Frontend Engineer (React)"
          canChangeStatus
        />
        <DialogHost />
      </>,
      { path: '/job' },
    );
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
