import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { confirm } from '@/lib/dialogs';
import { renderWithProviders } from '@/test/render';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Sign in</Button>
      </DialogTrigger>
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle>Welcome back</DialogTitle>
          <DialogDescription>Sign in to apply.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens as a labelled, described modal and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });
    expect(dialog).toHaveAccessibleDescription('Sign in to apply.');
    expect(dialog).toHaveClass('sm:max-w-2xl');
    expect(dialog).not.toHaveClass('sm:max-w-lg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it("closes with the close button named 'Close'", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// --- Decision 012: the leave guard in a dialog, focus as a rule of the dialog -----------------

function GuardedForm({ onDiscard }: { onDiscard: () => void }) {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '', 'your note', onDiscard);
  return (
    <form>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </form>
  );
}

/** A form dialog opened from state (no trigger), as the apply dialog is. */
function FormDialogFromState({ onDiscard = () => {} }: { onDiscard?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Job</h1>
      <Button onClick={() => setOpen(true)}>Write a note</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>New note</DialogTitle>
          </DialogHeader>
          <GuardedForm onDiscard={onDiscard} />
        </DialogContent>
      </Dialog>
      <DialogHost />
    </main>
  );
}

describe('Dialog: a form with unsaved work asks before it closes', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Write a note' }));
    return screen.getByRole('dialog', { name: 'New note' });
  };
  const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('closes at once on Escape when nothing was typed, focus back on the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormDialogFromState />);
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write a note' })).toHaveFocus());
  });

  it('Escape with typed text asks; Stay keeps the text and puts focus back in the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormDialogFromState />);
    await open(user);
    await user.keyboard('Call Maya');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask).toHaveAccessibleDescription('Your note will be lost.');
    // A confirm has no field: its heading has focus.
    expect(within(ask).getByRole('heading', { name: 'Leave without saving?' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(screen.getByRole('dialog', { name: 'New note' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveFocus());
    expect(screen.getByLabelText('Note')).toHaveValue('Call Maya');
  });

  it('the close button and a click on the backdrop ask too; Leave discards and returns focus to the opener', async () => {
    const onDiscard = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FormDialogFromState onDiscard={onDiscard} />);
    const dialog = await open(user);
    await user.type(screen.getByLabelText('Note'), 'Call Maya');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());

    const backdrop = document.querySelector('[data-slot="dialog-overlay"]')!;
    await user.click(backdrop);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(onDiscard).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onDiscard).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write a note' })).toHaveFocus());
  });
});

describe('Dialog: focus', () => {
  it('opens on its first field (not on a button before it), on its heading when it has none', async () => {
    const user = userEvent.setup();
    function SignIn() {
      return (
        <Dialog>
          <DialogTrigger asChild>
            <Button>Sign in</Button>
          </DialogTrigger>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Sign in</DialogTitle>
            <Button>Continue with Google</Button>
            <label>
              Email
              <input type="email" />
            </label>
          </DialogContent>
        </Dialog>
      );
    }
    renderWithProviders(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('when the focused part is replaced (the next step), the new step’s field or heading takes focus', async () => {
    const user = userEvent.setup();
    function Steps() {
      const [step, setStep] = useState(1);
      return (
        <Dialog defaultOpen>
          <DialogContent aria-describedby={undefined}>
            {step === 1 ? (
              <div key="1">
                <DialogTitle>Step one</DialogTitle>
                <Button onClick={() => setStep(2)}>Continue</Button>
              </div>
            ) : (
              <div key="2">
                <DialogTitle>Check your email</DialogTitle>
                <p>We sent you a link.</p>
              </div>
            )}
          </DialogContent>
        </Dialog>
      );
    }
    renderWithProviders(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus(),
    );
  });

  /** A list whose rows open a confirm; confirming removes what opened it. */
  function Rows({ removeWhole }: { removeWhole: boolean }) {
    const [rows, setRows] = useState([
      { name: 'Alpha', draft: true },
      { name: 'Beta', draft: true },
    ]);
    const publish = async (name: string) => {
      const yes = await confirm({
        title: `Publish ${name}?`,
        description: 'Everyone will see it.',
        confirmLabel: 'Publish',
      });
      if (!yes) return;
      setRows((all) =>
        removeWhole
          ? all.filter((row) => row.name !== name)
          : all.map((row) => (row.name === name ? { ...row, draft: false } : row)),
      );
    };
    return (
      <main>
        <h1>Jobs</h1>
        <ul>
          {rows.map((row) => (
            <li key={row.name}>
              <a href={`#${row.name}`}>{row.name}</a>
              {row.draft && (
                <Button onClick={() => void publish(row.name)}>Publish {row.name}</Button>
              )}
              <Button>Delete {row.name}</Button>
            </li>
          ))}
        </ul>
        <DialogHost />
      </main>
    );
  }

  it('returns to the opener after Cancel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rows removeWhole={false} />);
    await user.click(screen.getByRole('button', { name: 'Publish Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish Alpha' })).toHaveFocus(),
    );
  });

  it('when the opener is gone, goes to the next control of its row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rows removeWhole={false} />);
    await user.click(screen.getByRole('button', { name: 'Publish Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Alpha' })).toHaveFocus());
  });

  it('when its row is gone, goes to the same control of the next row, else to the main heading', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Rows removeWhole />);
    await user.click(screen.getByRole('button', { name: 'Publish Alpha' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish Beta' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Publish Beta' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Jobs' })).toHaveFocus());
  });
});
