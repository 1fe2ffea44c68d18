import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { dialogHost, setConfirmRenderer, useDialogs } from '@/lib/dialogs';

setConfirmRenderer((request, answer) => (
  <DialogFooter>
    <Button variant="outline" onClick={() => answer(false)}>
      {request.cancelLabel ?? 'Cancel'}
    </Button>
    <Button variant={request.destructive ? 'destructive' : 'default'} onClick={() => answer(true)}>
      {request.confirmLabel}
    </Button>
  </DialogFooter>
));

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
