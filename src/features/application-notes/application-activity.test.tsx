import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DialogHost } from '@/components/dialog-host';
import { ApplicationActivity } from './application-activity';
import { NoteDraftsGuard } from './note-drafts';
import { applicationStatusLabels } from '@/lib/application-status';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';
const PRIYA = 'priya.natarajan@northwind-analytics.example';
const JONAS = 'jonas.weber@northwind-analytics.example';

/** The local backend's seed (in-process), signed in as `email`; Lukas Brandt's application (in review). */
function backend(email = PRIYA) {
  const api = mockApi();
  api.signIn(email, employerId);
  const lukas = api.store.applications.find((a) => a.applicant_name === 'Lukas Brandt')!;
  const base = `/v2/employers/${employerId}/jobs/${lukas.job_id}/applications/${lukas.id}`;
  return { api, lukas, base };
}

/** A note the server keeps on `application`, written now by the seeded user `email`. */
function keepNote(
  api: ReturnType<typeof mockApi>,
  application: { id: string },
  email: string,
  body: string,
) {
  const at = new Date().toISOString();
  api.store.notes.push({
    id: crypto.randomUUID(),
    application_id: application.id,
    author_id: api.store.users.find((u) => u.email === email)!.id,
    body,
    created_at: at,
    updated_at: at,
  });
}

/** Lukas's activity panel, as the job page renders it. */
const lukasActivity = (lukas: { id: string; job_id: string }) => (
  <ApplicationActivity
    employerId={employerId}
    jobId={lukas.job_id}
    application={{ id: lukas.id, applicant_name: 'Lukas Brandt' }}
    statusLabels={applicationStatusLabels}
  />
);

function renderActivity(lukas: { id: string; job_id: string }) {
  return renderWithProviders(
    <NoteDraftsGuard scope={lukas.job_id}>
      {lukasActivity(lukas)}
      <DialogHost />
    </NoteDraftsGuard>,
    { path: '/job', routes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }] },
  );
}

const timeline = () => screen.getByRole('list', { name: 'Activity, oldest first' });
const items = () => within(timeline()).getAllByRole('listitem');

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Activity and notes' }));
  await screen.findByRole('list', { name: 'Activity, oldest first' });
  return user;
}

/**
 * The job page as a tab switch leaves it: Lukas's card can be taken off the screen ("Show
 * another tab") and brought back ("Back"), under the page's one NoteDraftsGuard.
 */
function CardComesAndGoes({ lukas }: { lukas: { id: string; job_id: string } }) {
  const [shown, setShown] = useState(true);
  return (
    <NoteDraftsGuard scope={lukas.job_id}>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Show another tab' : 'Back'}
      </button>
      {shown && lukasActivity(lukas)}
      <DialogHost />
    </NoteDraftsGuard>
  );
}

const renderComingAndGoing = (lukas: { id: string; job_id: string }) =>
  renderWithProviders(<CardComesAndGoes lukas={lukas} />, {
    path: '/job',
    routes: [{ path: '/elsewhere', element: <p>Elsewhere</p> }],
  });

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
  sessionStorage.clear();
});

describe('ApplicationActivity', () => {
  it('asks for nothing until opened, then shows the timeline with each kind in words and the empty notes text', async () => {
    const { api, lukas } = backend();
    renderActivity(lukas);
    const toggle = screen.getByRole('button', { name: 'Activity and notes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.calls).toHaveLength(0);

    await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Applied · \w{3} \d{1,2}, (\d{4}, )?\d\d:\d\d$/),
      expect.stringMatching(/^Status changed Submitted → In review by Jonas Weber · /),
    ]);
    expect(
      screen.getByText('No notes yet. Notes are visible to your team only.'),
    ).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /v2/employers/${employerId}/jobs/${lukas.job_id}/applications/${lukas.id}/activity/`,
    ]);
  });

  it('adds a note (kept by the server, shown at the end without asking again); blank is refused in words', async () => {
    const { api, lukas } = backend();
    renderActivity(lukas);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Enter a note')).toBeInTheDocument();
    expect(api.store.notes).toHaveLength(0);

    await user.type(screen.getByLabelText('Add a note for your team'), 'Line one{Enter}Line two');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(api.store.notes.map((n) => n.body)).toEqual(['Line one\nLine two']);
    const note = items()[2]!;
    expect(note).toHaveTextContent(/^Note by Priya Natarajan/);
    expect(within(note).getByText(/Line one/)).toHaveTextContent('Line one Line two');
    expect(screen.getByLabelText('Add a note for your team')).toHaveValue('');
    expect(screen.queryByText(/No notes yet/)).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('keeps the text of a failed send and says why; the button is disabled while sending', async () => {
    let release!: () => void;
    const { api, lukas, base } = backend();
    api.override(
      `POST ${base}/notes/`,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 409, body: problemBody(409, { code: 'notes_limit' }) });
        }),
    );
    renderActivity(lukas);
    const user = await open();
    await user.type(screen.getByLabelText('Add a note for your team'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Add note/ })).toBeDisabled());
    release();
    expect(
      await screen.findByText(
        'This application already has 200 notes. Delete one before adding another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note for your team')).toHaveValue('Keep me');
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
  });

  it('offers Edit and Delete on one’s own notes only; a member may not delete a colleague’s', async () => {
    const { api, lukas } = backend();
    keepNote(api, lukas, JONAS, 'By Jonas');
    keepNote(api, lukas, PRIYA, 'By Priya');
    renderActivity(lukas);
    await open();
    const [byJonas, byPriya] = items().slice(2);
    expect(within(byJonas!).queryAllByRole('button')).toEqual([]);
    expect(within(byPriya!).getByRole('button', { name: 'Edit your note' })).toBeInTheDocument();
    expect(within(byPriya!).getByRole('button', { name: 'Delete your note' })).toBeInTheDocument();
  });

  it('edits inline: Escape cancels (focus back on Edit), Save keeps the new text and says “Edited”', async () => {
    const { api, lukas } = backend();
    renderActivity(lukas);
    const user = await open();
    await user.type(screen.getByLabelText('Add a note for your team'), 'First words');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const edit = await screen.findByRole('button', { name: 'Edit your note' });

    await user.click(edit);
    const editor = screen.getByLabelText('Your note');
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, 'Other words');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Your note')).not.toBeInTheDocument();
    expect(screen.getByText('First words')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit your note' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Edit your note' }));
    await user.clear(screen.getByLabelText('Your note'));
    await user.type(screen.getByLabelText('Your note'), 'Better words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Better words')).toBeInTheDocument();
    expect(screen.getByText(/^Edited/)).toBeInTheDocument();
    expect(api.store.notes.map((n) => n.body)).toEqual(['Better words']);
  });

  it('deletes after a confirm that names whose note it is; Cancel keeps it', async () => {
    const { api, lukas } = backend(JONAS);
    keepNote(api, lukas, PRIYA, 'By Priya');
    renderActivity(lukas);
    const user = await open();
    const remove = screen.getByRole('button', { name: "Delete Priya Natarajan's note" });
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(dialog).toHaveTextContent(
      "Priya Natarajan's note on Lukas Brandt's application is deleted for everyone in your team.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.store.notes).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Delete Priya Natarajan's note" }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(screen.queryByText('By Priya')).not.toBeInTheDocument());
    expect(api.store.notes).toEqual([]);
  });

  it('a draft asks before leaving the page', async () => {
    const { lukas } = backend();
    const { router } = renderActivity(lukas);
    const user = await open();
    await user.type(screen.getByLabelText('Add a note for your team'), 'Unsent');
    void router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your note will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/job');
    expect(screen.getByLabelText('Add a note for your team')).toHaveValue('Unsent');
  });

  it('a draft outlives its card: back on screen, the activity is open with the text; sent, it is forgotten', async () => {
    const { api, lukas } = backend();
    renderComingAndGoing(lukas);
    const user = await open();
    await user.type(
      screen.getByLabelText('Add a note for your team'),
      'Ask about the notice period',
    );

    await user.click(screen.getByRole('button', { name: 'Show another tab' }));
    expect(screen.queryByLabelText('Add a note for your team')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const composer = await screen.findByLabelText('Add a note for your team');
    expect(composer).toHaveValue('Ask about the notice period');

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(api.store.notes.map((n) => n.body)).toEqual(['Ask about the notice period']),
    );
    await waitFor(() => expect(screen.getByLabelText('Add a note for your team')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Show another tab' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Nothing kept: the activity starts closed again, its composer empty once opened.
    expect(screen.getByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Activity and notes' }));
    expect(await screen.findByLabelText('Add a note for your team')).toHaveValue('');
  });

  it('a draft kept off screen still asks before leaving the page; Leave forgets it', async () => {
    const { lukas } = backend();
    const { router } = renderComingAndGoing(lukas);
    const user = await open();
    await user.type(screen.getByLabelText('Add a note for your team'), 'Unsent');
    await user.click(screen.getByRole('button', { name: 'Show another tab' }));

    void router.navigate('/elsewhere');
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your note will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/job');

    void router.navigate('/elsewhere');
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
    // Back on the page, the note is gone as the question said.
    void router.navigate('/job');
    expect(await screen.findByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('a reload keeps the draft (this tab only), and another account on the tab does not see it', async () => {
    const { lukas } = backend();
    renderActivity(lukas);
    const user = await open();
    await user.type(screen.getByLabelText('Add a note for your team'), 'Before the reload');
    cleanup(); // the page goes; the tab's storage stays

    renderActivity(lukas);
    expect(await screen.findByLabelText('Add a note for your team')).toHaveValue(
      'Before the reload',
    );
    cleanup();

    session.signOut();
    backend(JONAS);
    renderActivity(lukas);
    expect(screen.getByRole('button', { name: 'Activity and notes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await open();
    expect(screen.getByLabelText('Add a note for your team')).toHaveValue('');
  });

  it('says when the timeline cannot be loaded, with Try again', async () => {
    const { api, lukas, base } = backend();
    api.override(`GET ${base}/activity/`, { status: 500, body: problemBody(500) });
    renderActivity(lukas);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Activity and notes' }));
    expect(await screen.findByText("We couldn't load the activity.")).toBeInTheDocument();
    api.removeOverride(`GET ${base}/activity/`);
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('list', { name: 'Activity, oldest first' })).toBeInTheDocument();
  });
});
