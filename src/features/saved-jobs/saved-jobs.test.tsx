// Saved jobs against the local backend's seed, in-process: the Saved jobs page
// (its list, its empty state, Remove and its rollback) and the Save toggle (its state for screen
// readers, optimistic, rolled back with words when the server refuses).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readIntent, forgetIntent } from '@/lib/pending-intent';
import { session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { mockApi, problemBody } from '@/test/mock-api';
import { aJob } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { SaveToggle } from './save-toggle';
import { SavedJobsPage } from './saved-jobs-page';

const { notify } = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const MAYA = 'maya.okafor@example.com';
/** Maya's saved jobs in the seed (listSavedJobs' example): the newest saved first. */
const FRONTEND = aJob(); // Senior Frontend Engineer (React), saved Nov 19, 2025, open
const QA_TITLE = 'QA Automation Engineer'; // saved Oct 20, 2025, closed since
const SAVED_PATH = (jobId: string) => `/v2/profile/saved-jobs/${jobId}/`;

/** Maya signed in against the seed, its dates as the contract writes them. */
function signedIn(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides, { now: '2025-11-21T12:00:00Z' });
  const user = api.signIn(MAYA);
  const mayaId = user.id;
  /** What the server keeps: the ids of the jobs Maya saved. */
  const savedIds = () =>
    api.store.savedJobs.filter((s) => s.user_id === mayaId).map((s) => s.job_id);
  return { api, mayaId, savedIds };
}

const renderPage = () =>
  renderWithProviders(<SavedJobsPage />, {
    path: '/saved-jobs',
    routes: [{ path: '/jobs', element: <h1>Find jobs</h1> }],
  });

/**
 * A button's name, whatever the space before its screen-reader-only part (jsdom's name
 * computation drops it; Chrome keeps it, as e2e/saved-jobs.spec.ts shows).
 */
const named = (text: string) => (name: string) =>
  name.replace(/\s+/g, '') === text.replace(/\s+/g, '');

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => notify.mockReset());
afterEach(() => {
  cleanup();
  session.signOut();
  signInDialog.close();
  forgetIntent();
});

describe('the Saved jobs page', () => {
  it('lists the saved jobs newest saved first, each with when it was saved; a closed one says so', async () => {
    signedIn();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
    await screen.findByRole('link', { name: FRONTEND.title });
    expect(screen.getByRole('status')).toHaveTextContent('2 saved jobs');
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      FRONTEND.title,
      QA_TITLE,
    ]);
    const [open, closed] = rows();
    expect(open).toHaveTextContent('Saved Nov 19, 2025');
    expect(open).not.toHaveTextContent(/Closed/);
    expect(within(open!).getByRole('link', { name: FRONTEND.title })).toHaveAttribute(
      'href',
      `/job/${FRONTEND.slug}`,
    );
    expect(closed).toHaveTextContent('Saved Oct 20, 2025');
    expect(closed).toHaveTextContent('Status: Closed: no longer accepting applications');
    // A closed job can be removed like any other.
    expect(
      within(closed!).getByRole('button', { name: named(`Remove ${QA_TITLE} from saved jobs`) }),
    ).toBeEnabled();
  });

  it('says what to do when nothing is saved, with the way to find jobs', async () => {
    const { api, mayaId } = signedIn();
    api.store.savedJobs = api.store.savedJobs.filter((s) => s.user_id !== mayaId);
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
    expect(
      screen.getByText(
        "Save jobs you're interested in and they wait for you here: select Save on a job to keep it for later.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find jobs' }));
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('Remove takes the row away at once, the server forgets it, and focus moves to the next Remove', async () => {
    const { savedIds } = signedIn();
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', {
      name: named(`Remove ${FRONTEND.title} from saved jobs`),
    });
    await user.click(remove);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(QA_TITLE);
    expect(screen.getByRole('status')).toHaveTextContent('1 saved job');
    await waitFor(() => expect(savedIds()).not.toContain(FRONTEND.id));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: named(`Remove ${QA_TITLE} from saved jobs`) }),
      ).toHaveFocus(),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('a refused Remove puts the row back and says so in words; the server still has it', async () => {
    const { api, savedIds } = signedIn();
    let release!: () => void;
    api.override(
      `DELETE ${SAVED_PATH(FRONTEND.id)}`,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 500, body: problemBody(500) });
        }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: named(`Remove ${FRONTEND.title} from saved jobs`),
      }),
    );
    // Gone at once, while the server is asked.
    await waitFor(() => expect(rows()).toHaveLength(1));
    release();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith("Couldn't remove the saved job. Try again.", {
        severity: 'error',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('link', { name: FRONTEND.title })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 saved jobs');
    expect(savedIds()).toContain(FRONTEND.id);
  });
});

describe('the Save toggle', () => {
  const toggle = () => screen.getByRole('button', { name: /^Saved?/ });

  it('shows a saved job as pressed, in words too; unsaving is at once, and the server forgets it', async () => {
    const { savedIds } = signedIn();
    const user = userEvent.setup();
    renderWithProviders(<SaveToggle job={FRONTEND} place="card" />);
    // The job's title is in its name: a list has one toggle per job. (Shown as it will be, but
    // busy, until its signed-in part has loaded.)
    await waitFor(() => expect(toggle()).toBeEnabled());
    const button = screen.getByRole('button', { name: named(`Saved ${FRONTEND.title}`) });
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(toggle()).toHaveTextContent(`Save ${FRONTEND.title}`);
    await waitFor(() => expect(savedIds()).not.toContain(FRONTEND.id));

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(savedIds()).toContain(FRONTEND.id));
    expect(notify).not.toHaveBeenCalled();
  });

  it('a refused save goes back to unpressed and says why in words; nothing is kept', async () => {
    const { api, mayaId, savedIds } = signedIn();
    api.store.savedJobs = api.store.savedJobs.filter(
      (s) => !(s.user_id === mayaId && s.job_id === FRONTEND.id),
    );
    let release!: () => void;
    api.override(
      `PUT ${SAVED_PATH(FRONTEND.id)}`,
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 409, body: problemBody(409, { code: 'saved_jobs_limit' }) });
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SaveToggle job={{ ...FRONTEND, is_saved: false }} place="page" />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    // Pressed at once, while the server is asked.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeVisible());
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(notify).toHaveBeenCalledWith(
      "You've saved as many jobs as you can. Remove one from Saved jobs to save another.",
      { severity: 'error' },
    );
    expect(savedIds()).not.toContain(FRONTEND.id);
  });

  it('signed out it is unpressed; a click keeps "save this job" for after sign-in and opens the sign-in dialog', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<SaveToggle job={FRONTEND} place="card" />, { path: '/jobs' });
    const button = screen.getByRole('button', { name: named(`Save ${FRONTEND.title}`) });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(signInDialog.get().open).toBe(true);
    expect(readIntent()).toMatchObject({ kind: 'save', target: FRONTEND.id });
    // Nothing was asked of the server: saving waits for a candidate session.
    expect(api.calls).toEqual([]);
  });
});
