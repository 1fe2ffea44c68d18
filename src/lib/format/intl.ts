/**
 * Intl formatters are costly to create (a list of 20 jobs would create one per date and per
 * salary): one per locale and options, created when first needed. Shared by every formatter in
 * lib/format.
 */
function cached<F, O>(
  create: (locale: string, options: O) => F,
): (locale: string, options: O) => F {
  const formatters = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = create(locale, options);
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A count in the app's words: "1,234" (`toLocaleString` would build a formatter every call). */
export const formatCount = (n: number): string => numberFormat('en', {}).format(n);
