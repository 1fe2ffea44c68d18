import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

export interface PagerProps {
  /** The navigation's name (e.g. "Pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** Where a page is. */
  hrefFor: (page: number) => string;
  /** Keeps the scroll position (a list inside a longer page). */
  preventScrollReset?: boolean;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when there is one page. */
export function Pager({ label, page, pageCount, hrefFor, preventScrollReset }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          to={hrefFor(page - 1)}
          preventScrollReset={preventScrollReset}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          to={hrefFor(page + 1)}
          preventScrollReset={preventScrollReset}
        >
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
