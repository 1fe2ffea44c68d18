import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageDescription, PageTitle } from './page-title';

/** The 404 page (docs/product.md §2 and §8). */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PageTitle title="Page Not Found" />
      <PageDescription content="The page you are looking for might have been removed, had its name changed, or is temporarily unavailable." />
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight">
        Oops, we can't seem to find the page you're looking for
      </h1>
      <p className="text-muted-foreground">
        The page you are looking for might have been removed, had its name changed, or is
        temporarily unavailable.
      </p>
      <p className="text-sm text-muted-foreground" data-testid="not-found-path">
        Page Not Found{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{path}</code>
      </p>
      <Link className={buttonVariants({ size: 'lg' })} to="/">
        Back to homepage
      </Link>
    </section>
  );
}
