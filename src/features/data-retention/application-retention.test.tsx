import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getEmployerJobApplicationOptions } from '@generated/@tanstack/react-query.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ApplicationRetention } from './application-retention';

// docs/product.md §4, Data retention: the hold on one application, and "Anonymised on <date>".
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const jobId = '478e8225-9d61-48b1-9819-86f0bb204187';
const applicationId = '7750683f-ac2f-4bbc-a2e5-12f0f87c7503'; // Lukas Brandt
const path = { employerId, jobId, applicationId };

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => session.signOut());

const lukas = () => {
  const found = api.store.applications.find((a) => a.id === applicationId);
  if (!found) throw new Error('no seeded application of Lukas Brandt');
  return found;
};

/** The application as the list would show it: read from the server, with the control below. */
function Harness({ canHold }: { canHold: boolean }) {
  const application = useQuery(getEmployerJobApplicationOptions({ path }));
  if (!application.data) return <p>Loading</p>;
  return (
    <ApplicationRetention
      employerId={employerId}
      jobId={jobId}
      application={application.data}
      canHold={canHold}
    />
  );
}

describe('ApplicationRetention', () => {
  it('lets an admin hold the application with a reason, then release it; the server keeps each', async () => {
    api.signIn('tomas.rivera@northwind-analytics.example', employerId);
    const user = userEvent.setup();
    renderWithProviders(<Harness canHold />);
    await user.click(await screen.findByRole('button', { name: 'Hold from anonymisation' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Discrimination claim pending');
    await user.click(screen.getByRole('button', { name: 'Hold' }));

    expect(await screen.findByText('Reason: Discrimination claim pending')).toBeInTheDocument();
    expect(screen.getByText(/is not anonymised while the hold stands/)).toBeInTheDocument();
    expect(lukas().retention_hold?.reason).toBe('Discrimination claim pending');

    await user.click(screen.getByRole('button', { name: 'Release hold' }));
    expect(
      await screen.findByRole('button', { name: 'Hold from anonymisation' }),
    ).toBeInTheDocument();
    expect(lukas().retention_hold ?? null).toBeNull();
  });

  it('shows a member the hold but no control', async () => {
    lukas().retention_hold = { reason: null, held_at: '2025-11-21T11:40:00Z' };
    api.signIn('priya.natarajan@northwind-analytics.example', employerId);
    renderWithProviders(<Harness canHold={false} />);
    expect(await screen.findByText(/is not anonymised while the hold stands/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release hold' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hold from anonymisation' })).toBeNull();
  });

  it('says when an anonymised application was anonymised, and offers no hold', async () => {
    lukas().anonymised_at = '2027-11-21T03:00:00Z';
    api.signIn('jonas.weber@northwind-analytics.example', employerId);
    renderWithProviders(<Harness canHold />);
    expect(await screen.findByText(/^Anonymised on/)).toHaveTextContent(
      /Anonymised on Nov 21, 2027\./,
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Hold from anonymisation' })).toBeNull(),
    );
  });
});
