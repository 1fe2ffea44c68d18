import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobListItem } from '@generated/types.gen';
import { CompanyLogo } from '@/components/company-logo';
import { cn } from '@/lib/utils';

/**
 * One job in a candidate's own list (applied jobs, saved jobs): the company's logo, the title
 * linking on (the whole row is its target), the company, a line of dates, and what sits at the
 * end (a stage badge, a Remove button: give it `relative z-10` to stay clickable).
 */
export function JobRow({
  job,
  to,
  dates,
  end,
  className,
}: {
  job: Pick<JobListItem, 'title' | 'employer'>;
  to: string;
  dates: ReactNode;
  end: ReactNode;
  className?: string;
}) {
  return (
    <li
      className={cn(
        'relative flex items-center gap-4 rounded-xl border bg-card p-4 focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-sm',
        className,
      )}
    >
      <CompanyLogo name={job.employer.name} url={job.employer.logo_url} alt="" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="text-base font-semibold break-words">
          <Link to={to} className="outline-none after:absolute after:inset-0 after:content-['']">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm break-words text-muted-foreground">{job.employer.name}</p>
        <p className="text-xs text-muted-foreground">{dates}</p>
      </div>
      {end}
    </li>
  );
}
