// Job alerts as a candidate meets them, against the local backend (mockApi): "Create alert" next to
// the /jobs results saves the search, and Settings → Notifications lists the alerts, each paused,
// rescheduled or deleted there. What the server kept is what is checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CreateAlertAction } from './create-alert-action';
import { JobAlertsSection } from './job-alerts-section';

const { notify, confirm } = vi.hoisted(() => ({
  notify: vi.fn(),
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/dialogs', () => ({ confirm }));

const MAYA = 'maya.okafor@example.com';
const ALERTS = '/v2/profile/job-alerts/';
const QUERY = 'search=designer&location=berlin&workplace_type=remote&page=2';

/** Maya signed in against a fresh seed; `alerts()` is what the server keeps of hers. */
function asMaya(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides);
  const user = api.signIn(MAYA);
  const alerts = () => api.store.jobAlerts.filter((a) => a.user_id === user.id);
  return { api, alerts, userId: user.id };
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Create alert' }));
  return screen.findByRole('dialog', { name: 'Create a job alert' });
};

beforeEach(() => {
  notify.mockReset();
  confirm.mockReset();
});
afterEach(() => session.signOut());

describe('Create alert on /jobs', () => {
  it('saves the search in the URL with the suggested name and the chosen frequency', async () => {
    const { alerts } = asMaya();
    renderWithProviders(<CreateAlertAction query={QUERY} />);
    const dialog = await openDialog();

    expect(within(dialog).getByText('“designer”')).toBeInTheDocument();
    expect(within(dialog).getByText('in Berlin')).toBeInTheDocument();
    expect(within(dialog).getByText('Remote')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Alert name/ })).toHaveValue(
      'Designer in Berlin',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith(
      'Alert “Designer in Berlin” created',
      expect.objectContaining({ severity: 'success' }),
    );
    expect(alerts()).toEqual([
      expect.objectContaining({
        name: 'Designer in Berlin',
        frequency: 'weekly',
        paused: false,
        search: { search: 'designer', location: 'berlin', workplace_type: ['remote'] },
      }),
    ]);
  });

  it('says the same search twice under the name, naming the alert it has, and keeps the dialog as typed', async () => {
    const { alerts } = asMaya();
    renderWithProviders(<CreateAlertAction query={QUERY} />);
    let dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /^Alert name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Remote design');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        /^You already have an alert for this search \(Designer in Berlin\)/,
      ),
    );
    expect(name).toHaveValue('Remote design');
    expect(alerts()).toHaveLength(1);
  });

  it('at the limit, says how to make room, with the way to the settings', async () => {
    asMaya({
      [`POST ${ALERTS}`]: {
        status: 409,
        body: problemBody(409, { code: 'job_alerts_limit', detail: 'At most 20.' }),
      },
    });
    renderWithProviders(<CreateAlertAction query={QUERY} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create alert' }));

    expect(
      await within(dialog).findByText(/You have 20 job alerts, the most there can be\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Settings → Notifications' })).toHaveAttribute(
      'href',
      '/settings/notification',
    );
  });
});

describe('Job alerts in Settings → Notifications', () => {
  /** Maya with one alert the server keeps: her designer search in Berlin, emailed daily. */
  async function withAnAlert(masterOff = false) {
    const maya = asMaya();
    maya.api.store.jobAlerts.push({
      id: '3b1f0c2e-8a4d-4e6f-9b7a-1c2d3e4f5a6b',
      user_id: maya.userId,
      name: 'Designer in Berlin',
      frequency: 'daily',
      paused: false,
      search: { search: 'designer', location: 'berlin' },
      created_at: '2025-11-20T09:00:00Z',
      last_sent_at: null,
    });
    renderWithProviders(<JobAlertsSection masterOff={masterOff} />, {
      routes: [{ path: '/jobs', element: <h1>Find jobs</h1> }],
    });
    const row = await screen.findByRole('listitem', { name: 'Designer in Berlin' });
    return { ...maya, row };
  }

  it('with none, says so and leads to the search', async () => {
    asMaya();
    renderWithProviders(<JobAlertsSection masterOff={false} />, {
      routes: [{ path: '/jobs', element: <h1>Find jobs</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Search jobs' }));
    expect(await screen.findByRole('heading', { name: 'Find jobs' })).toBeInTheDocument();
  });

  it('shows each alert with its search in words, and pauses it', async () => {
    const { row, alerts } = await withAnAlert();
    expect(within(row).getByText('“designer” · in Berlin')).toBeInTheDocument();
    const toggle = within(row).getByRole('switch', { name: 'Designer in Berlin' });
    expect(toggle).toHaveAccessibleDescription('On');

    await userEvent.click(toggle);
    await waitFor(() => expect(alerts()[0]?.paused).toBe(true));
    expect(notify).toHaveBeenCalledWith(
      '“Designer in Berlin” is paused',
      expect.objectContaining({ severity: 'success' }),
    );
    await waitFor(() => expect(toggle).toHaveAccessibleDescription('Off'));
  });

  it('says an alert sends nothing while the job alerts switch is off', async () => {
    const { row } = await withAnAlert(true);
    expect(screen.getByText(/Job alerts are turned off above/)).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toHaveAccessibleDescription(
      'On, but job alerts are off',
    );
  });

  it('changes how often an alert emails', async () => {
    const { row, alerts } = await withAnAlert();
    await userEvent.click(
      within(row).getByRole('combobox', { name: 'How often “Designer in Berlin” emails' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(alerts()[0]?.frequency).toBe('weekly'));
    expect(notify).toHaveBeenCalledWith(
      '“Designer in Berlin” now emails weekly',
      expect.objectContaining({ severity: 'success' }),
    );
  });

  it('deletes an alert only once confirmed', async () => {
    const { row, alerts } = await withAnAlert();
    // Confirmed, the dialog runs the delete itself (ConfirmRequest.action), as the real one does.
    confirm.mockResolvedValueOnce(false).mockImplementationOnce(async (request) => {
      await request.action?.();
      return true;
    });
    const remove = within(row).getByRole('button', { name: /^Delete/ });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Delete the alert “Designer in Berlin”?' }),
    );
    expect(alerts()).toHaveLength(1);

    await userEvent.click(remove);
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it('says when the alerts cannot be loaded', async () => {
    asMaya({ [`GET ${ALERTS}`]: { status: 500, body: problemBody(500) } });
    renderWithProviders(<JobAlertsSection masterOff={false} />);
    expect(await screen.findByText("We couldn't load your job alerts.")).toBeInTheDocument();
  });
});
