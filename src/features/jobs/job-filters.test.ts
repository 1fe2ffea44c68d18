import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  jobFiltersToQuery,
  jobFiltersToSearchParams,
  jobsSearchString,
  parseJobFilters,
  sameJobSearch,
  updateJobFilters,
  type JobFilters,
} from './job-filters';

const parse = (search: string) => parseJobFilters(new URLSearchParams(search));

const full: JobFilters = {
  search: 'react developer',
  location: 'berlin',
  employmentTypes: ['full_time', 'contract'],
  workplaceTypes: ['hybrid', 'remote'],
  seniority: 'senior',
  salaryMin: 60000,
  includeUnstatedPay: false,
  postedWithin: 7,
  ordering: '-salary_max',
  page: 3,
};

describe('parseJobFilters', () => {
  it('reads every filter, including repeated parameters', () => {
    expect(
      parse(
        'search=react+developer&location=berlin&employment_type=full_time&employment_type=contract' +
          '&workplace_type=remote&workplace_type=hybrid&seniority=senior&salary_min=60000&posted_within=7' +
          '&ordering=-salary_max&page=3',
      ),
    ).toEqual(full);
  });

  it('reads "Include jobs without stated pay" only with a minimum salary, and writes it back', () => {
    const withPay = parse('salary_min=60000&include_unstated_pay=true');
    expect(withPay).toEqual({ ...EMPTY_FILTERS, salaryMin: 60000, includeUnstatedPay: true });
    expect(jobFiltersToSearchParams(withPay).toString()).toBe(
      'salary_min=60000&include_unstated_pay=true',
    );
    expect(jobFiltersToQuery(withPay)).toMatchObject({
      salary_min: 60000,
      include_unstated_pay: true,
    });
    // Without a minimum salary it changes nothing (listPublicJobs), so it is not kept.
    expect(parse('include_unstated_pay=true')).toEqual(EMPTY_FILTERS);
    expect(jobFiltersToQuery(parse('salary_min=60000'))).not.toHaveProperty('include_unstated_pay');
  });

  it('gives the empty filters for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('drops unknown and malformed values instead of sending them to the API', () => {
    expect(
      parse(
        'employment_type=pirate&employment_type=full_time&employment_type=full_time&workplace_type=moon' +
          '&seniority=boss&salary_min=-5&posted_within=3&ordering=random&page=0&location=Berlin%20City',
      ),
    ).toEqual({ ...EMPTY_FILTERS, employmentTypes: ['full_time'] });
    expect(parse('salary_min=12abc&page=2.5&posted_within=30').salaryMin).toBeNull();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('posted_within=30').postedWithin).toBe(30);
  });

  it('trims the keyword and caps it at the contract limit', () => {
    expect(parse('search=%20%20nurse%20').search).toBe('nurse');
    expect(parse(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('jobFiltersToSearchParams', () => {
  it('writes a canonical query that parses back to the same filters', () => {
    const params = jobFiltersToSearchParams(full);
    expect(params.toString()).toBe(
      'search=react+developer&location=berlin&employment_type=full_time&employment_type=contract' +
        '&workplace_type=hybrid&workplace_type=remote&seniority=senior&salary_min=60000&posted_within=7' +
        '&ordering=-salary_max&page=3',
    );
    expect(parseJobFilters(params)).toEqual(full);
  });

  it('leaves out defaults and empty values', () => {
    expect(jobFiltersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(jobFiltersToSearchParams({ ...EMPTY_FILTERS, search: '   ', page: 1 }).toString()).toBe(
      '',
    );
  });

  it('orders repeated values the same way whatever order they were chosen in', () => {
    const a = jobFiltersToSearchParams({
      ...EMPTY_FILTERS,
      workplaceTypes: ['remote', 'on_site'],
    }).toString();
    const b = jobFiltersToSearchParams({
      ...EMPTY_FILTERS,
      workplaceTypes: ['on_site', 'remote'],
    }).toString();
    expect(a).toBe(b);
    expect(a).toBe('workplace_type=on_site&workplace_type=remote');
  });
});

describe('jobFiltersToQuery', () => {
  it('maps the filters to the listPublicJobs parameters', () => {
    expect(jobFiltersToQuery(full)).toEqual({
      search: 'react developer',
      location: 'berlin',
      employment_type: ['full_time', 'contract'],
      workplace_type: ['hybrid', 'remote'],
      seniority: 'senior',
      salary_min: 60000,
      posted_within: 7,
      ordering: '-salary_max',
      page: 3,
      page_size: 20,
    });
  });

  it('sends only page and page size when nothing is filtered', () => {
    expect(jobFiltersToQuery(EMPTY_FILTERS)).toEqual({ page: 1, page_size: 20 });
    expect(jobFiltersToQuery(EMPTY_FILTERS, 6)).toEqual({ page: 1, page_size: 6 });
  });

  it('lists ticked types in the URL’s order, whatever order they were ticked in (one query key)', () => {
    const ticked = {
      ...full,
      employmentTypes: ['contract', 'full_time'],
      workplaceTypes: ['remote', 'hybrid'],
    } satisfies JobFilters;
    const fromUrl = parse(jobFiltersToSearchParams(ticked).toString());
    expect(jobFiltersToQuery(ticked)).toEqual(jobFiltersToQuery(fromUrl));
    expect(jobFiltersToQuery(ticked).employment_type).toEqual(['full_time', 'contract']);
    expect(jobFiltersToQuery(ticked).workplace_type).toEqual(['hybrid', 'remote']);
  });
});

describe('filter changes', () => {
  it('go back to page 1 unless the page itself changes', () => {
    expect(updateJobFilters(full, { seniority: 'lead' }).page).toBe(1);
    expect(updateJobFilters(full, { page: 4 }).page).toBe(4);
  });

  it('count the facet filters for the filter button', () => {
    expect(countActiveFilters(full)).toBe(7);
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
  });

  it('build the home page search link', () => {
    expect(jobsSearchString(' designer ', 'lisbon')).toBe('search=designer&location=lisbon');
    expect(jobsSearchString('', '')).toBe('');
  });
});

describe('sameJobSearch', () => {
  it('compares searches, not the URL around them or the order things were picked in', () => {
    expect(sameJobSearch(parse('search=data&open_login=true'), parse('search=data'))).toBe(true);
    expect(
      sameJobSearch(
        { ...EMPTY_FILTERS, workplaceTypes: ['remote', 'hybrid'], search: ' data ' },
        { ...EMPTY_FILTERS, workplaceTypes: ['hybrid', 'remote'], search: 'data' },
      ),
    ).toBe(true);
    expect(sameJobSearch(parse('search=data'), parse('search=data&page=2'))).toBe(false);
    expect(sameJobSearch(parse('location=berlin'), parse(''))).toBe(false);
  });
});
