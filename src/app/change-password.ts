/**
 * The account screen's password change: the current password, then a new one twice, with the rule
 * and texts of registration and reset (the schemas of reset-password.ts).
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from '../features/account/messages.ts';
import { newPasswordSchema } from './reset-password.ts';

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: M.required })),
    password: newPasswordSchema.shape.password,
    confirmPassword: newPasswordSchema.shape.confirmPassword,
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: M.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );

/** What the screen says when the identity server refuses a change (its better-auth `code`). */
export function passwordChangeRefusal(code: string | undefined, serverMessage: string): string {
  if (code === 'INVALID_PASSWORD') return M.currentPasswordWrong;
  if (code === 'PASSWORD_TOO_WEAK' || code === 'PASSWORD_TOO_SHORT') return M.passwordRule;
  if (code === 'PASSWORD_TOO_LONG') return M.passwordTooLong;
  if (code === 'TOO_MANY_REQUESTS' || code === 'SIGN_IN_LOCKED') return serverMessage;
  return M.genericAuthError;
}
