import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobSearchPage } from './job-search-page';

describe('the phone filters’ “Show N jobs”', () => {
  it('says how many jobs the ticked filters find, closes the filters and takes focus to the results', async () => {
    const api = mockApi();
    renderWithProviders(<JobSearchPage />, { path: '/jobs', initialEntry: '/jobs' });
    const before = (await screen.findByRole('heading', { level: 2, name: /^\d+ jobs/ }))
      .textContent;
    const toggle = screen.getByRole('button', { name: 'Filters', expanded: false });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    // What the server counts for remote jobs, as the results below say it.
    const remote = api.store.jobs.filter(
      (j) => j.status === 'published' && j.workplace_type === 'remote',
    ).length;
    expect(remote).toBeGreaterThan(0);
    const label = remote === 1 ? 'Show 1 job' : `Show ${remote} jobs`;
    // The count arrives with the answer: more than findBy's default second on a busy machine.
    const show = await screen.findByRole('button', { name: label }, { timeout: 5000 });
    // The filter narrowed the results: the count the button says is not the one before.
    expect(before).not.toBe(`${remote} jobs`);

    await userEvent.click(show);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const results = screen.getByRole('heading', { level: 2, name: new RegExp(`^${remote} jobs?`) });
    await waitFor(() => expect(document.activeElement).toContainElement(results));
  });
});
