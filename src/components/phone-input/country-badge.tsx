/**
 * A country shown by its ISO code in a small badge ('DE'), in place of a flag (docs/product.md §5).
 * Flag emoji are regional-indicator pairs: Windows draws them as two letters, a system without an
 * emoji font as empty boxes; no SVG flag set is installed, and the code reads the same everywhere.
 * Decorative: the control beside it names the country in words.
 */
export function CountryBadge({ iso2 }: { iso2: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="country-code"
      className="inline-flex h-5 min-w-7 shrink-0 items-center justify-center rounded-sm border border-input bg-muted px-1 font-mono text-[11px] leading-none font-semibold tracking-wide text-foreground"
    >
      {iso2.toUpperCase()}
    </span>
  );
}
