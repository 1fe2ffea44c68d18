import { describe, expect, it } from 'vitest';
import type { Location } from '@generated/types.gen';
import { pageWindow } from './job-list';
import { resolveLocation } from '@/components/location-picker/location-search';
import { slugToText } from './job-search-form';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

const place = (slug: string, name: string, city: string | null): Location => ({
  id: `00000000-0000-4000-8000-${slug
    .padEnd(12, '0')
    .slice(0, 12)
    .replace(/[^0-9a-f]/g, '0')}`,
  slug,
  name,
  city,
  region: null,
  country_code: 'DE',
});
const options = [
  place('berlin', 'Berlin, Germany', 'Berlin'),
  place('bern', 'Bern, Switzerland', 'Bern'),
  place('germany', 'Germany', null),
  place('munich', 'Munich, Germany', 'Munich'),
];

describe('resolveLocation', () => {
  it('takes an exact name (any case) or slug', () => {
    expect(resolveLocation('berlin, germany', options)?.slug).toBe('berlin');
    expect(resolveLocation('germany', options)?.slug).toBe('germany');
  });

  it('takes the only suggestion the text starts', () => {
    expect(resolveLocation('Mun', options)?.slug).toBe('munich');
    expect(resolveLocation('Berl', options)?.slug).toBe('berlin');
  });

  it('refuses an ambiguous or unknown text', () => {
    expect(resolveLocation('Ber', options)).toBeNull();
    expect(resolveLocation('Atlantis', options)).toBeNull();
    expect(resolveLocation('  ', options)).toBeNull();
  });

  it('turns a slug into search words', () => {
    expect(slugToText('new-york')).toBe('new york');
  });
});
