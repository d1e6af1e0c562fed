/**
 * The account screen's password change: the current password, then a new one twice, with the fields,
 * rule and texts of registration and reset (new-password.ts).
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from '../features/account/messages.ts';
import { withNewPassword } from '../features/account/new-password.ts';
import { PASSWORD_RULE_CODE } from '../schemas/password.ts';

export const changePasswordSchema = withNewPassword({
  currentPassword: z.string().check(z.minLength(1, { error: M.required })),
});

/** What the screen says when the identity server refuses a change (its better-auth `code`). */
export function passwordChangeRefusal(code: string | undefined, serverMessage: string): string {
  if (code === 'INVALID_PASSWORD') return M.currentPasswordWrong;
  if (code === PASSWORD_RULE_CODE || code === 'PASSWORD_TOO_SHORT') return M.passwordRule;
  if (code === 'PASSWORD_TOO_LONG') return M.passwordTooLong;
  if (code === 'TOO_MANY_REQUESTS' || code === 'SIGN_IN_LOCKED') return serverMessage;
  return M.genericAuthError;
}
