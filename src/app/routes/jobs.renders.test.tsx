import { createElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobListItem } from '@generated/types.gen';
import { aJob } from '@/test/factories';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { DefaultLayout } from '../layouts/default-layout';
import { Component as JobsRoute } from './jobs';

/**
 * How much of /jobs an interaction renders (decision 013), counted by probes: leaf pieces that
 * render exactly when their owner does. The Logo renders when the site header does, the location
 * combobox when the search form does, the results hook each time the results (the list, "Show N
 * jobs") render, and a company logo once per job card rendered.
 */
const renders = vi.hoisted(() => ({ header: 0, searchForm: 0, list: 0, cards: [] as string[] }));
const resetRenders = () => {
  renders.header = 0;
  renders.searchForm = 0;
  renders.list = 0;
  renders.cards = [];
};

vi.mock('@/app/layouts/logo', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/app/layouts/logo')>();
  return {
    ...real,
    Logo: (props: Parameters<typeof real.Logo>[0]) => {
      renders.header += 1;
      return createElement(real.Logo, props);
    },
  };
});
vi.mock('@/components/location-picker/location-combobox', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('@/components/location-picker/location-combobox')>();
  return {
    ...real,
    LocationCombobox: (props: Parameters<typeof real.LocationCombobox>[0]) => {
      renders.searchForm += 1;
      return createElement(real.LocationCombobox, props);
    },
  };
});
vi.mock('@/features/jobs/api', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/jobs/api')>();
  return {
    ...real,
    usePublicJobs: (...args: Parameters<typeof real.usePublicJobs>) => {
      renders.list += 1;
      return real.usePublicJobs(...args);
    },
  };
});
vi.mock('@/components/company-logo', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/company-logo')>();
  return {
    ...real,
    CompanyLogo: (props: Parameters<typeof real.CompanyLogo>[0]) => {
      renders.cards.push(props.name);
      return createElement(real.CompanyLogo, props);
    },
  };
});

const JOBS = '/v2/public/jobs/';

/** Job n of the list, its company named after it (the card probe reports which card rendered). */
function job(n: number, overrides: Partial<JobListItem> = {}): JobListItem {
  const base = aJob();
  const { description: _, questions: __, ...item } = base;
  return {
    ...item,
    id: `5c8e0b7a-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    slug: `job-${n}`,
    title: `Job ${n}`,
    employer: { ...base.employer, name: `Company ${n}` },
    ...overrides,
  };
}

/**
 * The server: six jobs; "Remote" keeps jobs 1–3 as they were and adds job 7; the keyword
 * "engineer" keeps jobs 2 and 4 and renames job 5. Every answer is a fresh JSON body, as from
 * the network (no object is shared between two answers).
 */
function answer({ query }: RecordedCall) {
  const all = [1, 2, 3, 4, 5, 6].map((n) => job(n));
  let results = all;
  if (query.getAll('workplace_type').includes('remote'))
    results = [job(1), job(2), job(3), job(7, { workplace_type: 'remote' })];
  if (query.get('search') === 'engineer')
    results = [job(2), job(4), job(5, { title: 'Job 5 (engineer)' })];
  return {
    body: JSON.parse(
      JSON.stringify({ count: results.length, next: null, previous: null, results }),
    ) as unknown,
  };
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  resetRenders();
  api = mockApi({ [`GET ${JOBS}`]: answer });
});

/**
 * /jobs in its layout (header, page, footer) on a data router whose routes load data, as the
 * app's do: every URL change goes through a navigation, as in the app.
 */
function renderJobs(url = '/jobs') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const router = createMemoryRouter(
    [
      {
        Component: DefaultLayout,
        loader: () => Promise.resolve(null),
        children: [{ path: '/jobs', Component: JobsRoute, loader: () => Promise.resolve(null) }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    url: () => `${router.state.location.pathname}${router.state.location.search}`,
    results: () => screen.getByRole('region', { name: 'Job results' }),
  };
}

const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/jobs renders no more than an interaction changes (decision 013)', () => {
  it('typing in the Keyword box renders the box only: not the list, its cards, the header', async () => {
    const page = renderJobs();
    await waitFor(() => expect(titles(page.results())).toHaveLength(6));
    expect(renders.cards).toHaveLength(6);
    resetRenders();

    const keyword = within(screen.getByRole('search', { name: 'Search jobs' })).getByLabelText(
      'Keyword',
    );
    await userEvent.type(keyword, 'engineer');
    expect(keyword).toHaveValue('engineer');
    expect(renders.list).toBe(0);
    expect(renders.cards).toEqual([]);
    expect(renders.header).toBe(0);

    // The search itself: the list shows the new results, and only the cards whose job is new
    // or changed render (job 2 and job 4 are the same data as before, in a new answer).
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(titles(page.results())).toEqual(['Job 2', 'Job 4', 'Job 5 (engineer)']),
    );
    // The URL follows once the controls have painted (a frame later).
    await waitFor(() => expect(page.url()).toBe('/jobs?search=engineer'));
    expect(renders.cards).toEqual(['Company 5']);
    expect(renders.header).toBe(0);
  });

  it('ticking a filter renders the filters and the list, not the header or the search form', async () => {
    const page = renderJobs();
    await waitFor(() => expect(titles(page.results())).toHaveLength(6));
    resetRenders();

    const remote = screen.getByRole('checkbox', { name: 'Remote' });
    await userEvent.click(remote);
    expect(remote).toBeChecked();
    await waitFor(() => expect(page.url()).toBe('/jobs?workplace_type=remote'));
    await waitFor(() =>
      expect(titles(page.results())).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 7']),
    );
    expect(api.calls.at(-1)?.query.getAll('workplace_type')).toEqual(['remote']);
    expect(renders.list).toBeGreaterThan(0);
    // Jobs 1–3 come back unchanged: only job 7's card renders.
    expect(renders.cards).toEqual(['Company 7']);
    expect(renders.header).toBe(0);
    expect(renders.searchForm).toBe(0);
  });
});
