import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useDeleteProfile } from './api';

/**
 * What deleting the account does (the contract's deleteProfile): what goes, and what every employer
 * keeps of the applications, and for how long.
 */
const DELETE_ACCOUNT_CONSEQUENCE =
  "Your profile, resumes, saved jobs and job alerts will be deleted. Your applications are anonymised at every company: employers keep only the job, its status and dates, without your name, contact details, resume, cover letter or answers, for the company's retention period. This cannot be undone.";

/** Delete the candidate account, after a confirmation that names what is lost and what is kept. */
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
      <p className="text-sm text-muted-foreground">
        Want a copy first? Use &lsquo;Download my data&rsquo; above.
      </p>
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
