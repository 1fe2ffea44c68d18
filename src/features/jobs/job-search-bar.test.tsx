import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobSearchBar } from './job-search-bar';
import { unknownPlaceMessage } from './job-search-form';

const berlin = {
  id: '5c8e0b7a-0000-4000-8000-000000000001',
  slug: 'berlin',
  name: 'Berlin, Germany',
  city: 'Berlin',
  region: null,
  country_code: 'DE',
};

beforeEach(() => {
  mockApi({
    'GET /public/locations/': ({ query }: RecordedCall) => {
      const text = (query.get('search') ?? '').toLowerCase();
      const results = [berlin].filter((l) => l.name.toLowerCase().startsWith(text));
      return { body: { count: results.length, next: null, previous: null, results } };
    },
  });
});

function renderBar() {
  const onSearch = vi.fn();
  renderWithProviders(<JobSearchBar onSearch={onSearch} size="lg" />);
  const form = screen.getByRole('search', { name: 'Search jobs' });
  return {
    onSearch,
    keyword: within(form).getByLabelText('Keyword'),
    location: within(form).getByLabelText('Location'),
    submit: within(form).getByRole('button', { name: 'Search' }),
  };
}

describe('JobSearchBar (the home page entry)', () => {
  it('hands on the keyword and the known location', async () => {
    const bar = renderBar();
    await userEvent.type(bar.keyword, '  engineer ');
    await userEvent.type(bar.location, 'Berlin, Germany');
    await userEvent.click(bar.submit);
    await waitFor(() =>
      expect(bar.onSearch).toHaveBeenCalledWith({ search: 'engineer', location: 'berlin' }),
    );
  });

  it('refuses an unknown location under its field, keeping what was typed', async () => {
    const bar = renderBar();
    await userEvent.type(bar.keyword, 'engineer');
    await userEvent.type(bar.location, 'Atlantis');
    await userEvent.click(bar.submit);
    await waitFor(() => expect(bar.location).toHaveAttribute('aria-invalid', 'true'));
    expect(bar.location).toHaveAccessibleDescription(
      unknownPlaceMessage({ text: 'Atlantis', several: false }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      unknownPlaceMessage({ text: 'Atlantis', several: false }),
    );
    expect(bar.location).toHaveFocus();
    expect(bar.onSearch).not.toHaveBeenCalled();
    expect(bar.keyword).toHaveValue('engineer');
    expect(bar.location).toHaveValue('Atlantis');
    // Editing the field takes the message away; an empty one searches everywhere.
    await userEvent.clear(bar.location);
    expect(bar.location).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(bar.submit);
    await waitFor(() =>
      expect(bar.onSearch).toHaveBeenCalledWith({ search: 'engineer', location: '' }),
    );
  });
});
