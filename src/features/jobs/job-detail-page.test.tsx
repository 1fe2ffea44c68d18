import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobDetailPage } from './job-detail-page';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
});

const employerId = 'bb2526e3-559a-4926-9b98-32e0df1d2b3e';

/** The fake's seed; one published Northwind job, optionally closed by its employer. */
function backend(closed: boolean) {
  const api = mockApi();
  const job = api.store.jobs.find((j) => j.employer_id === employerId && j.status === 'published')!;
  if (closed) job.status = 'closed';
  const otherOpen = api.store.jobs.filter(
    (j) => j.employer_id === employerId && j.status === 'published' && j.id !== job.id,
  );
  return { api, job, otherOpen };
}

function renderJob(slug: string) {
  return renderWithProviders(
    <JobDetailPage slug={slug} renderApply={() => <Button>Apply now</Button>} />,
    { path: '/job/:slug', initialEntry: `/job/${slug}` },
  );
}

const jsonLdScripts = () => document.head.querySelectorAll('script[type="application/ld+json"]');

describe('a closed job’s page', () => {
  it('says it no longer accepts applications, offers no apply action, no JobPosting, and lists the company’s open jobs', async () => {
    const { job, otherOpen } = backend(true);
    expect(otherOpen.length).toBeGreaterThan(0);
    renderJob(job.slug);
    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeVisible();
    expect(screen.getAllByText('Northwind Analytics').length).toBeGreaterThan(0);
    expect(screen.getByText('This job is no longer accepting applications')).toBeVisible();
    expect(screen.getByText('Northwind Analytics has closed it.', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Apply by/)).not.toBeInTheDocument();

    const section = await screen.findByRole('region', { name: /Open jobs at Northwind Analytics/ });
    await waitFor(() =>
      expect(
        within(section).getByRole('link', { name: new RegExp(otherOpen[0]!.title) }),
      ).toBeVisible(),
    );
    // The closed job itself is not among its company's open jobs.
    expect(within(section).queryByRole('link', { name: job.title })).not.toBeInTheDocument();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('lists no job twice: similar jobs leave out the company’s open jobs listed above', async () => {
    const { job, otherOpen } = backend(true);
    renderJob(job.slug);
    const section = await screen.findByRole('region', { name: /Open jobs at Northwind Analytics/ });
    await waitFor(() =>
      expect(
        within(section).getByRole('link', { name: new RegExp(otherOpen[0]!.title) }),
      ).toBeVisible(),
    );
    // Similar jobs are asked too; once in, none of them is one of the company's listed above.
    await waitFor(() => expect(screen.queryByText('Loading similar jobs…')).toBeNull());
    const similar = screen.queryByRole('region', { name: 'Similar jobs' });
    const open = within(section)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    const repeated = similar
      ? within(similar)
          .queryAllByRole('link')
          .map((a) => a.getAttribute('href'))
          .filter((href) => open.includes(href))
      : [];
    expect(repeated).toEqual([]);
  });

  it('an open job keeps its apply action and its JobPosting', async () => {
    const { job } = backend(false);
    renderJob(job.slug);
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeVisible();
    expect(screen.queryByText('This job is no longer accepting applications')).toBeNull();
    expect(
      screen.queryByRole('region', { name: /Open jobs at Northwind Analytics/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(jsonLdScripts()).toHaveLength(1));
  });
});
