import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface QueryErrorAlertProps {
  /** What could not be loaded: "We couldn't load your jobs." */
  title: string;
  onRetry: () => void;
}

/** A query that failed: what, and a "Try again" that refetches. The one such alert of the app. */
export function QueryErrorAlert({ title, onRetry }: QueryErrorAlertProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>Check your connection and try again.</p>
        <div>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
