import { Outlet } from 'react-router';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The public site's frame: header, the page (the route's outlet) and footer. */
export function SiteFrame({ layout, className }: { layout: string; className?: string }) {
  return (
    <div data-layout={layout} className={cn('flex min-h-dvh flex-col', className)}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex w-full flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export interface CardFrameProps {
  layout: string;
  /** The small logo and tighter spacing (a dialog-like page). */
  small?: boolean;
  /** The card's width and anything else it adds. */
  cardClassName: string;
}

/** A centred card under the logo, on a muted page (password reset, modal-like pages). */
export function CardFrame({ layout, small = false, cardClassName }: CardFrameProps) {
  return (
    <div
      data-layout={layout}
      className={cn(
        'flex min-h-dvh flex-col items-center bg-muted/40 px-4',
        small ? 'py-8' : 'py-10',
      )}
    >
      <SkipLink />
      <Logo small={small} />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'w-full rounded-xl border bg-card p-6 shadow-xs outline-none sm:p-8',
          small ? 'mt-6' : 'mt-8',
          cardClassName,
        )}
      >
        <Outlet />
      </main>
    </div>
  );
}
