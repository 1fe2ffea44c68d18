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

/**
 * The first Intl formatter of a kind loads the locale's data: measured on a job page at a 4× CPU
 * slowdown, 62 ms for the first currency formatter and 13 ms for the first date one, then under
 * 1 ms each. Made inside a page's first render, that cost made the render one long task. This
 * makes the formatters the job pages use first (a whole-unit salary, a posted date) in tasks of
 * their own, queued as the app starts, which runs while the page's data and chunks arrive; the
 * pages then find them made (decision 013).
 */
export function warmFormatters(): void {
  // One task each: together they would be one long task again.
  setTimeout(() =>
    numberFormat('en', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
  );
  setTimeout(() => dateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }));
}
