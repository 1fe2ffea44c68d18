import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { UserDetailsForm } from './user-details-form';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const JONAS = 'jonas.weber@northwind-analytics.example';
let api: MockApi;

// Jonas of the fake's seed, signed in with tokens the fake accepts.
beforeEach(() => {
  notify.mockReset();
  api = mockApi();
  api.signIn(JONAS);
});
afterEach(() => session.signOut());

/** Jonas as the server keeps him. */
const kept = () => api.store.users.find((u) => u.email === JONAS)!;

describe('UserDetailsForm', () => {
  it('starts with the session user and saves name and phone, updating the session', async () => {
    renderWithProviders(<UserDetailsForm />);
    const name = screen.getByLabelText(/^Full name/);
    expect(name).toHaveValue('Jonas Weber');
    expect(screen.getByLabelText('Email')).toHaveValue('jonas.weber@northwind-analytics.example');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jonas M. Weber');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Your profile has been saved', { severity: 'success' }),
    );
    expect(api.calls[0]?.body).toEqual({ name: 'Jonas M. Weber', phone: '+4917098765432' });
    expect(session.get().user?.name).toBe('Jonas M. Weber');
    expect(kept()).toMatchObject({ name: 'Jonas M. Weber', phone: '+4917098765432' });
  });

  it('requires a name', async () => {
    renderWithProviders(<UserDetailsForm />);
    await userEvent.clear(screen.getByLabelText(/^Full name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server phone error under the phone field and keeps the session as it was', async () => {
    api.override('PATCH /v2/user/update/', {
      status: 400,
      body: problemBody(400, {
        errors: {
          phone: ['Enter a valid phone number in international format, e.g. +4930123456.'],
        },
      }),
    });
    renderWithProviders(<UserDetailsForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = phone.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Enter a valid phone number in international format, e.g. +4930123456.',
    );
    expect(session.get().user?.phone).toBe('+4917098765432');
    expect(kept().phone).toBe('+4917098765432');
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses an invalid phone number before calling the API', async () => {
    renderWithProviders(<UserDetailsForm />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+49 12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls).toHaveLength(0);
  });
});
