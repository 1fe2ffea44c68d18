import { listLocationsOptions } from '@generated/@tanstack/react-query.gen';

/** The location picker's one query (listLocations), for the suggestions and every look-up of a typed text. */

/** The listLocations `search` for a typed text (the contract allows 100 characters). */
export const locationSearchText = (text: string) => text.trim().slice(0, 100);

/**
 * The listLocations query for a typed text: the suggestions and every look-up of a typed text
 * (on submit) share it, so they share one cache entry.
 */
export const locationSearchOptions = (text: string) => {
  const search = locationSearchText(text);
  return listLocationsOptions({ query: search ? { search, page_size: 20 } : { page_size: 20 } });
};
