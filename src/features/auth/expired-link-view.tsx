import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** View 1: the magic link (or a social sign-in) failed; 'Sign up' starts over. */
export function ExpiredLinkView({ onSignUp }: { onSignUp: () => void }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>This link is no longer valid</DialogTitle>
        <DialogDescription>
          It appears that this link is no longer valid. Please sign up again to receive a new one.
        </DialogDescription>
      </DialogHeader>
      <Button size="lg" onClick={onSignUp} className="sm:w-fit">
        Sign up
      </Button>
    </>
  );
}
