import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SocialButtons } from './social-buttons';
import type { SocialProvider } from './social-sign-in';

export interface MagicLinkSentViewProps {
  email: string;
  onSocial: (provider: SocialProvider) => void;
}

/** View 3: the sign-up created an account and emailed its magic link. */
export function MagicLinkSentView({ email, onSocial }: MagicLinkSentViewProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Check your email for a magic link</DialogTitle>
        <DialogDescription>
          We&apos;ve sent a magic link to{' '}
          <strong className="font-semibold text-foreground">{email}</strong>
        </DialogDescription>
      </DialogHeader>
      <p className="text-sm text-muted-foreground">
        The link expires shortly, so please click it soon.
      </p>
      <SocialButtons onSelect={onSocial} />
    </>
  );
}
