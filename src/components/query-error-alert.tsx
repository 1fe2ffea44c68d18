import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/error-message';

export interface QueryErrorAlertProps {
  /** What could not be loaded: "We couldn't load your jobs." */
  title: string;
  /** The query's error: it decides the sentence under the title (connection, our side, …). */
  error: unknown;
  onRetry: () => void;
}

/**
 * A query that failed: what, why in the app's words (`failureMessage`), and a "Try again" that
 * refetches. The one such alert of the app.
 */
export function QueryErrorAlert({ title, error, onRetry }: QueryErrorAlertProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{failureMessage(error)}</p>
        <div>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
