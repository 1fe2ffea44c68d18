import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '@generated/types.gen';
import { DialogHost } from '@/components/dialog-host';
import { Button } from '@/components/ui/button';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aJob } from '@/test/factories';
import { ApplyDialog, type ApplyDialogProps } from './apply-dialog';

// Decision 012, rule 2, in the apply dialog: Enter in a field does not send; what was typed is
// kept across a reload of the job page until it is sent or discarded; leaving asks.

const job: Job = aJob();
const SUBMIT = '/v2/public/applications/submit/';
let api: MockApi;

beforeEach(() => {
  sessionStorage.clear();
  api = mockApi();
  api.signIn('maya.okafor@example.com');
});
afterEach(() => session.signOut());

function JobPage({ renderAfterApply }: Pick<ApplyDialogProps, 'renderAfterApply'>) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>{job.title}</h1>
      <Button onClick={() => setOpen(true)}>Apply now</Button>
      {open && (
        <ApplyDialog
          job={job}
          open={open}
          onOpenChange={setOpen}
          renderAfterApply={renderAfterApply}
        />
      )}
      <DialogHost />
    </main>
  );
}

const submits = () => api.calls.filter((c) => c.path === SUBMIT);

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Apply now' }));
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
  const name = await within(dialog).findByLabelText(/Full name/);
  return { dialog, name };
}

describe('ApplyDialog', () => {
  it('opens on the first field, and Enter in a field does not send: the send button does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobPage />);
    const { dialog, name } = await openForm(user);
    await waitFor(() => expect(name).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByLabelText(/^Email/));
    await user.keyboard('{Enter}');
    // Nothing sent, no message: the form is as it was.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(submits()).toHaveLength(0);
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: /Send application/ }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Application sent' })).toBeInTheDocument();
  });

  it('leaves focus where the person moved it while the form was being checked after an Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobPage />);
    const { dialog, name } = await openForm(user);
    await waitFor(() => expect(name).toHaveFocus());
    const email = within(dialog).getByLabelText(/^Email/);
    fireEvent.keyDown(name, { key: 'Enter' });
    email.focus(); // before the check has answered
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(email).toHaveFocus();
    expect(submits()).toHaveLength(0);
  });

  it('shows what the page puts after the confirmation (the self-identification step), for the application just sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <JobPage renderAfterApply={(receipt) => <p>After {receipt.application_id}</p>} />,
    );
    const { dialog } = await openForm(user);
    expect(within(dialog).queryByText(/^After /)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Send application/ }));
    await screen.findByRole('heading', { name: 'Application sent' });
    const sent = api.store.applications.at(-1);
    expect(within(dialog).getByText(`After ${sent?.id}`)).toBeVisible();
  });

  it('keeps what was typed across a reload of the page, not the file; sending forgets it', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<JobPage />);
    const { dialog } = await openForm(user);
    await user.type(within(dialog).getByLabelText(/Cover letter/), 'I build job boards.');
    first.unmount(); // the page is reloaded

    renderWithProviders(<JobPage />);
    const again = await openForm(user);
    expect(within(again.dialog).getByLabelText(/Cover letter/)).toHaveValue('I build job boards.');
    const stored = Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '');
    expect(stored.join()).toContain('I build job boards.');
    expect(stored.join()).not.toContain('resume_file');

    await user.click(within(again.dialog).getByRole('button', { name: /Send application/ }));
    await screen.findByRole('heading', { name: 'Application sent' });
    expect(submits().at(-1)?.body).toMatchObject({ cover_letter: 'I build job boards.' });
    expect(sessionStorage.length).toBe(0);
  });

  it('Escape with typed text asks; Leave forgets the draft and focus goes back to Apply now', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobPage />);
    const { dialog } = await openForm(user);
    await user.type(within(dialog).getByLabelText(/Cover letter/), 'Hello');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus());
    expect(sessionStorage.length).toBe(0);

    const again = await openForm(user);
    expect(within(again.dialog).getByLabelText(/Cover letter/)).toHaveValue('');
    // Nothing typed: Escape closes without a question.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
