import { waitInWords } from '@/lib/format/wait';

/** The dialog's texts that more than one view or module uses (docs/product.md §2 and §8). */
export const WRONG_PASSWORD = 'Your password is not correct, please try again.';

/** Shown when a call fails for a reason the visitor cannot fix by editing a field. */
export const TRY_AGAIN = 'Something went wrong on our side. Please try again in a moment.';

/** The initial view's line when the dialog was opened to apply to a job (docs/product.md §2, exact). */
export const SIGN_IN_TO_APPLY = 'Sign up or sign in to apply to your selected job';

/** The initial view's line when no job was chosen (the header's 'Sign in', a link, a page that needs a session). */
export const SIGN_IN_GENERAL =
  'Sign up or sign in to apply to jobs and keep track of your applications.';

/** 'Check your email': another link was sent. */
export const linkSentAgain = (email: string) => `We've sent another magic link to ${email}.`;

/** 'Check your email': the sign-up's throttle (the contract's x-throttle) refused another link. */
export function tooManyLinks(waitSeconds: number | null): string {
  return waitSeconds === null
    ? "You've asked for several links in a short time. Wait a while, then ask for another."
    : `You've asked for several links in a short time. You can ask for another in ${waitInWords(waitSeconds)}.`;
}

/** The dialog when the session appeared because another tab signed in. */
export const SIGNED_IN_ELSEWHERE = {
  title: 'Signed in in another tab',
  description: (email: string | null) =>
    email
      ? `You're now signed in as ${email} in this tab too.`
      : "You're now signed in in this tab too.",
} as const;
