import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockHandler } from '@/test/mock-api';
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
afterEach(() => session.signOut());

/**
 * The fake's seed with Jonas (an employer) or Maya (a candidate) signed in, the server keeping
 * `settings` for them; `overrides` for the error states.
 */
function signedIn(
  audience: 'employer' | 'candidate',
  overrides: Record<string, { status: number; body: unknown } | MockHandler> = {},
) {
  const api = mockApi(overrides);
  const email =
    audience === 'employer' ? 'jonas.weber@northwind-analytics.example' : 'maya.okafor@example.com';
  const user = api.signIn(email);
  api.store.settings.set(user.id, { ...settings });
  return { api, kept: () => api.store.settings.get(user.id) };
}

describe('NotificationSettingsForm', () => {
  it('shows only the employer switches, with the saved values', async () => {
    signedIn('employer');
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
    signedIn('candidate');
    renderWithProviders(<NotificationSettingsForm audience="candidate" />);
    expect(await screen.findByRole('switch', { name: 'Job alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(screen.getAllByRole('switch').map((s) => s.getAttribute('id'))).toHaveLength(4);
    expect(screen.queryByRole('switch', { name: 'Team changes' })).toBeNull();
  });

  it('saves a change with all six switches, flipping at once and confirming with a toast', async () => {
    let release: () => void = () => {};
    // The save reaches the fake once released.
    const { api, kept } = signedIn('employer', {
      'POST /v2/user/settings/': () =>
        new Promise((resolve) => {
          release = () => resolve(undefined);
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
    expect(kept()).toEqual({ ...settings, team_changes: true });
  });

  it('rolls the switch back and shows an error toast, in our words, when saving fails', async () => {
    const { kept } = signedIn('employer', {
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
    expect(kept()).toEqual(settings);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const { api } = signedIn('employer', {
      'GET /v2/user/settings/': { status: 500, body: problemBody(500) },
    });
    renderWithProviders(<NotificationSettingsForm audience="employer" />);
    expect(
      await screen.findByText("We couldn't load your notification settings."),
    ).toBeInTheDocument();
    api.removeOverride('GET /v2/user/settings/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'New applications' })).toBeChecked();
  });
});
