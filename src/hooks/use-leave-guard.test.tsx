import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { renderWithProviders } from '@/test/render';
import { useCancel, useLeaveGuard } from './use-leave-guard';

// Decision 012, rule 2: a form with typed work asks before it is left (in-app navigation through
// the app's own question, reload and closing the tab through the browser's); a clean form never
// asks.

function NoteForm({ what, onDiscard }: { what?: string; onDiscard?: () => void }) {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '', what, onDiscard);
  return (
    <main>
      <h1>New note</h1>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setText('')}>
        Clear
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?tab=notes">Notes tab</Link>
      <DialogHost />
    </main>
  );
}

const routes = [{ path: '/elsewhere', element: <h1>Elsewhere page</h1> }];

/** Dispatches the event a reload or a closed tab fires; true when the page asked to stay. */
function reload(): boolean {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard: reload and closing the tab (beforeunload)', () => {
  it('a clean form lets the page reload without the browser asking', () => {
    renderWithProviders(<NoteForm />, { routes });
    expect(reload()).toBe(false);
  });

  it('typed work makes the browser ask; clearing the form stops it asking again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteForm />, { routes });
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    expect(reload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(reload()).toBe(false);
  });

  it('sets the legacy returnValue too (the question some browsers still need it for)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteForm />, { routes });
    await user.type(screen.getByLabelText('Note'), 'x');
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    const returnValue = vi.fn();
    Object.defineProperty(event, 'returnValue', { set: returnValue, configurable: true });
    window.dispatchEvent(event);
    expect(returnValue).toHaveBeenCalledWith('');
  });

  it('stops asking once the form is gone', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<NoteForm />, { routes });
    await user.type(screen.getByLabelText('Note'), 'x');
    unmount();
    expect(reload()).toBe(false);
  });
});

describe('useLeaveGuard: in-app navigation', () => {
  it('a clean form leaves at once, without the question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteForm />, { routes });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('typed work asks, naming what is lost; Stay keeps the page and the text', async () => {
    const onDiscard = vi.fn();
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <NoteForm what="your note to Maya" onDiscard={onDiscard} />,
      { routes },
    );
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask).toHaveAccessibleDescription('Your note to Maya will be lost.');
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Note')).toHaveValue('Call Maya');
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('Leave discards (onDiscard runs) and navigates', async () => {
    const onDiscard = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<NoteForm onDiscard={onDiscard} />, { routes });
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(ask).toHaveAccessibleDescription('Your changes will be lost.');
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(onDiscard).toHaveBeenCalledOnce();
  });

  it('a change of search on the same page (a tab) does not ask', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NoteForm />, { routes });
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    await user.click(screen.getByRole('link', { name: 'Notes tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Note')).toHaveValue('Call Maya');
  });
});

// A form's own Cancel (useCancel): inside a dialog it closes the dialog the guarded way; outside
// one it does what the form says.
function CancelForm({ onCancel, twice = false }: { onCancel: () => void; twice?: boolean }) {
  const [text, setText] = useState('');
  useLeaveGuard(text !== '', 'your note');
  const cancel = useCancel(onCancel);
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          cancel();
          if (twice) cancel();
        }}
      >
        Cancel
      </button>
    </>
  );
}

/** A dialog with a note form; `removable` adds a button that takes the form out of it. */
function NoteDialog({
  twice = false,
  removable = false,
}: {
  twice?: boolean;
  removable?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1>Job</h1>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>New note</DialogTitle>
          {shown && <CancelForm onCancel={() => {}} twice={twice} />}
          {removable && (
            <button type="button" onClick={() => setShown(false)}>
              Remove the form
            </button>
          )}
        </DialogContent>
      </Dialog>
      <DialogHost />
    </main>
  );
}

describe('useCancel', () => {
  it('outside a dialog, Cancel does what the form gives it', async () => {
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CancelForm onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('in a dialog, Cancel of a clean form closes it at once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteDialog />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('in a dialog, Cancel with typed work asks once (a second request while asking adds no second question); Leave closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteDialog twice />);
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const asks = await screen.findAllByRole('dialog', { name: 'Leave without saving?' });
    expect(asks).toHaveLength(1);
    expect(asks[0]).toHaveAccessibleDescription('Your note will be lost.');
    await user.click(within(asks[0]!).getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'New note' })).toBeInTheDocument();

    // Asking again works once the first question was answered.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('useLeaveGuard in a dialog: a form that is gone no longer asks', () => {
  it('typed work in a form removed from the dialog does not make the dialog ask', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoteDialog removable />);
    await user.type(screen.getByLabelText('Note'), 'Call Maya');
    await user.click(screen.getByRole('button', { name: 'Remove the form' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
