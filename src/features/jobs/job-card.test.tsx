import { createElement, useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobListItem } from '@generated/types.gen';
import { aJob } from '@/test/factories';
import { FIRST_RENDER_CARDS, JobCards } from './job-list';

/** Which cards rendered: each card renders its company's logo once. */
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('@/components/company-logo', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/components/company-logo')>();
  return {
    ...real,
    CompanyLogo: (props: Parameters<typeof real.CompanyLogo>[0]) => {
      rendered.push(props.name);
      return createElement(real.CompanyLogo, props);
    },
  };
});
beforeEach(() => {
  rendered.length = 0;
});

const jobs = (count = 3): JobListItem[] =>
  Array.from({ length: count }, (_, i) => i + 1).map((n) => {
    const { description: _, questions: __, ...job } = aJob();
    return {
      ...job,
      id: `5c8e0b7a-0000-4000-8000-0000000002${n}0`,
      slug: `job-${n}`,
      title: `Job ${n}`,
      employer: { ...job.employer, name: `Company ${n}` },
    };
  });

describe('JobCards: each card is memoised on its job’s data', () => {
  it('a new answer with the same data renders no card; a changed job renders its card only', () => {
    const view = render(<JobCards jobs={jobs()} />, { wrapper: MemoryRouter });
    expect(rendered).toEqual(['Company 1', 'Company 2', 'Company 3']);

    rendered.length = 0;
    view.rerender(<JobCards jobs={jobs()} />);
    expect(rendered).toEqual([]);

    const next = jobs();
    next[1] = {
      ...next[1]!,
      salary: { min: 50_000, max: 60_000, currency: 'EUR', period: 'year' },
    };
    view.rerender(<JobCards jobs={next} />);
    expect(rendered).toEqual(['Company 2']);
    expect(screen.getAllByText('€50,000 – €60,000 / year')).toHaveLength(1);
  });
});

describe('JobCards: a list that appears', () => {
  it('renders the cards a screen shows first, then the rest in a render of its own', () => {
    const firstCommit: number[] = [];
    /** Reads the list as the first commit left it (layout effects run before any later render). */
    function FirstCommit() {
      useLayoutEffect(() => {
        firstCommit.push(document.querySelectorAll('li').length);
      }, []);
      return null;
    }
    render(
      <>
        <JobCards jobs={jobs(20)} />
        <FirstCommit />
      </>,
      { wrapper: MemoryRouter },
    );
    expect(firstCommit).toEqual([FIRST_RENDER_CARDS]);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      jobs(20).map((job) => job.title),
    );
  });
});

describe('JobCard: when it was posted', () => {
  it('reads "Posted today" in the casing the job page uses', () => {
    const [job] = jobs(1);
    render(<JobCards jobs={[{ ...job!, published_at: new Date().toISOString() }]} />, {
      wrapper: MemoryRouter,
    });
    const posted = screen.getByText('today', { selector: 'time' });
    expect(posted.parentElement).toHaveTextContent(/^Posted today$/);
    expect(posted.parentElement).toBeVisible();
  });
});
