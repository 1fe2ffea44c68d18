import type { RouteChunk } from '@/lib/route-preload';

type PhoneInputModule = typeof import('./phone-input');

/** The module once loaded: a LazyPhoneInput rendered after that shows PhoneInput at once. */
let loaded: PhoneInputModule | null = null;

export const loadedPhoneInput = (): PhoneInputModule | null => loaded;

export const importPhoneInput = (): Promise<PhoneInputModule> =>
  import('./phone-input').then((module) => {
    loaded = module;
    return module;
  });

/**
 * PhoneInput's code: the number rules (libphonenumber-js and its metadata) and the country list,
 * for a page to fetch ahead (a failed preload stays quiet; using the field loads it again). Apart
 * from LazyPhoneInput, so that a page naming it carries none of the field.
 */
export const phoneInputChunk: RouteChunk = { key: 'phone-input', load: importPhoneInput };
