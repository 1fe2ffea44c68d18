import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import UserRound from 'lucide-react/icons/user-round';
import type { Invitation, UserMembership } from '@generated/types.gen';
import { CompanyLogo } from '@/components/company-logo';
import { PreloadLink } from '@/components/preload-link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/dialogs';
import { failureMessage } from '@/lib/error-message';
import { isProblem, problemCode } from '@/lib/problem';
import { logOut } from '@/lib/session/log-out';
import { isSignedIn, session, useSession } from '@/lib/session/session-store';
import { signInDialog } from '@/lib/sign-in-dialog';
import { invitationOptions, useAcceptInvitation, useDeclineInvitation } from './api';
import { roleDescriptions, roleLabels } from './roles';

/**
 * What the invitation page shows, derived from the invitation as the server reads it, who is
 * signed in and what was just done here (never synced in an effect). Each state is one screen.
 */
type InvitationView =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'expired'; invitation: Invitation }
  | { kind: 'used'; invitation: Invitation }
  | { kind: 'declined'; invitation: Invitation }
  | { kind: 'joined'; invitation: Invitation; membership: UserMembership }
  | { kind: 'already-member'; invitation: Invitation }
  | { kind: 'signed-out'; invitation: Invitation }
  | { kind: 'wrong-account'; invitation: Invitation; signedInAs: string }
  | { kind: 'ready'; invitation: Invitation };

interface ViewInputs {
  invitation: Invitation | undefined;
  /** The lookup's failure, if any. */
  error: unknown;
  user: { email: string; employers: UserMembership[] } | null;
  /** What accept answered on this page, if it did. */
  accepted: UserMembership | undefined;
  acceptError: unknown;
  declined: boolean;
  declineError: unknown;
}

/** The one decision of the page: which screen, from what is known. */
function invitationView({
  invitation,
  error,
  user,
  accepted,
  acceptError,
  declined,
  declineError,
}: ViewInputs): InvitationView {
  if (error) {
    if (problemCode(error, 400) === 'token_invalid') return { kind: 'invalid' };
    return { kind: 'failed', message: failureMessage(error) };
  }
  if (!invitation) return { kind: 'loading' };
  if (accepted) return { kind: 'joined', invitation, membership: accepted };
  if (declined) return { kind: 'declined', invitation };
  // What the server answered to an Accept or Decline here is newer than the invitation read.
  const refused = acceptError ?? declineError;
  if (problemCode(refused, 410) === 'invitation_expired') return { kind: 'expired', invitation };
  if (problemCode(refused, 409) === 'already_member') return { kind: 'already-member', invitation };
  if (problemCode(refused, 409) === 'invitation_used') return { kind: 'used', invitation };
  if (problemCode(refused, 400) === 'token_invalid') return { kind: 'invalid' };

  const invitee = user?.email.toLowerCase() === invitation.email.toLowerCase();
  // Someone else's link stays someone else's, even for a member of that company.
  const member = user?.employers.some((e) => e.employer_id === invitation.employer.id) ?? false;
  if (member && invitee) return { kind: 'already-member', invitation };
  if (invitation.status === 'expired') return { kind: 'expired', invitation };
  if (invitation.status === 'declined') return { kind: 'declined', invitation };
  if (invitation.status === 'accepted') return { kind: 'used', invitation };
  if (!user) return { kind: 'signed-out', invitation };
  if (!invitee || problemCode(refused, 403) === 'invitation_wrong_account')
    return { kind: 'wrong-account', invitation, signedInAs: user.email };
  return { kind: 'ready', invitation };
}

/**
 * /employer/invitation/:token: the page of an invitation link. It says which company invites,
 * who invited and with which role, and lets the invited account accept or decline. Nothing
 * happens on opening it: an invitation joins no one without their click (docs/product.md §2).
 */
export function InvitationPage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const lookup = useQuery(invitationOptions(token));
  const signedIn = useSession(isSignedIn);
  const user = useSession((s) => s.user);
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);

  const view = invitationView({
    invitation: lookup.data,
    error: lookup.error,
    user: signedIn && user ? user : null,
    accepted: accept.data,
    acceptError: accept.error,
    declined: decline.isSuccess,
    declineError: decline.error,
  });
  const busy = accept.isPending || decline.isPending;
  // A refusal no state explains (a network failure, a 500): said above the buttons.
  const otherFailure = [accept.error, decline.error].find(
    (e) => e && !(isProblem(e) && [400, 403, 409, 410].includes(e.status)),
  );

  const onAccept = () => accept.mutate({ body: { token } });
  const onDecline = async (invitation: Invitation) => {
    const yes = await confirm({
      title: `Decline the invitation to ${invitation.employer.name}?`,
      description: `${invitation.invited_by ?? invitation.employer.name} will see that you declined. To join later, you need a new invitation.`,
      confirmLabel: 'Decline invitation',
      destructive: true,
    });
    if (yes) decline.mutate({ body: { token } });
  };
  const signIn = (invitation: Invitation) => {
    // The dialog (password, or a magic link that comes back to this page) with the invited email.
    signInDialog.setParams({ ...signInDialog.get().params, email: invitation.email });
    signInDialog.open();
  };

  switch (view.kind) {
    case 'loading':
      return (
        <Frame title="Your invitation">
          <div role="status" aria-label="Loading the invitation…" className="grid gap-3">
            <Skeleton className="h-12 w-12" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        </Frame>
      );
    case 'invalid':
      return (
        <Frame title="This invitation link is not valid" icon={<CircleX aria-hidden="true" />}>
          <p>
            It may have been revoked, or replaced by a newer invitation. Ask the person who invited
            you to send it again.
          </p>
        </Frame>
      );
    case 'failed':
      return (
        <Frame title="We couldn't open this invitation">
          <p>{view.message}</p>
          <div>
            <Button variant="outline" onClick={() => void lookup.refetch()}>
              Try again
            </Button>
          </div>
        </Frame>
      );
    case 'expired':
      return (
        <Frame
          title="This invitation has expired"
          icon={<Clock aria-hidden="true" />}
          invitation={view.invitation}
        >
          <p>
            Invitations work for 7 days. Ask {view.invitation.invited_by ?? 'an owner'} at{' '}
            {view.invitation.employer.name} to resend it.
          </p>
        </Frame>
      );
    case 'used':
      return (
        <Frame title="This invitation has already been used" invitation={view.invitation}>
          <p>
            It was accepted or declined before. If you need access to{' '}
            {view.invitation.employer.name}, ask an owner for a new invitation.
          </p>
        </Frame>
      );
    case 'declined':
      return (
        <Frame title="Invitation declined" invitation={view.invitation}>
          <p>
            You declined the invitation to {view.invitation.employer.name}. Nothing else changed.
          </p>
        </Frame>
      );
    case 'joined':
      return (
        <Frame
          title={`You joined ${view.membership.employer_name}`}
          icon={<CircleCheck aria-hidden="true" />}
          invitation={view.invitation}
        >
          <p>
            You are {article(view.membership.role)} {roleLabels[view.membership.role].toLowerCase()}
            : {roleDescriptions[view.membership.role]}
          </p>
          <div>
            <PreloadLink className={buttonVariants()} to={paths.employer.dashboard()}>
              Go to the dashboard
            </PreloadLink>
          </div>
        </Frame>
      );
    case 'already-member':
      return (
        <Frame
          title={`You are already in ${view.invitation.employer.name}`}
          invitation={view.invitation}
        >
          <p>There is nothing to accept.</p>
          <div>
            <PreloadLink
              className={buttonVariants()}
              to={paths.employer.dashboard()}
              onClick={() => session.selectCompany(view.invitation.employer.id)}
            >
              Go to the dashboard
            </PreloadLink>
          </div>
        </Frame>
      );
    case 'signed-out':
      return (
        <Frame title={invitedTitle(view.invitation)} invitation={view.invitation} details>
          <p>
            Sign in as <strong className="font-semibold">{view.invitation.email}</strong> to accept.
            No account yet? Continue with that email to create one; you come back here to accept.
          </p>
          <Actions>
            <Button onClick={() => signIn(view.invitation)}>Sign in to accept</Button>
            <PreloadLink
              className={buttonVariants({ variant: 'outline' })}
              to={`${paths.employer.signIn()}?next=${encodeURIComponent(paths.employer.invitation(token))}`}
            >
              Employer sign-in
            </PreloadLink>
            <Button variant="ghost" disabled={busy} onClick={() => void onDecline(view.invitation)}>
              Decline
            </Button>
          </Actions>
          {otherFailure !== undefined && <Failure error={otherFailure} />}
        </Frame>
      );
    case 'wrong-account':
      return (
        <Frame
          title="This invitation is for another account"
          icon={<UserRound aria-hidden="true" />}
          invitation={view.invitation}
          details
        >
          <Alert>
            <AlertTitle>Signed in with another email</AlertTitle>
            <AlertDescription>
              <p>
                It was sent to <strong className="font-semibold">{view.invitation.email}</strong>,
                and you are signed in as{' '}
                <strong className="font-semibold">{view.signedInAs}</strong>. Sign out, then sign in
                as {view.invitation.email} to accept it.
              </p>
            </AlertDescription>
          </Alert>
          <Actions>
            <Button onClick={() => void logOut(queryClient)}>Sign out</Button>
          </Actions>
        </Frame>
      );
    case 'ready':
      return (
        <Frame title={invitedTitle(view.invitation)} invitation={view.invitation} details>
          <Actions>
            <Button disabled={busy} onClick={onAccept}>
              {accept.isPending && <Spinner label="Accepting" tone="inherit" />}
              Accept invitation
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void onDecline(view.invitation)}
            >
              Decline
            </Button>
          </Actions>
          {otherFailure !== undefined && <Failure error={otherFailure} />}
        </Frame>
      );
  }
}

const article = (role: string) => (role === 'admin' || role === 'owner' ? 'an' : 'a');

const invitedTitle = (invitation: Invitation) => `Join ${invitation.employer.name}`;

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>;
}

function Failure({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{failureMessage(error)}</AlertDescription>
    </Alert>
  );
}

/** The page's card: heading, the invitation's company and terms when known, then the state's body. */
function Frame({
  title,
  icon,
  invitation,
  details = false,
  children,
}: {
  title: string;
  icon?: ReactNode;
  invitation?: Invitation;
  /** Show who invited and with which role (the states where a decision is still to be taken). */
  details?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card>
        <div className="flex flex-col gap-4">
          {invitation && (
            <CompanyLogo
              name={invitation.employer.name}
              url={invitation.employer.logo_url}
              alt=""
              loading="eager"
            />
          )}
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight [&_svg]:size-6">
            {icon}
            {title}
          </h1>
          {invitation && details && (
            <p className="text-muted-foreground">
              {invitation.invited_by ?? 'Someone'} invited{' '}
              <strong className="font-semibold text-foreground">{invitation.email}</strong> to join{' '}
              {invitation.employer.name} as {article(invitation.role)}{' '}
              <strong className="font-semibold text-foreground">
                {roleLabels[invitation.role].toLowerCase()}
              </strong>
              . {roleDescriptions[invitation.role]}
            </p>
          )}
          <div className="flex flex-col gap-4 text-sm">{children}</div>
        </div>
      </Card>
    </div>
  );
}
