import { useQuery, useQueryClient } from '@tanstack/react-query';
import Bookmark from 'lucide-react/icons/bookmark';
import Briefcase from 'lucide-react/icons/briefcase';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import UserRound from 'lucide-react/icons/user-round';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from 'react-router';
import { useSafeNavigate } from '@/lib/navigation';
import { useSession } from '@/lib/session/session-store';
import { logOut } from '@/lib/session/log-out';
import { paths } from '@/config/paths';
import { initials } from '@/lib/format/initials';
import { savedJobIdsOptions } from '@/features/saved-jobs/api';

/** The signed-in candidate's menu (docs/product.md §2). */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const profile = useSession((s) => s.profile);
  const queryClient = useQueryClient();
  const go = useSafeNavigate();
  const name = profile?.name ?? user?.name ?? null;
  const image = profile?.profile_image ?? null;
  // The saved jobs' count: the ids every Save toggle reads (one request per session, candidates only).
  const savedCount = useQuery({
    ...savedJobIdsOptions(),
    enabled: user?.access_type === 'candidate',
  }).data?.count;
  const avatar = (size?: 'lg') => (
    <Avatar size={size}>
      {image && <AvatarImage src={image} alt="" />}
      <AvatarFallback>
        {user ? (
          initials(name?.trim() || user.email)
        ) : (
          <UserRound className="size-4" aria-hidden="true" />
        )}
      </AvatarFallback>
    </Avatar>
  );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="menu" aria-label="Account menu">
          {avatar()}
          <span className="hidden max-w-40 truncate text-sm md:inline">{name ?? user?.email}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel weight="normal" className="flex items-center gap-3">
          {avatar('lg')}
          <span className="flex min-w-0 flex-col">
            {name && (
              <span className="truncate font-medium" title={name}>
                {name}
              </span>
            )}
            <span className="truncate text-xs text-muted-foreground" title={user?.email}>
              {user?.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Entries that go to pages are links (they open in a new tab, their address can be copied). */}
        <DropdownMenuItem asChild>
          <Link to={paths.profile()}>
            <UserRound aria-hidden="true" /> My profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.appliedJobs()}>
            <Briefcase aria-hidden="true" /> Applied jobs
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.savedJobs()}>
            <Bookmark aria-hidden="true" /> Saved jobs
            {savedCount !== undefined && (
              <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                <span className="sr-only">(</span>
                {savedCount}
                <span className="sr-only">)</span>
              </span>
            )}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings()}>
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            void logOut(queryClient);
            go(paths.home());
          }}
        >
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
