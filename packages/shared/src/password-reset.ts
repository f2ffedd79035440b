import { z } from 'zod';
import { newPasswordField, withPasswordConfirmation } from './accounts.ts';
import { emailField, passwordText } from './fields.ts';

/** How long a reset link works, once. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/**
 * How long the link a new customer made at the office's desk is mailed works, once: long
 * enough to read the mail after the trip has begun (decision 069).
 */
export const SET_PASSWORD_VALID_HOURS = 72;

/** The same answer whether or not the address has an account: nobody learns who is a customer. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses this email address, we have sent it a link to choose a new password. ' +
  `The link works once, for ${PASSWORD_RESET_VALID_MINUTES} minutes.`;

export const PASSWORD_RESET_INVALID_MESSAGE =
  'This password reset link is not valid any more: it was used already, has expired or was ' +
  'replaced by a newer one. Please ask for a new link.';

export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed. Please sign in with your new password.';

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: passwordText('The reset link is incomplete; please open it from the email again').max(
    100,
    'The reset link is not valid',
  ),
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The reset page's fields: the token comes from the link, the confirmation stays in the browser. */
export const resetPasswordFormSchema = withPasswordConfirmation(
  resetPasswordSchema.pick({ newPassword: true }),
  'newPassword',
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
