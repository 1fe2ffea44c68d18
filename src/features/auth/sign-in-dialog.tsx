import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { signInDialog, useSignInDialog } from '@/lib/sign-in-dialog';

/**
 * The candidate sign-in / sign-up dialog (spec section 2). Its views and flow are built in the
 * sign-in dialog issue; the shell already opens and closes it.
 */
export function SignInDialog() {
  const { open } = useSignInDialog();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && signInDialog.close()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Ready for your next chapter?</DialogTitle>
          <DialogDescription>Sign up or sign in to apply to your selected job</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
