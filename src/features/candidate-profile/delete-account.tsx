import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useDeleteProfile } from './api';

const DELETE_ACCOUNT_CONSEQUENCE =
  'Your applications, resumes and profile will be deleted. This cannot be undone.';

/** Delete the candidate account, after a confirmation that names what is lost. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteProfile();
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    const yes = await confirm({
      title: 'Delete your account?',
      description: DELETE_ACCOUNT_CONSEQUENCE,
      confirmLabel: 'Delete my account',
      destructive: true,
    });
    if (!yes) return;
    remove.mutate(
      {},
      {
        onSuccess: () => {
          onDeleted();
          void notify('Your account has been deleted', {
            severity: 'success',
            detail: 'We are sorry to see you go.',
          });
        },
        onError: (error) => setError(`We couldn't delete your account. ${failureMessage(error)}`),
      },
    );
  };

  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">{DELETE_ACCOUNT_CONSEQUENCE}</p>
      <Button variant="destructive" disabled={remove.isPending} onClick={() => void run()}>
        Delete account
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
