import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { EmployerDashboard } from './employer-dashboard';

const NORTHWIND = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';

afterEach(() => {
  cleanup(); // before the sign-out, which a mounted dashboard would answer with a request
  session.signOut();
});

/** The dashboard's Quick actions for a Northwind user of the seed, as link text → address. */
async function quickActions(email: string) {
  mockApi().signIn(email, NORTHWIND);
  renderWithProviders(<EmployerDashboard />);
  const card = (await screen.findByRole('heading', { name: 'Quick actions' })).parentElement!;
  return Object.fromEntries(
    within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]),
  );
}

describe('EmployerDashboard: Quick actions (docs/product.md §2, §6)', () => {
  it('offers an owner every action', async () => {
    expect(await quickActions('jonas.weber@northwind-analytics.example')).toEqual({
      'Post a job': '/employer/job',
      'Invite a teammate': '/employer/team',
      'Manage jobs': '/employer/jobs',
      'Edit the company page': '/employer/northwind-analytics',
    });
  });

  it('offers a member what a member may do: read the jobs and the company page', async () => {
    expect(await quickActions('priya.natarajan@northwind-analytics.example')).toEqual({
      'Manage jobs': '/employer/jobs',
      'View the company page': '/employer/northwind-analytics',
    });
  });
});
