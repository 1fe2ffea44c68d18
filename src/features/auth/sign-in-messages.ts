/** The dialog's texts that more than one view or module uses (spec sections 2 and 8). */
export const WRONG_PASSWORD = 'Your password is not correct, please try again.';

/** Shown when a call fails for a reason the visitor cannot fix by editing a field. */
export const TRY_AGAIN = 'Something went wrong on our side. Please try again in a moment.';
