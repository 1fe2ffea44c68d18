import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DataRetentionSection } from './data-retention-section';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

// docs/product.md §4, Data retention: the company's period, "Due for anonymisation" (the sweep's dry
// run) and the anonymisation log, each with its loading, empty and error states.
const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const applicationId = '7750683f-ac2f-4bbc-a2e5-12f0f87c7503'; // Lukas Brandt
const DAY_MS = 24 * 3600 * 1000;
const JONAS = 'jonas.weber@northwind-analytics.example';

let api: MockApi;
beforeEach(() => {
  notify.mockReset();
  // The examples' own moment: the seed's dates as written.
  api = mockApi({}, { now: '2025-11-21T12:00:00Z' });
});
afterEach(() => session.signOut());

/** Lukas was rejected 25 months ago and his notice went out `noticeDaysAgo` days ago (null: not yet). */
function endLukas(noticeDaysAgo: number | null) {
  const lukas = api.store.applications.find((a) => a.id === applicationId);
  if (!lukas) throw new Error('no seeded application of Lukas Brandt');
  const now = api.fake.ctx.now().getTime();
  lukas.status = 'rejected';
  lukas.history.push({
    status: 'rejected',
    at: new Date(now - 25 * 31 * DAY_MS).toISOString(),
    by: null,
  });
  lukas.retention_notice_at =
    noticeDaysAgo === null ? null : new Date(now - noticeDaysAgo * DAY_MS).toISOString();
  // Maya's seeded rejected application is recent: it is not due.
  return lukas;
}
const section = (name: string) => screen.findByRole('region', { name });

describe('DataRetentionSection', () => {
  it('lets the owner change the period; the server keeps it', async () => {
    api.signIn(JONAS, employerId);
    const user = userEvent.setup();
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit />);
    const months = await screen.findByLabelText(/Keep ended applications for \(months\)/);
    expect(months).toHaveValue(24);
    await user.clear(months);
    await user.type(months, '12');
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    await waitFor(() => expect(api.store.retention.get(employerId)?.retention_months).toBe(12));
    expect(notify).toHaveBeenCalledWith(
      'The retention period was saved',
      expect.objectContaining({ severity: 'success' }),
    );
  });

  it('refuses a period under the contract’s minimum before sending, keeping what was typed', async () => {
    api.signIn(JONAS, employerId);
    const user = userEvent.setup();
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit />);
    const months = await screen.findByLabelText(/Keep ended applications for \(months\)/);
    await user.clear(months);
    await user.type(months, '3');
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    await waitFor(() => expect(months).toHaveAttribute('aria-invalid', 'true'));
    expect(months).toHaveValue(3);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(api.store.retention.has(employerId)).toBe(false);
  });

  it('shows a member the period in words, and the empty lists', async () => {
    api.signIn('priya.natarajan@northwind-analytics.example', employerId);
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit={false} />);
    const block = await section('Data retention');
    expect(
      await within(block).findByText(
        (_, el) => el?.textContent === 'Ended applications are kept for 24 months.',
      ),
    ).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Save period' })).toBeNull();
    expect(
      await within(block).findByText('No application is due for anonymisation.'),
    ).toBeInTheDocument();
    expect(
      await within(block).findByText('No application has been anonymised yet.'),
    ).toBeInTheDocument();
  });

  it('lists an application in its notice window with its date', async () => {
    endLukas(null);
    api.signIn(JONAS, employerId);
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit />);
    const due = await screen.findByRole('region', { name: 'Due for anonymisation' });
    expect(await within(due).findByText('Lukas Brandt')).toBeInTheDocument();
    expect(
      within(due).getByText(/Senior Frontend Engineer \(React\) · Rejected on/),
    ).toBeInTheDocument();
    // Not notified yet: the notice goes today, the data 30 days later.
    expect(within(due).getByText(/^Scheduled for/)).toHaveTextContent('Scheduled for Dec 21, 2025');
  });

  it('after the sweep, the log shows the line without the candidate’s name', async () => {
    endLukas(31);
    api.fake.advanceClock(DAY_MS / 1000); // the next day's sweep
    api.signIn(JONAS, employerId);
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit />);
    const log = await screen.findByRole('region', { name: 'Anonymisation log' });
    expect(await within(log).findByText(applicationId)).toBeInTheDocument();
    expect(log).toHaveTextContent('Senior Frontend Engineer (React)');
    expect(log).toHaveTextContent(/Rejected on .* · anonymised on Nov 22, 2025 · kept 24 months/);
    expect(log).not.toHaveTextContent('Lukas');
    expect(
      await within(await section('Data retention')).findByText(
        'No application is due for anonymisation.',
      ),
    ).toBeInTheDocument();
  });

  it('says when a list could not be loaded', async () => {
    api.override(`GET /v2/employers/${employerId}/retention/due/`, {
      status: 500,
      body: problemBody(500),
    });
    api.signIn(JONAS, employerId);
    renderWithProviders(<DataRetentionSection employerId={employerId} canEdit />);
    expect(
      await screen.findByText("We couldn't load the applications due for anonymisation."),
    ).toBeInTheDocument();
  });
});
