import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { confirm } from '@/lib/dialogs';

describe('confirm with an action (decision 012 rule 4: a refusal is said where it was asked)', () => {
  it('keeps the dialog open and says why when the action is refused; Close answers false', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const answer = confirm({
      title: 'Delete this job?',
      description: 'It will be deleted for good.',
      confirmLabel: 'Delete job',
      destructive: true,
      action: () => Promise.reject(new Error('409')),
      refusal: () => ({
        title: "This job has applications, so it can't be deleted",
        text: 'Close or archive it instead.',
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("This job has applications, so it can't be deleted");
    expect(alert).toHaveTextContent('Close or archive it instead.');
    const close = within(dialog).getAllByRole('button', { name: 'Close' })[0]!;
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes and answers true once the action is done', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let done = false;
    const answer = confirm({
      title: 'Delete this note?',
      description: 'Gone for everyone.',
      confirmLabel: 'Delete note',
      action: async () => {
        done = true;
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    await expect(answer).resolves.toBe(true);
    expect(done).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
