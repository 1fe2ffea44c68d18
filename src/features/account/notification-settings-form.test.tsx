import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { NotificationSettingsForm } from './notification-settings-form';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const settings = {
  job_alerts: true,
  application_updates: true,
  newsletter: false,
  product_updates: true,
  new_applications: true,
  team_changes: false,
};

beforeEach(() => notify.mockReset());

describe('NotificationSettingsForm', () => {
  it('shows only the employer switches, with the saved values', async () => {
    mockApi({ 'GET /v2/user/settings/': { body: settings } });
    renderWithProviders(<NotificationSettingsForm audience="employer" />);
    expect(await screen.findByRole('switch', { name: 'New applications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Team changes' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Job alerts' })).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Email notifications' }),
    ).toBeInTheDocument();
  });

  it('shows the candidate switches', async () => {
    mockApi({ 'GET /v2/user/settings/': { body: settings } });
    renderWithProviders(<NotificationSettingsForm audience="candidate" />);
    expect(await screen.findByRole('switch', { name: 'Job alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('id'))).toHaveLength(4);
    expect(screen.queryByRole('switch', { name: 'Team changes' })).toBeNull();
  });

  it('saves a change with all six switches, flipping at once and confirming with a toast', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /v2/user/settings/': { body: settings },
      'POST /v2/user/settings/': (call) =>
        new Promise((resolve) => {
          release = () => resolve({ body: call.body });
        }),
    });
    renderWithProviders(<NotificationSettingsForm audience="employer" />);
    const team = await screen.findByRole('switch', { name: 'Team changes' });
    await userEvent.click(team);
    // Optimistic: on before the server answered.
    expect(team).toBeChecked();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...settings,
      team_changes: true,
    });
    expect(notify).not.toHaveBeenCalled();
    release();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Team changes turned on', { severity: 'success' }),
    );
    expect(team).toBeChecked();
  });

  it('rolls the switch back and shows an error toast, in our words, when saving fails', async () => {
    mockApi({
      'GET /v2/user/settings/': { body: settings },
      'POST /v2/user/settings/': {
        status: 400,
        body: problemBody(400, { detail: 'A switch is missing.' }),
      },
    });
    renderWithProviders(<NotificationSettingsForm audience="employer" />);
    const applications = await screen.findByRole('switch', { name: 'New applications' });
    expect(applications).toBeChecked();
    await userEvent.click(applications);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('We couldn\'t save "New applications"', {
        severity: 'error',
        detail: 'Your change was undone. Reload the page and try again.',
      }),
    );
    expect(applications).toBeChecked();
    expect(notify).not.toHaveBeenCalledWith(expect.stringContaining('turned'), expect.anything());
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const api = mockApi({ 'GET /v2/user/settings/': { status: 500, body: problemBody(500) } });
    renderWithProviders(<NotificationSettingsForm audience="employer" />);
    expect(
      await screen.findByText("We couldn't load your notification settings."),
    ).toBeInTheDocument();
    api.override('GET /v2/user/settings/', { body: settings });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'New applications' })).toBeChecked();
  });
});
