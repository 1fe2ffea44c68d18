import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { socialArrival } from '@/lib/social-return';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { aJob } from '@/test/factories';
import { ApplyAction } from './apply-action';

// The fake's seed: Maya has not applied to the default job, and has applied to the `applied` one.
const job: Job = aJob();
const appliedJob: Job = aJob({}, 'applied');
const MAYA = 'maya.okafor@example.com';

let api: MockApi;
/** Maya's session, with tokens the fake accepts. */
const signInMaya = () => {
  const { tokens, user } = api.sessionOf(MAYA);
  session.signIn(tokens, user);
};

beforeEach(() => {
  session.signOut();
  signInDialog.close();
  socialArrival.clear();
  api = mockApi();
});
afterEach(() => {
  cleanup();
  session.signOut();
  signInDialog.close();
});

const renderAction = (j: Job = job) =>
  renderWithProviders(<ApplyAction job={j} />, {
    path: '/job/:slug',
    initialEntry: `/job/${j.slug}`,
  });

describe('ApplyAction', () => {
  it('signed out: opens the sign-in dialog, and the form once signed in', async () => {
    renderAction();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(signInDialog.get().open).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      signInMaya();
      signInDialog.completed();
    });
    // The dialog's code is loaded on first use; its first import can be slow on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: `Apply for ${job.title}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Maya Okafor');
    // The job was asked again with the new session, to learn whether they had applied.
    expect(
      api.calls.some((c) => c.method === 'GET' && c.path === `/v2/public/jobs/${job.slug}/`),
    ).toBe(true);
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

  it('back from a social sign-in started with Apply: the form opens once, on that job only', async () => {
    signInMaya();
    socialArrival.set({ path: '/job/another-job', apply: true });
    const other = renderAction();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeEnabled();
    other.unmount();

    socialArrival.set({ path: `/job/${job.slug}`, apply: true });
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
    socialArrival.set({ path: `/job/${appliedJob.slug}`, apply: true });
    renderAction(appliedJob);
    expect(await screen.findByRole('status')).toHaveTextContent('Applied');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
