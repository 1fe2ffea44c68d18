import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

/** Unmatched routes and errors that escape a page. */
export function RootError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage path={location.pathname} />;
  }
  console.error('[app] unhandled route error', error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle title="Something went wrong" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        An unexpected error stopped this page. Reloading usually helps.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
