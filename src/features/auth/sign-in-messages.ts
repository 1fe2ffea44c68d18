/** The dialog's texts that more than one view or module uses (docs/product.md §2 and §8). */
export const WRONG_PASSWORD = 'Your password is not correct, please try again.';

/** Shown when a call fails for a reason the visitor cannot fix by editing a field. */
export const TRY_AGAIN = 'Something went wrong on our side. Please try again in a moment.';

/** The initial view's line when the dialog was opened to apply to a job (docs/product.md §2, exact). */
export const SIGN_IN_TO_APPLY = 'Sign up or sign in to apply to your selected job';

/** The initial view's line when no job was chosen (the header's 'Sign in', a link, a page that needs a session). */
export const SIGN_IN_GENERAL =
  'Sign up or sign in to apply to jobs and keep track of your applications.';
