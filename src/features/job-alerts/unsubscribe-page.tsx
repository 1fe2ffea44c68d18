import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/error-message';
import { isProblem } from '@/lib/problem';
import { isSignedIn, useSession } from '@/lib/session/session-store';
import { unsubscribeOptions, useUpdateJobAlert } from './api';

/**
 * The token of the link this page was opened with. It travels in the fragment (never sent to a
 * server, so it reaches no log) and is taken out of the address at once (the URL in history and
 * any analytics page view carry no credential, as src/lib/session/url-tokens.ts keeps sign-in
 * tokens out). Kept here so that a second render still has it.
 */
let captured: string | null = null;
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) {
    captured = token;
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return captured;
}

const STATES: Record<number, { title: string; text: string }> = {
  400: {
    title: 'This unsubscribe link is not valid',
    text: 'It may have been cut short when it was copied. Open it from the email again, or manage your alerts in your notification settings.',
  },
  404: {
    title: 'This job alert no longer exists',
    text: 'It was deleted, so it sends no more emails.',
  },
  410: {
    title: 'This unsubscribe link has expired',
    text: 'Links in alert emails work for 90 days. Sign in to pause or delete the alert in your notification settings.',
  },
};

/**
 * /alerts/unsubscribe#token=…: a job alert email's one-click unsubscribe. Opening it pauses the
 * alert (unsubscribeJobAlert, no sign-in); it says which, links to the alerts, and, signed in as
 * the alert's owner, turns it back on.
 */
export function UnsubscribePage() {
  const [token] = useState(takeToken);
  const result = useQuery({ ...unsubscribeOptions(token ?? ''), enabled: token !== null });
  const signedIn = useSession(isSignedIn);
  const resume = useUpdateJobAlert();
  const alertId = token?.split('.')[0] ?? '';

  const manage = (
    <Link to={paths.settingsNotification()} className="font-medium text-primary underline">
      Manage your job alerts
    </Link>
  );

  let body: React.ReactNode;
  if (
    token === null ||
    (result.isError && isProblem(result.error) && STATES[result.error.status])
  ) {
    const state =
      STATES[token === null ? 400 : isProblem(result.error) ? result.error.status : 400]!;
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight">{state.title}</h1>
        <p className="text-muted-foreground">{state.text}</p>
        <p>{manage}</p>
      </>
    );
  } else if (result.isError) {
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight">We couldn't unsubscribe you</h1>
        <p className="text-muted-foreground">{failureMessage(result.error)}</p>
        <div>
          <Button onClick={() => void result.refetch()}>Try again</Button>
        </div>
      </>
    );
  } else if (result.isPending) {
    body = (
      <p role="status" className="text-muted-foreground">
        Unsubscribing…
      </p>
    );
  } else {
    const { name } = result.data;
    const resumed = resume.isSuccess && !resume.data.paused;
    body = (
      <>
        <h1 className="text-2xl font-bold tracking-tight">
          {resumed ? 'Your alert is on again' : 'You are unsubscribed'}
        </h1>
        <p role="status">
          {resumed
            ? `You will get “${name}” emails again.`
            : `You won't get “${name}” emails any more.`}
        </p>
        {resume.isError && (
          <Alert variant="destructive">
            <AlertTitle>We couldn't turn the alert back on</AlertTitle>
            <AlertDescription>
              {isProblem(resume.error) && resume.error.status === 404
                ? 'This alert belongs to another account. Sign in with the account the email was sent to.'
                : failureMessage(resume.error)}
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap items-center gap-4">
          {signedIn && !resumed && (
            <Button
              variant="outline"
              disabled={resume.isPending}
              onClick={() => resume.mutate({ path: { alertId }, body: { paused: false } })}
            >
              Turn it back on
            </Button>
          )}
          {manage}
        </div>
        {!signedIn && (
          <p className="text-sm text-muted-foreground">
            Changed your mind? Sign in to turn it back on in your notification settings.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <Card className="flex flex-col gap-4">{body}</Card>
    </div>
  );
}
