import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '@generated/types.gen';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobSearchPage } from './job-search-page';

const JOBS = '/v2/public/jobs/';
const LOCATIONS = '/public/locations/';

const place = (n: number, slug: string, name: string, city: string | null): Location => ({
  id: `5c8e0b7a-0000-4000-8000-00000000000${n}`,
  slug,
  name,
  city,
  region: null,
  country_code: 'DE',
});
const PLACES = [
  place(1, 'berlin', 'Berlin, Germany', 'Berlin'),
  place(2, 'germany', 'Germany', null),
  place(3, 'munich', 'Munich, Germany', 'Munich'),
  place(5, 'bern', 'Bern, Switzerland', 'Bern'),
];
/** Only found by searching for it (the unsearched first page of a long list leaves it out). */
const LISBON = place(4, 'lisbon', 'Lisbon, Portugal', 'Lisbon');

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    [`GET ${JOBS}`]: { body: { count: 0, next: null, previous: null, results: [] } },
    // Prefix search on names, as the backend does.
    [`GET ${LOCATIONS}`]: ({ query }: RecordedCall) => {
      const text = (query.get('search') ?? '').toLowerCase();
      const results = (text ? [...PLACES, LISBON] : PLACES).filter((l) =>
        l.name.toLowerCase().startsWith(text),
      );
      return { body: { count: results.length, next: null, previous: null, results } };
    },
  });
});

function renderPage(url = '/jobs') {
  const view = renderWithProviders(<JobSearchPage />, {
    path: '/jobs',
    initialEntry: url,
  });
  const search = () => screen.getByRole('search', { name: 'Search jobs' });
  return {
    ...view,
    get keyword() {
      return within(search()).getByLabelText('Keyword');
    },
    get location() {
      return within(search()).getByLabelText('Location');
    },
    get submit() {
      return within(search()).getByRole('button', { name: 'Search' });
    },
    url: () => `${view.router.state.location.pathname}${view.router.state.location.search}`,
  };
}

const lastJobsQuery = () => api.calls.filter((c) => c.path === JOBS).at(-1)?.query;
/** The results' notice about an unknown location, in a live region (role status). */
const notice = () =>
  screen
    .queryAllByRole('status')
    .find((el) => /not filtered by location/.test(el.textContent ?? '')) ?? null;

describe(
  'JobSearchPage: the search boxes and the filters make one search',
  { timeout: 15_000 },
  () => {
    it('a filter ticked after typing a keyword (not submitted) searches with that keyword', async () => {
      const page = renderPage('/jobs?seniority=senior');
      await userEvent.type(page.keyword, 'nurse');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
      await waitFor(() =>
        expect(page.url()).toBe('/jobs?search=nurse&workplace_type=remote&seniority=senior'),
      );
      expect(page.keyword).toHaveValue('nurse');
      await waitFor(() => expect(lastJobsQuery()?.get('search')).toBe('nurse'));

      // An emptied box counts too: the next filter change drops the keyword.
      await userEvent.clear(page.keyword);
      await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Highest salary');
      await waitFor(() =>
        expect(page.url()).toBe(
          '/jobs?workplace_type=remote&seniority=senior&ordering=-salary_max',
        ),
      );
      expect(page.keyword).toHaveValue('');
    });

    it('a location typed in the box (not submitted) goes with a filter change too', async () => {
      const page = renderPage('/jobs');
      await userEvent.type(page.location, 'Munich, Germany');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
      await waitFor(() => expect(page.url()).toBe('/jobs?location=munich&workplace_type=hybrid'));
      expect(page.location).toHaveValue('Munich, Germany');
    });

    it('a location the suggestions at hand do not know yet is looked up; the filter shows ticked meanwhile', async () => {
      const page = renderPage('/jobs?search=analyst');
      await userEvent.type(page.location, 'Lisbon, Portugal');
      await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
      expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
      await waitFor(() =>
        expect(page.url()).toBe('/jobs?search=analyst&location=lisbon&workplace_type=remote'),
      );
      expect(
        api.calls.some((c) => c.path === LOCATIONS && c.query.get('search') === 'Lisbon, Portugal'),
      ).toBe(true);
      expect(page.location).toHaveValue('Lisbon, Portugal');
      expect(page.location).not.toHaveAttribute('aria-invalid');
    });

    it("a URL change that leaves the search as it is (the sign-in dialog's open_login) keeps what was typed", async () => {
      const page = renderPage('/jobs?search=data');
      await userEvent.type(page.keyword, ' engineer');
      await userEvent.type(page.location, 'Atlantis');
      await userEvent.click(page.submit);
      await waitFor(() => expect(notice()).not.toBeNull());
      await userEvent.type(page.keyword, ' lead');
      await page.router.navigate('/jobs?search=data+engineer&open_login=true', { replace: true });
      await waitFor(() => expect(page.url()).toBe('/jobs?search=data+engineer&open_login=true'));
      expect(page.keyword).toHaveValue('data engineer lead');
      expect(page.location).toHaveValue('Atlantis');
      expect(page.location).toHaveAttribute('aria-invalid', 'true');
      expect(notice()).not.toBeNull();
    });

    it('a new URL (back, forward, a link) replaces what was typed', async () => {
      const page = renderPage('/jobs?search=data');
      await userEvent.clear(page.keyword);
      await userEvent.type(page.keyword, 'nurse');
      await page.router.navigate('/jobs?search=python');
      await waitFor(() => expect(page.keyword).toHaveValue('python'));
    });
  },
);

describe('JobSearchPage: an unknown location', () => {
  const MESSAGE =
    'No location matches “Atlantis”. Choose a location from the suggestions, or leave it empty to search everywhere.';
  const NOTICE =
    'These jobs are not filtered by location: “Atlantis” matches none of our locations.';

  it('is named under the Location field, and the results say they are not filtered by it', async () => {
    const page = renderPage('/jobs?search=engineer&location=berlin');
    await waitFor(() => expect(page.location).toHaveValue('Berlin, Germany'));
    expect(notice()).toBeNull();
    await userEvent.clear(page.location);
    await userEvent.type(page.location, 'Atlantis');
    await userEvent.click(page.submit);

    await waitFor(() => expect(page.location).toHaveAttribute('aria-invalid', 'true'));
    expect(page.location).toHaveAccessibleDescription(MESSAGE);
    expect(page.location).toHaveFocus();
    // The message sits in the Location field's own group (the box and its suggestions), after the field.
    const message = document.getElementById(page.location.getAttribute('aria-describedby') ?? '');
    expect(message?.parentElement).toContainElement(page.location);
    expect(message?.parentElement).toHaveTextContent(/^Location/);
    expect(
      page.location.compareDocumentPosition(message!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // The keyword is searched everywhere, and the results say so.
    await waitFor(() => expect(page.url()).toBe('/jobs?search=engineer'));
    await waitFor(() => expect(lastJobsQuery()?.has('location')).toBe(false));
    expect(notice()).toHaveTextContent(NOTICE);
    expect(page.location).toHaveValue('Atlantis');
  });

  it('a text that matches more than one location says so, under the field and above the results', async () => {
    const page = renderPage('/jobs?search=engineer');
    await userEvent.type(page.location, 'Ber');
    await userEvent.click(page.submit);
    await waitFor(() =>
      expect(page.location).toHaveAccessibleDescription(
        '“Ber” matches more than one location. Choose one from the suggestions, or leave it empty to search everywhere.',
      ),
    );
    expect(notice()).toHaveTextContent(
      'These jobs are not filtered by location: “Ber” matches more than one of our locations.',
    );
    expect(page.url()).toBe('/jobs?search=engineer');
  });

  it('a filter ticked with an unknown location in the box: the same, with the filter', async () => {
    const page = renderPage('/jobs');
    await userEvent.type(page.location, 'Atlantis');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await waitFor(() => expect(page.url()).toBe('/jobs?workplace_type=remote'));
    await waitFor(() => expect(page.location).toHaveAttribute('aria-invalid', 'true'));
    expect(page.location).toHaveAccessibleDescription(MESSAGE);
    expect(page.location).not.toHaveFocus();
    expect(notice()).toHaveTextContent(NOTICE);

    // Editing the field takes its message away; the next search without it, the notice too.
    await userEvent.clear(page.location);
    expect(page.location).not.toHaveAttribute('aria-invalid');
    expect(page.location).not.toHaveAccessibleDescription();
    expect(notice()).toHaveTextContent(NOTICE);
    await userEvent.click(page.submit);
    await waitFor(() => expect(notice()).toBeNull());
  });
});

describe('JobSearchPage: history', () => {
  it('two changes made before the first has reached the URL keep an entry each: Back returns to the first', async () => {
    const page = renderPage('/jobs');
    // Each a discrete event of its own, both before the frame the URL waits for.
    act(() => {
      fireEvent.change(screen.getByLabelText('Date posted'), { target: { value: '7' } });
    });
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-salary_max' } });
    });
    await waitFor(() => expect(page.url()).toBe('/jobs?posted_within=7&ordering=-salary_max'));
    await act(() => page.router.navigate(-1));
    expect(page.url()).toBe('/jobs?posted_within=7');
    expect(screen.getByLabelText('Date posted')).toHaveValue('7');
    expect(screen.getByLabelText('Sort by')).toHaveValue('-published_at');
  });
});
