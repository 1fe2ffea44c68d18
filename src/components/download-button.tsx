import type * as React from 'react';
import Download from 'lucide-react/icons/download';
import { PendingIcon } from '@/components/pending-icon';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/error-message';

export interface DownloadButtonProps extends Omit<
  React.ComponentProps<typeof Button>,
  'onClick' | 'type' | 'variant' | 'disabled'
> {
  /** The file is being prepared: the button says it is busy and ignores clicks. */
  pending: boolean;
  onDownload: () => void;
}

/**
 * A button that prepares a file and saves it (a job's applications as CSV, a candidate's own data):
 * a download icon, a spinner while busy. It stays focusable while busy (aria-disabled, not
 * disabled), so focus is not lost.
 */
export function DownloadButton({ pending, onDownload, children, ...props }: DownloadButtonProps) {
  return (
    <Button
      {...props}
      variant="outline"
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!pending) onDownload();
      }}
    >
      {pending ? <PendingIcon pending /> : <Download aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** Why a download failed, in words, under its button: "We couldn't download <what>. <reason>" */
export function DownloadFailure({ what, error }: { what: string; error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        <p>
          We couldn't download {what}. {failureMessage(error)}
        </p>
      </AlertDescription>
    </Alert>
  );
}
