/**
 * Route loaders (React Router's createRoutesStub): each prefetches the query its page reads, from
 * the same factory in the feature's api.ts, so the page renders from the loader's cache entry
 * and the API is asked once. A loader and a page that built their options differently would
 * show up here as a second call.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aJob } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { queryClient } from '../query-client';
import * as jobRoute from './job';
import { loader as jobLoader } from './job.loader';
import * as jobsRoute from './jobs';
import { loader as jobsLoader } from './jobs.loader';

// The fake's seed answers: its published Northwind job, similar jobs and the company.
const publicJob = aJob();

const JOBS = '/v2/public/jobs/';
const JOB = `/v2/public/jobs/${publicJob.slug}/`;
const RELATED = `/v2/related-jobs/${publicJob.slug}/`;
const EMPLOYER = `/v2/public/employers/${publicJob.employer.slug}/`;

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => queryClient.clear());

function visit(url: string) {
  const Stub = createRoutesStub([
    {
      path: '/jobs',
      loader: jobsLoader,
      Component: jobsRoute.Component,
      HydrateFallback: () => null,
    },
    {
      path: '/job/:slug',
      loader: jobLoader,
      Component: jobRoute.Component,
      HydrateFallback: () => null,
    },
  ]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

const callsTo = (path: string) => api.calls.filter((c) => c.method === 'GET' && c.path === path);

describe('route loaders prefetch what their page reads', () => {
  it('/jobs: the search in the URL is asked once, by the loader, and the page shows its results', async () => {
    visit('/jobs?search=frontend&seniority=senior');
    expect(
      await screen.findByRole('link', {
        name: new RegExp(publicJob.title.replace(/[()]/g, '\\$&')),
      }),
    ).toBeInTheDocument();
    const calls = callsTo(JOBS);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('search')).toBe('frontend');
    expect(calls[0]!.query.getAll('seniority')).toEqual(['senior']);
  });

  it('/job/:slug: the job, similar jobs and then its company, each asked once', async () => {
    visit(`/job/${publicJob.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: publicJob.title }),
    ).toBeInTheDocument();
    await screen.findAllByText(publicJob.employer.name);
    expect(callsTo(JOB)).toHaveLength(1);
    expect(callsTo(RELATED)).toHaveLength(1);
    expect(callsTo(EMPLOYER)).toHaveLength(1);
    expect(api.calls.findIndex((c) => c.path === JOB)).toBeLessThan(
      api.calls.findIndex((c) => c.path === EMPLOYER),
    );
  });

  it('/job/:slug with a malformed slug asks the API nothing and says the job is not there', async () => {
    visit('/job/Not_A_Slug!');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      "Oops, we can't seem to find the page you're looking for",
    );
    expect(api.calls).toEqual([]);
  });
});
