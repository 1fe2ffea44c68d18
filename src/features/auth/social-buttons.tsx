import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { SocialProvider } from './social-sign-in';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#0A66C2"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z"
      />
    </svg>
  );
}

const PROVIDERS: Record<SocialProvider, { label: string; Mark: () => React.JSX.Element }> = {
  google: { label: 'Continue with Google', Mark: GoogleMark },
  linkedin: { label: 'Continue with LinkedIn', Mark: LinkedInMark },
};

export interface SocialButtonsProps {
  onSelect: (provider: SocialProvider) => void;
  /** Which buttons to show, in order (default: Google, LinkedIn). */
  providers?: readonly SocialProvider[];
  disabled?: boolean;
  className?: string;
}

/** 'Continue with Google' and 'Continue with LinkedIn' (docs/product.md §2). */
export function SocialButtons({
  onSelect,
  providers = ['google', 'linkedin'],
  disabled,
  className,
}: SocialButtonsProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      {providers.map((provider) => {
        const { label, Mark } = PROVIDERS[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            size="lg"
            disabled={disabled}
            onClick={() => onSelect(provider)}
          >
            <Mark />
            {label}
          </Button>
        );
      })}
    </div>
  );
}

/** The 'OR' divider between the social buttons and the email form. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      OR
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}
