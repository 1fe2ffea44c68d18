import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

export interface UploadProgressProps {
  /** An upload is under way: the status line and the bar show. */
  active: boolean;
  /** What is uploading: "Uploading cv.pdf" (the ellipsis and the percentage are added). */
  text: string;
  /** 0..1 (useUpload's `progress`). */
  progress: number;
  /** The bar's accessible name: "Resume upload". */
  label: string;
  /** Offers "Cancel upload" (while the file is on its way). */
  onCancel?: () => void;
  /** Offers "Try again" (after an upload failed on the way). */
  onRetry?: () => void;
  /** Sizes the status line and the bar. */
  className?: string;
  /** Why the upload (or what came after it) failed: shown above, announced at once. */
  error?: string | null;
  /** The error line's id, for a control it describes. */
  errorId?: string;
}

/**
 * An upload's progress for people: what went wrong (if anything), "Uploading cv.pdf… 40%"
 * announced politely, its bar, and the Cancel upload / Try again buttons. It stays mounted so the announcements are heard.
 */
export function UploadProgress({
  active,
  text,
  progress,
  label,
  onCancel,
  onRetry,
  className,
  error,
  errorId,
}: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  return (
    <>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {active && (
          <div className={cn('flex flex-col gap-1', className)}>
            <span className="text-muted-foreground">
              {text}… {percent}%
            </span>
            <Progress value={percent} aria-label={label} />
          </div>
        )}
      </div>
      {onCancel && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onCancel}>
          Cancel upload
        </Button>
      )}
      {onRetry && (
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          Try again
        </Button>
      )}
    </>
  );
}
