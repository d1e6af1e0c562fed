/**
 * The new-password form of a reset link (the embedded server mails `/app/reset-password/?token=…`;
 * Firebase's own links carry `oobCode`). Same fields, rule and texts as registration (new-password.ts).
 */
import { withNewPassword } from '../features/account/new-password.ts';

/** Said after the new password is set (not a text of docs/requirements.md). */
export const PASSWORD_CHANGED = 'Your password has been changed, please log in';
/** Said when the link has no token or the server refused it (not a text of docs/requirements.md). */
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

export const newPasswordSchema = withNewPassword({});

/** The reset token of a link's query string, if any. */
export function resetTokenOf(search: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.get('token') ?? params.get('oobCode') ?? undefined;
}
