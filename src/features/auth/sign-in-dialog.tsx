import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useSignInDialog } from '@/lib/sign-in-dialog';
import { CheckingLinkView } from './checking-link-view';
import { CompleteAccountView } from './complete-account-view';
import { EmailStepView } from './email-step-view';
import { ExpiredLinkView } from './expired-link-view';
import { MagicLinkSentView } from './magic-link-sent-view';
import { ReturningUserView } from './returning-user-view';
import { SignedInElsewhereView } from './signed-in-elsewhere-view';
import { useSignInFlow } from './use-sign-in-flow';

/**
 * The candidate sign-in / sign-up dialog (docs/product.md §2): five views and the flow between them
 * (use-sign-in-flow.ts), plus the word that another tab signed in. The shell renders it, lazily,
 * while `signInDialog` is open.
 */
export function SignInDialog() {
  const { open, purpose } = useSignInDialog();
  const flow = useSignInFlow();
  const { view, errors, pending } = flow;

  let body: React.ReactNode;
  switch (view.name) {
    case 'checking-link':
      body = <CheckingLinkView />;
      break;
    case 'expired':
      body = <ExpiredLinkView onSignUp={flow.reset} />;
      break;
    case 'magic-link-sent':
      body = (
        <MagicLinkSentView
          email={view.email}
          onSocial={flow.social}
          onResend={() => void flow.resend()}
          onChangeEmail={flow.changeEmail}
          pending={pending}
          resent={flow.resent}
        />
      );
      break;
    case 'signed-in-elsewhere':
      body = <SignedInElsewhereView onContinue={flow.closeSignedIn} />;
      break;
    case 'complete-account':
      body = (
        <CompleteAccountView
          email={view.email}
          onSubmit={(password) => void flow.createAccount(password)}
          onNotYou={flow.reset}
          pending={pending}
          passwordError={errors.password}
          error={errors.form}
        />
      );
      break;
    case 'returning-user':
      body = (
        <ReturningUserView
          email={view.email}
          methods={view.methods}
          onLogin={(password) => void flow.loginWithPassword(password)}
          onNotYou={flow.reset}
          onSocial={flow.social}
          forgotPasswordHref={flow.forgotPasswordHref}
          onForgotPassword={flow.leaveForForgotPassword}
          pending={pending}
          passwordError={errors.password}
          error={errors.form}
        />
      );
      break;
    default:
      body = (
        <EmailStepView
          purpose={purpose}
          defaultEmail={flow.emailDefault}
          onSubmit={(email) => void flow.submitEmail(email)}
          onBack={flow.close}
          onSocial={flow.social}
          pending={pending}
          emailError={errors.email}
          error={errors.form}
        />
      );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && flow.close()}>
      <DialogContent size="2xl" className="sm:p-8" data-view={view.name}>
        <div key={view.name} className="mx-auto grid w-full max-w-md gap-5">
          {body}
        </div>
      </DialogContent>
    </Dialog>
  );
}
