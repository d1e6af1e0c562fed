/**
 * The new-password form of a reset link (the embedded server mails `/app/reset-password/?token=…`;
 * Firebase's own links carry `oobCode`). Same password rule and texts as registration (docs/requirements.md#validation).
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from '../features/account/messages.ts';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../features/account/password.ts';

/** Said after the new password is set (not a text of docs/requirements.md). */
export const PASSWORD_CHANGED = 'Your password has been changed, please log in';
/** Said when the link has no token or the server refused it (not a text of docs/requirements.md). */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

export const newPasswordSchema = z
  .object({
    password: z.string().check(
      z.refine(isStrongPassword, { error: M.passwordRule }),
      z.refine((value) => [...value].length <= PASSWORD_MAX_LENGTH, { error: M.passwordTooLong }),
    ),
    confirmPassword: z.string().check(z.minLength(1, { error: M.required })),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      error: M.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );

/** The reset token of a link's query string, if any. */
export function resetTokenOf(search: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.get('token') ?? params.get('oobCode') ?? undefined;
}
