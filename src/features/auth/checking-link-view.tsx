import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** While a magic-link key is checked: sized like the complete-account view that usually follows. */
export function CheckingLinkView() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Checking your link</DialogTitle>
        <DialogDescription>One moment while we check your sign-up link.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4" aria-busy="true">
        <Spinner label="Checking your link" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-10 w-40" />
      </div>
    </>
  );
}
