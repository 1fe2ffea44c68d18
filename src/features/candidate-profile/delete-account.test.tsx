import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConfirmRequest } from '@/lib/dialogs';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DeleteAccount } from './delete-account';

const { notify, confirm } = vi.hoisted(() => ({
  notify: vi.fn(),
  confirm: vi.fn<(request: ConfirmRequest) => Promise<boolean>>(),
}));
vi.mock('@/lib/toast', () => ({ notify }));
vi.mock('@/lib/dialogs', () => ({ confirm }));

const MAYA = 'maya.okafor@example.com';

beforeEach(() => {
  notify.mockReset();
  confirm.mockReset();
});
afterEach(() => session.signOut());

describe('DeleteAccount', () => {
  it('says what employers keep of the applications, and for how long, on the page and in the confirmation', async () => {
    const api = mockApi();
    api.signIn(MAYA);
    confirm.mockResolvedValue(false);
    renderWithProviders(<DeleteAccount onDeleted={() => {}} />);
    const keeps =
      "Your applications are anonymised at every company: employers keep only the job, its status and dates, without your name, contact details, resume, cover letter or answers, for the company's retention period.";
    expect(screen.getByText(new RegExp(keeps.replace(/[.?*+()]/g, '\\$&')))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: 'Delete your account?' });
    expect(confirm.mock.calls[0]![0].description).toContain(keeps);
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('once confirmed, the account is gone and every company keeps her applications anonymised', async () => {
    const api = mockApi();
    api.signIn(MAYA);
    const maya = api.store.users.find((u) => u.email === MAYA)!;
    const hers = api.store.applications.filter((a) => a.candidate_id === maya.id);
    confirm.mockResolvedValue(true);
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccount onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.store.users.some((u) => u.email === MAYA)).toBe(false);
    expect(hers.length).toBeGreaterThan(0);
    for (const a of hers) {
      expect(a).toMatchObject({ applicant_name: 'Anonymised candidate', candidate_id: null });
      expect(a.anonymised_at).toBeTruthy();
    }
  });
});
