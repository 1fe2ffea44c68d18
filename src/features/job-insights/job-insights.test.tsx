import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bytesOf, captureSavedFiles, type SavedFile } from '@/test/saved-files';
import { SEED_MOMENT } from '../../../mock/fake/store';
import { JobInsights } from './job-insights';

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const job = {
  id: '478e8225-9d61-48b1-9819-86f0bb204187',
  slug: 'senior-frontend-engineer-northwind',
  title: 'Senior Frontend Engineer (React)',
};
const STATS = `GET /v2/employers/${employerId}/jobs/${job.id}/stats/`;
const EXPORT = `GET /v2/employers/${employerId}/jobs/${job.id}/applications/export/`;

function signedInAs(email: string, overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides, { now: SEED_MOMENT });
  api.signIn(email, employerId);
  return api;
}

afterEach(() => session.signOut());

describe('JobInsights', () => {
  it('shows the totals, a chart named by its summary and, on request, every day as a table', async () => {
    signedInAs('priya.natarajan@northwind-analytics.example'); // a member reads too
    renderWithProviders(<JobInsights employerId={employerId} job={job} />);
    const region = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(region).findByText('124 views')).toBeInTheDocument();
    const chart = within(region).getByRole('img', { name: /Applications per day/ });
    expect(chart).toHaveAccessibleName(
      'Applications per day Last 30 days: 124 views, 3 applications; the most applications on Nov 18, 2025 (1).',
    );
    await userEvent.click(within(region).getByText('Show as table'));
    const table = within(region).getByRole('table', { name: /Views and applications per day/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('Oct 23, 2025');
    expect(
      within(rows[27]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['38', '1']);
    expect(rows[30]).toHaveTextContent('Nov 21, 2025');
  }, 20_000);

  it('says so when nothing happened in 30 days', async () => {
    signedInAs('jonas.weber@northwind-analytics.example');
    renderWithProviders(
      <JobInsights
        employerId={employerId}
        job={{
          id: 'd70e64e7-2db2-4189-a0fb-4d61cead77f9',
          slug: 'senior-product-designer-northwind',
          title: 'Senior Product Designer',
        }}
      />,
    );
    expect(
      await screen.findByText(/No views or applications in the last 30 days/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says in words when the numbers cannot be loaded, and tries again', async () => {
    let fail = true;
    signedInAs('jonas.weber@northwind-analytics.example', {
      [STATS]: () => (fail ? { status: 500, body: problemBody(500) } : undefined),
    });
    renderWithProviders(<JobInsights employerId={employerId} job={job} />);
    expect(await screen.findByText("We couldn't load this job's activity.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('124 views')).toBeInTheDocument();
  });
});

describe('Download CSV', () => {
  let saved: SavedFile[];
  beforeEach(() => {
    saved = captureSavedFiles();
  });
  afterEach(() => vi.restoreAllMocks());

  it('saves the server’s CSV, byte order mark and neutralised formulas included', async () => {
    const api = signedInAs('priya.natarajan@northwind-analytics.example');
    const amira = api.store.applications.find((a) => a.applicant_name === 'Amira Haddad')!;
    amira.cover_letter = '=HYPERLINK("https://evil.example","Click")';
    renderWithProviders(<JobInsights employerId={employerId} job={job} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('senior-frontend-engineer-northwind-applications.csv');
    const bytes = await bytesOf(saved[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(text.split('\r\n')).toHaveLength(5);
  });

  it('says why when the download fails', async () => {
    signedInAs('jonas.weber@northwind-analytics.example', {
      [EXPORT]: { status: 500, body: problemBody(500) },
    });
    renderWithProviders(<JobInsights employerId={employerId} job={job} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/We couldn't download the applications\./)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
