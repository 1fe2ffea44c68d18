import { PendingIcon } from '@/components/pending-icon';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { OrDivider, SocialButtons } from './social-buttons';
import type { SocialProvider } from './social-sign-in';
import type { ResendOutcome } from './use-sign-in-flow';

export interface MagicLinkSentViewProps {
  email: string;
  onSocial: (provider: SocialProvider) => void;
  /** 'Resend link': the same sign-up again. */
  onResend: () => void;
  /** 'Use another email': back to the email step with this address, to correct it. */
  onChangeEmail: () => void;
  /** A resend is under way. */
  pending?: boolean;
  /** The answer to the last resend. */
  resent?: ResendOutcome;
}

/**
 * View 3: the sign-up created an account and emailed its magic link (docs/product.md §2). Not a
 * dead end (decision 012): the link can be sent again (the contract's throttle may say to wait), and
 * a mistyped address can be corrected. A sign-in in another tab is noticed (use-sign-in-flow).
 */
export function MagicLinkSentView({
  email,
  onSocial,
  onResend,
  onChangeEmail,
  pending = false,
  resent = null,
}: MagicLinkSentViewProps) {
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
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          No email? Check your spam folder, send the link again, or correct the address.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onResend} disabled={pending} aria-busy={pending}>
            <PendingIcon pending={pending} />
            Resend link
          </Button>
          <Button variant="outline" onClick={onChangeEmail} disabled={pending}>
            Use another email
          </Button>
        </div>
        {/* One live region for both outcomes, so each answer is announced. */}
        <p
          role="status"
          className={
            resent && 'failed' in resent ? 'text-sm text-destructive' : 'text-sm text-success'
          }
        >
          {resent ? ('sent' in resent ? resent.sent : resent.failed) : ''}
        </p>
      </div>
      <OrDivider />
      <SocialButtons onSelect={onSocial} />
    </>
  );
}
