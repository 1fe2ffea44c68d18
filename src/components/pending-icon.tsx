import Loader2Icon from 'lucide-react/icons/loader-circle';

/** A spinner inside a busy button; hidden from assistive technology (the button says aria-busy). */
export function PendingIcon({ pending }: { pending?: boolean }) {
  return pending ? (
    <Loader2Icon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
  ) : null;
}
