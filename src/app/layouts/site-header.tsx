import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import Menu from 'lucide-react/icons/menu';
import { Button } from '@/components/ui/button';
import { SignInUrlTrigger } from '@/features/auth/sign-in-url-trigger';
import { env } from '@/config/env';
import { withChunkReload } from '@/lib/chunk-reload';
import { useSession, isSignedIn } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { paths } from '@/config/paths';
import { Logo } from './logo';

// Loaded when needed: the account menu for signed-in visitors, the drawer when opened.
const UserMenu = lazy(
  withChunkReload(() => import('./user-menu').then((m) => ({ default: m.UserMenu }))),
);
const MobileMenu = lazy(
  withChunkReload(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu }))),
);

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** 'Post a job' and 'Career advice': external, new tab, no opener. */
function ExternalNav({ className }: { className?: string }) {
  return (
    <>
      <a
        href={env.employerSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={className ?? navLinkClass}
      >
        Post a job
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={env.careerAdviceUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={className ?? navLinkClass}
      >
        Career advice
        <ExternalLink className="ml-1 inline size-3" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}

/** The candidate site's header (docs/product.md §2). */
export function SiteHeader() {
  const signedIn = useSession(isSignedIn);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SignInUrlTrigger />
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink
            to={paths.jobs()}
            className={({ isActive }) => `${navLinkClass} ${isActive ? 'text-foreground' : ''}`}
          >
            Find jobs
          </NavLink>
          <ExternalNav />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <Suspense fallback={<span className="size-10" aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          ) : (
            // Hidden in a prerendered page while a signed-in visitor waits for the app (scripts/prerender.ts).
            <Button data-signed-out-only onClick={() => signInDialog.open()}>
              Sign in
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          {menuOpen && (
            <Suspense fallback={null}>
              <MobileMenu
                open={menuOpen}
                onOpenChange={setMenuOpen}
                links={
                  <>
                    <Link to={paths.jobs()} className={navLinkClass}>
                      Find jobs
                    </Link>
                    <ExternalNav />
                  </>
                }
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
