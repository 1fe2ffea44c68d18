import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@generated/types.gen';
import { DialogHost } from '@/components/dialog-host';
import { dialogHost } from '@/lib/dialogs';
import { PENDING_INTENT_KEY, readIntent, recordIntent } from '@/lib/pending-intent';
import { session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aJob } from '@/test/factories';
import { ApplyAction, CANDIDATES_ONLY } from './apply-action';

// The fake's seed: Maya has not applied to the default job, and has applied to the `applied` one.
const job: Job = aJob();
const appliedJob: Job = aJob({}, 'applied');
const MAYA = 'maya.okafor@example.com';
const JONAS = 'jonas.weber@northwind-analytics.example'; // an employer account

let api: MockApi;
/** Maya's session, with tokens the fake accepts. */
const signInMaya = () => {
  api.signIn(MAYA);
};
/** Maya finishes the sign-in the click opened; resolves to the apply dialog that follows. */
async function mayaSignsIn() {
  act(() => {
    signInMaya();
    signInDialog.completed();
  });
  // The dialog's code is loaded on first use; its first import can be slow on a busy machine.
  return screen.findByRole('dialog', { name: `Apply for ${job.title}` }, { timeout: 5000 });
}
const signInJonas = () => {
  api.signIn(JONAS);
};

beforeEach(() => {
  session.signOut();
  signInDialog.close();
  window.localStorage.clear();
  api = mockApi();
});
afterEach(() => {
  cleanup();
  session.signOut();
  signInDialog.close();
  dialogHost.list().forEach((d) => dialogHost.close(d.id));
});

const renderAction = (j: Job = job) =>
  renderWithProviders(
    <>
      <ApplyAction job={j} />
      <DialogHost />
    </>,
    { path: '/job/:slug', initialEntry: `/job/${j.slug}` },
  );

describe('ApplyAction', () => {
  it('signed out: records the intent, opens the sign-in dialog, and the form once signed in', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(signInDialog.get()).toMatchObject({ open: true, purpose: 'apply' });
    expect(readIntent()).toMatchObject({ kind: 'apply', target: job.slug });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(await mayaSignsIn()).toBeInTheDocument();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Maya Okafor');
    // The job was asked again with the new session, to learn whether they had applied.
    expect(
      api.calls.some((c) => c.method === 'GET' && c.path === `/v2/public/jobs/${job.slug}/`),
    ).toBe(true);
    expect(readIntent()).toBeNull(); // used once
  });

  it('a session that starts while the sign-in dialog is still open (Create account) continues once it closes', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    act(() => signInMaya());
    // Taken at once (no other tab can continue it), the form waits for the sign-in dialog.
    await waitFor(() => expect(readIntent()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => signInDialog.completed());
    expect(
      await screen.findByRole('dialog', { name: `Apply for ${job.title}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('signed out, then the job turns out to be applied to: shows Applied instead of the form', async () => {
    renderAction(appliedJob);
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    act(() => {
      signInMaya();
      signInDialog.completed();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Applied');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applied jobs' })).toHaveAttribute(
      'href',
      '/applied-jobs',
    );
  });

  it('closing the sign-in dialog without signing in does not open the form', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    act(() => signInDialog.close());
    await waitFor(() => expect(signInDialog.get().open).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
  });

  it('a withdrawn application shows no Applied badge, only that it was withdrawn', async () => {
    signInMaya();
    renderAction({ ...appliedJob, has_applied: true, has_withdrawn: true });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      "You withdrew your application. You can't apply to this job again.",
    );
    expect(screen.queryByText('Applied', { exact: true })).not.toBeInTheDocument();
  });

  it('signed in: opens the form at once; a job already applied to shows Applied', async () => {
    signInMaya();
    const { unmount } = renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(
      await screen.findByRole('dialog', { name: `Apply for ${job.title}` }),
    ).toBeInTheDocument();
    unmount();
    renderAction({ ...job, has_applied: true });
    expect(screen.getByRole('status')).toHaveTextContent('Applied');
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('back from a social sign-in (or a magic link) started with Apply: the form opens once, on that job only', async () => {
    signInMaya();
    recordIntent('apply', 'another-job');
    const other = renderAction();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    other.unmount();
    expect(readIntent()?.target).toBe('another-job'); // left for its own page

    recordIntent('apply', job.slug);
    const { unmount } = renderAction();
    expect(
      await screen.findByRole('dialog', { name: `Apply for ${job.title}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    unmount();
    renderAction();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back from a social sign-in, already applied: Applied, no form', async () => {
    signInMaya();
    recordIntent('apply', appliedJob.slug);
    renderAction(appliedJob);
    expect(await screen.findByRole('status')).toHaveTextContent('Applied');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an intent older than an hour, or one someone else wrote, opens nothing', async () => {
    signInMaya();
    for (const value of [
      { kind: 'apply', target: job.slug, at: Date.now() - 61 * 60 * 1000 },
      { kind: 'apply', target: job.slug, at: 'now' },
      { kind: 'apply', target: `${job.slug}/../x`, at: Date.now() },
    ]) {
      window.localStorage.setItem(PENDING_INTENT_KEY, JSON.stringify(value));
      const { unmount } = renderAction();
      expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('an account that is not a candidate (docs/decisions/012 rule 1: an employer on Apply now)', () => {
  it('is told that applying needs a candidate account before any form opens; Stay signed in changes nothing', async () => {
    signInJonas();
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    const notice = await screen.findByRole('dialog', { name: CANDIDATES_ONLY.title });
    expect(notice).toHaveAccessibleDescription(CANDIDATES_ONLY.description(JONAS));
    expect(screen.queryByRole('dialog', { name: `Apply for ${job.title}` })).toBeNull();
    await userEvent.click(
      within(notice).getByRole('button', { name: CANDIDATES_ONLY.cancelLabel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.get().user?.email).toBe(JONAS);
    expect(signInDialog.get().open).toBe(false);
    // Nothing was asked of the server: no upload ticket, no application.
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Sign out and continue: signed out, the sign-in dialog opens to apply, and the intent waits for the candidate', async () => {
    signInJonas();
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    const notice = await screen.findByRole('dialog', { name: CANDIDATES_ONLY.title });
    await userEvent.click(
      within(notice).getByRole('button', { name: CANDIDATES_ONLY.confirmLabel }),
    );
    await waitFor(() => expect(signInDialog.get()).toMatchObject({ open: true, purpose: 'apply' }));
    expect(session.get().auth).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v2/auth/logout/')).toBe(true);
    expect(readIntent()).toMatchObject({ kind: 'apply', target: job.slug });

    expect(await mayaSignsIn()).toBeInTheDocument();
  });

  it('an intent that meets an employer session is dropped, and the employer is told', async () => {
    recordIntent('apply', job.slug);
    signInJonas();
    renderAction();
    expect(await screen.findByRole('dialog', { name: CANDIDATES_ONLY.title })).toBeVisible();
    expect(readIntent()).toBeNull();
    expect(screen.queryByRole('dialog', { name: `Apply for ${job.title}` })).toBeNull();
  });
});

describe('the apply bar (small screens)', () => {
  /** An IntersectionObserver the test moves: where the page's Apply button is now. */
  function fakeObserver() {
    const observers: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const at = (top: number, visible: boolean) =>
      act(() =>
        observers.forEach((notify) =>
          notify([
            {
              isIntersecting: visible,
              boundingClientRect: { top } as DOMRectReadOnly,
              rootBounds: { top: 64 } as DOMRectReadOnly,
            },
          ]),
        ),
      );
    return { scrolledPast: () => at(-120, false), backInView: () => at(200, true) };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('appears once the Apply button has scrolled away and starts the same apply flow', async () => {
    const page = fakeObserver();
    renderAction();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Apply now' })).toHaveLength(1);

    page.scrolledPast();
    const bar = screen.getByRole('complementary', { name: `Apply for ${job.title}` });
    expect(bar).toHaveTextContent(job.employer.name);
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply now' }));
    expect(signInDialog.get()).toMatchObject({ open: true, purpose: 'apply' });

    page.backInView();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not there for a job already applied to', () => {
    signInMaya();
    const page = fakeObserver();
    renderAction({ ...job, has_applied: true });
    page.scrolledPast();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
