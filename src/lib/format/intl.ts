/**
 * Intl formatters are costly to create (a list of 20 jobs would create one per date and per
 * salary): each is created once per key (locale and what else it depends on), when first needed,
 * and kept for the life of the page. Shared by every formatter in lib/format.
 */
export function formatterCache<Args extends unknown[], Formatter>(
  key: (...args: Args) => string,
  create: (...args: Args) => Formatter,
): (...args: Args) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (...args) => {
    const name = key(...args);
    let formatter = formatters.get(name);
    if (formatter === undefined) {
      formatter = create(...args);
      formatters.set(name, formatter);
    }
    return formatter;
  };
}

const byOptions = (locale: string, options: object) => `${locale} ${JSON.stringify(options)}`;

/** Any date-time format, by locale and options (the hot paths have their own, cheaper keys). */
export const dateTimeFormat = formatterCache(
  byOptions,
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
/** Any number format, by locale and options. */
export const numberFormat = formatterCache(
  byOptions,
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

const countFormat = formatterCache(
  () => '',
  () => new Intl.NumberFormat('en'),
);

/** A count in the app's words: "1,234". */
export const formatCount = (n: number): string => countFormat().format(n);
