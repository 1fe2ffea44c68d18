import Bookmark from 'lucide-react/icons/bookmark';
import type { SaveJobControlProps } from '@/components/save-job-slot';
import { Button } from '@/components/ui/button';

export interface SaveButtonProps extends SaveJobControlProps {
  saved: boolean;
  /** Signed in, its part is still loading: shown as it will be, but not clickable yet. */
  busy?: boolean;
  onClick?: () => void;
}

/**
 * The Save toggle itself: a button with its state for screen readers (aria-pressed), "Save" or
 * "Saved" in words, and on a card the job's title in its name ("Save Data Engineer"), since a list
 * has one per job. It sits above the card's stretched link.
 */
export function SaveButton({ job, place, saved, busy = false, onClick }: SaveButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size={place === 'page' ? 'lg' : 'sm'}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={busy}
      data-save-toggle=""
      className="relative z-10"
      onClick={onClick}
    >
      <Bookmark aria-hidden="true" className={saved ? 'fill-current' : undefined} />
      {saved ? 'Saved' : 'Save'}
      {place === 'card' && <span className="sr-only"> {job.title}</span>}
    </Button>
  );
}
