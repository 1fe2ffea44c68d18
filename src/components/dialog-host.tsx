import { useState } from 'react';
import { FormFailure } from '@/components/form-actions';
import { PendingIcon } from '@/components/pending-icon';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { dialogHost, setConfirmRenderer, useDialogs, type ConfirmRequest } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';

/**
 * A confirmation's buttons. With an `action`, the confirm button does it while the dialog stays
 * open; a refusal is said here, in the dialog (never only in a toast that may go unseen), and
 * the dialog then offers Close.
 */
function ConfirmActions({
  request,
  answer,
}: {
  request: ConfirmRequest;
  answer: (yes: boolean) => void;
}) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ title: string; text?: string } | null>(null);
  const run = async () => {
    if (!request.action) return answer(true);
    setPending(true);
    try {
      await request.action();
      answer(true);
    } catch (error) {
      setPending(false);
      setRefusal(request.refusal?.(error) ?? { title: failureMessage(error) });
    }
  };
  return (
    <>
      {/* An alert: read out when it appears. */}
      {refusal && (
        <FormFailure
          title={refusal.text && refusal.title}
          message={refusal.text ?? refusal.title}
        />
      )}
      <DialogFooter>
        {refusal ? (
          // Takes focus as it appears (in the commit, before the dialog's own watch would see
          // focus on nothing and send it to the heading).
          <Button ref={(node) => node?.focus()} onClick={() => answer(false)}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="outline" disabled={pending} onClick={() => answer(false)}>
              {request.cancelLabel ?? 'Cancel'}
            </Button>
            <Button
              variant={request.destructive ? 'destructive' : 'default'}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => void run()}
            >
              <PendingIcon pending={pending} />
              {request.confirmLabel}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

setConfirmRenderer((request, answer) => <ConfirmActions request={request} answer={answer} />);

/** Renders every dialog opened through `dialogHost` / `confirm`, centred. */
export function DialogHost() {
  const dialogs = useDialogs();
  return (
    <>
      {dialogs.map((dialog) => {
        const close = () => dialogHost.close(dialog.id);
        return (
          <Dialog key={dialog.id} open onOpenChange={(open) => !open && close()}>
            <DialogContent
              size={dialog.size}
              onEscapeKeyDown={(event) => {
                if (dialog.closeOnEscape === false) event.preventDefault();
              }}
              onPointerDownOutside={(event) => {
                if (dialog.closeOnOutsideClick === false) event.preventDefault();
              }}
              {...(dialog.description ? {} : { 'aria-describedby': undefined })}
            >
              <DialogHeader>
                <DialogTitle>{dialog.title}</DialogTitle>
                {dialog.description && <DialogDescription>{dialog.description}</DialogDescription>}
              </DialogHeader>
              {dialog.render?.(close)}
            </DialogContent>
          </Dialog>
        );
      })}
    </>
  );
}
