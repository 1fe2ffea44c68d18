// A candidate's applied jobs (docs/product.md §2, Applied jobs): each with its stage in the
// candidate's words and the stage filter kept in the URL, against the fake's seed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session/session-store';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AppliedJobsPage } from './applied-jobs-page';

const MAYA = 'maya.okafor@example.com';
const BACKEND = '52911893-0347-478a-9fbd-3806bad41bed'; // Brightpath, in review

/** Maya signed in, on the fake's seed with the dates the contract writes. */
function asMaya() {
  const api = mockApi({}, { now: '2025-11-21T12:00:00Z' });
  api.signIn(MAYA);
  return api;
}

const renderApplied = (initialEntry = '/applied-jobs') =>
  renderWithProviders(<AppliedJobsPage />, { path: '/applied-jobs', initialEntry });

afterEach(() => {
  cleanup();
  session.signOut();
});

describe('Applied jobs', () => {
  it("shows each application's stage in the candidate's words and when it changed", async () => {
    asMaya();
    renderApplied();
    await screen.findByRole('heading', { name: 'Data Engineer' }, { timeout: 5000 });
    const cards = screen.getAllByRole('listitem').filter((r) => within(r).queryByRole('heading'));
    expect(cards.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Data Engineer',
      'Senior Backend Engineer (Python/Django)',
      'UX Writer (6-month contract)',
    ]);
    expect(cards[0]).toHaveTextContent('Stage: Not selected');
    expect(cards[0]).toHaveTextContent('Applied Nov 15, 2025 · Updated Nov 16, 2025');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', `/applied-jobs/${BACKEND}`);
  });

  it('filters by the stage in the URL, and says when none is in that stage', async () => {
    const api = asMaya();
    const user = userEvent.setup();
    const { router } = renderApplied('/applied-jobs?stage=interviewing');
    expect(
      await screen.findByRole('heading', { name: 'UX Writer (6-month contract)' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Data Engineer' })).toBeNull();
    expect(api.calls.at(-1)?.query.getAll('stage')).toEqual(['interviewing']);
    const filter = screen.getByRole('navigation', { name: 'Filter by stage' });
    expect(within(filter).getByRole('link', { name: 'Interviewing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filter).getByRole('link', { name: 'Hired' }));
    expect(router.state.location.search).toBe('?stage=hired');
    expect(await screen.findByRole('heading', { name: 'None in this stage' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Show all applications' }));
    expect(await screen.findByRole('heading', { name: 'Data Engineer' })).toBeVisible();
  });

  it('says what to do when there are no applications at all, with no filter', async () => {
    const api = asMaya();
    const maya = api.sessionOf(MAYA).user.id;
    api.store.applications = api.store.applications.filter((a) => a.candidate_id !== maya);
    renderApplied();
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Filter by stage' })).toBeNull();
  });
});
