import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { publicJobOptions } from '@/lib/api/shared-queries';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { useRecordJobView } from './use-record-job-view';

const SLUG = 'senior-frontend-engineer-northwind';
const VIEWS = `POST /v2/public/jobs/${SLUG}/views/`;

/** A job page as the route composes it: the page asks for the job, the hook records a view. */
function JobPage({ slug, ask = true }: { slug: string; ask?: boolean }) {
  useQuery({ ...publicJobOptions(slug), enabled: ask });
  useRecordJobView(slug);
  return null;
}

const views = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((c) => `${c.method} ${c.path}` === VIEWS);

describe('useRecordJobView', () => {
  it('records one view once the job has loaded, and the server counts it', async () => {
    const api = mockApi();
    const job = api.store.jobs.find((j) => j.slug === SLUG)!;
    const before = api.store.jobViews.filter((v) => v.job_id === job.id).length;
    renderWithProviders(<JobPage slug={SLUG} />);
    await waitFor(() => expect(views(api)).toHaveLength(1));
    expect(api.store.jobViews.filter((v) => v.job_id === job.id)).toHaveLength(before + 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(views(api)).toHaveLength(1);
  });

  it('records nothing while the job is not loaded (nor for a job that is not found)', async () => {
    const api = mockApi();
    renderWithProviders(<JobPage slug={SLUG} ask={false} />);
    renderWithProviders(<JobPage slug="no-such-job" />);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/v2/public/jobs/no-such-job/')).toBe(true),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(api.calls.filter((c) => c.path.endsWith('/views/'))).toEqual([]);
  });
});
