import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@generated/types.gen';
import { Button } from '@/components/ui/button';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aJob } from '@/test/factories';
import { ApplyDialog } from './apply-dialog';

// docs/product.md §4, Data retention: the apply form says who receives the application and how long
// it is kept, and offers the optional consent to be kept for future roles (the contract's
// ApplicationSubmit.keep_for_future_roles).
const SUBMIT = '/v2/public/applications/submit/';
let api: MockApi;

beforeEach(() => {
  sessionStorage.clear();
  api = mockApi();
  api.signIn('maya.okafor@example.com');
});
afterEach(() => session.signOut());

function JobPage({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Apply now</Button>
      {open && <ApplyDialog job={job} open={open} onOpenChange={setOpen} />}
    </main>
  );
}

async function openForm(job: Job) {
  const user = userEvent.setup();
  renderWithProviders(<JobPage job={job} />);
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
  await within(dialog).findByLabelText(/Full name/);
  return { user, dialog };
}

describe('the apply form’s privacy notice and consent', () => {
  it('names the company and its period', async () => {
    const job = aJob({ retention_months: 12 });
    const { dialog } = await openForm(job);
    const company = job.employer.name;
    expect(
      within(dialog).getByText(
        `${company} receives your application. If it does not lead to a job, ${company} keeps it for 12 months after the last change, then your personal data is deleted. We email you 30 days before.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', {
        name: `Keep my application for future roles at ${company}`,
      }),
    ).not.toBeChecked();
    expect(
      within(dialog).getByText(/keeps your application for 24 months after it ends/),
    ).toBeInTheDocument();
  });

  it('sends the consent when ticked; the server keeps it', async () => {
    const job = aJob();
    const { user, dialog } = await openForm(job);
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Keep my application for future roles/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: /Send application/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === SUBMIT)).toHaveLength(1));
    expect(api.calls.find((c) => c.path === SUBMIT)?.body).toMatchObject({
      keep_for_future_roles: true,
    });
    await screen.findByRole('heading', { name: 'Application sent' });
    const kept = api.store.applications.find(
      (a) => a.job_id === job.id && a.email === 'maya.okafor@example.com',
    );
    expect(kept?.keep_for_future_roles).toBe(true);
  });
});
