import { Link } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

const linkClass = 'text-sm text-muted-foreground hover:text-foreground';

/**
 * The candidate site's footer (docs/product.md §2). The copyright line names the current year. Terms and
 * Conditions sits beside Privacy Policy: the page exists, and nothing else links it.
 */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          © {new Date().getFullYear()} {env.appName}. All rights reserved.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.aboutUs()} className={linkClass}>
            About Us
          </Link>
          <Link to={paths.privacyPolicy()} className={linkClass}>
            Privacy Policy
          </Link>
          <Link to={paths.terms()} className={linkClass}>
            Terms and Conditions
          </Link>
          <a
            href={env.employerSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Post a Job
          </a>
          <a
            href={env.careerAdviceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            Career Advice
          </a>
        </nav>
      </div>
    </footer>
  );
}
