import { useMutation } from '@tanstack/react-query';
import {
  checkRegistrationOptions,
  confirmEmailMutation,
  confirmPasswordResetMutation,
  loginMutation,
  requestPasswordResetMutation,
  signUpMutation,
  verifyPasswordTokenMutation,
  verifySignupKeyMutation,
} from '@generated/@tanstack/react-query.gen';
import { profileOptions } from '@/lib/api/shared-queries';

/**
 * The auth feature's queries and mutations (decision 009). None of them changes a cached answer:
 * a sign-in starts a session (src/lib/session), which resets the whole cache.
 */

/** The candidate's profile, loaded once signed in (shared with the session and the profile page). */
export { profileOptions };

/** Which sign-in methods an email has (404 when it has no account). */
export const registrationOptions = (email: string) =>
  checkRegistrationOptions({ query: { email } });

export const useLogin = () => useMutation(loginMutation());
export const useSignUp = () => useMutation(signUpMutation());
export const useConfirmEmail = () => useMutation(confirmEmailMutation());
export const useVerifySignupKey = () => useMutation(verifySignupKeyMutation());
export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutation());
export const useVerifyPasswordToken = () => useMutation(verifyPasswordTokenMutation());
export const useConfirmPasswordReset = () => useMutation(confirmPasswordResetMutation());
