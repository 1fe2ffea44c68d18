import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { SIGNED_IN_ELSEWHERE } from './sign-in-messages';

/**
 * Shown in place of "Check your email" once the session another tab started reached this one
 * (the magic link opened there, and that tab went on with what the visitor set out to do).
 */
export function SignedInElsewhereView({ onContinue }: { onContinue: () => void }) {
  const email = useSession((s) => (isSignedIn(s) ? (s.user?.email ?? null) : null));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{SIGNED_IN_ELSEWHERE.title}</DialogTitle>
        <DialogDescription>{SIGNED_IN_ELSEWHERE.description(email)}</DialogDescription>
      </DialogHeader>
      <Button size="lg" onClick={onContinue} className="sm:w-fit">
        Continue
      </Button>
    </>
  );
}
