import { Link } from 'react-router';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { env } from '@/config/env';
import { cn } from '@/lib/utils';

export function Logo({
  to = '/',
  small = false,
  className,
}: {
  to?: string;
  small?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        small ? 'text-base' : 'text-lg',
        className,
      )}
      aria-label={`${env.appName} home`}
    >
      <span
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground"
        aria-hidden="true"
      >
        <BriefcaseBusiness className="size-4" />
      </span>
      <span>{env.appName}</span>
    </Link>
  );
}
