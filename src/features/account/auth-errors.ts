/**
 * Identity errors to the texts of docs/requirements.md#messages. Codes arrive from two adapters: Firebase Auth
 * (`auth/wrong-password`, lower kebab case) and better-auth, the embedded identity server
 * (`INVALID_EMAIL_OR_PASSWORD`, upper snake case). Both are normalised to bare kebab case
 * (`USER_NOT_FOUND` and `auth/user-not-found` both become `user-not-found`) and looked up in one table.
 */
import { ACCOUNT_MESSAGES as M } from './messages.ts';

/** Normalised code to message. docs/requirements.md#messages codes first, then the adapters' synonyms (the account messages say which texts are required verbatim). */
const AUTH_CODE_MESSAGES: ReadonlyMap<string, string> = new Map([
  // docs/requirements.md#messages
  ['invalid-password', M.incorrectCredentials],
  ['invalid-email', M.incorrectCredentials],
  ['wrong-password', M.incorrectCredentials],
  ['user-not-found', M.userNotFound],
  ['email-already-exists', M.emailInUse],
  ['email-already-in-use', M.emailInUse],
  ['missing-email', M.missingEmail],
  // Firebase with email-enumeration protection (the default since 2023) answers these instead of
  // wrong-password / user-not-found.
  ['invalid-credential', M.incorrectCredentials],
  ['invalid-login-credentials', M.incorrectCredentials],
  ['weak-password', M.passwordRule],
  // better-auth BASE_ERROR_CODES (@better-auth/core/src/error/codes.ts)
  ['invalid-email-or-password', M.incorrectCredentials],
  ['credential-account-not-found', M.incorrectCredentials],
  ['user-email-not-found', M.userNotFound],
  ['user-already-exists', M.emailInUse],
  ['user-already-exists-use-another-email', M.emailInUse],
  ['password-too-short', M.passwordRule],
  ['password-too-long', M.passwordTooLong],
  ['email-not-verified', M.verifyEmailFirst],
  // The embedded server's own codes: the password rule hook, and its per-IP rate limit (HTTP 429).
  ['password-too-weak', M.passwordRule],
  ['too-many-requests', M.tooManyAttempts],
]);

/** `auth/Wrong-Password`, `WRONG_PASSWORD` and `wrong-password` all become `wrong-password`. */
export function normaliseAuthCode(code: string): string {
  return code
    .trim()
    .replace(/^auth\//i, '')
    .toLowerCase()
    .replaceAll('_', '-');
}

/** The docs/requirements.md#messages text for a known auth code, or `undefined` when the code has none of its own. */
export function knownAuthErrorMessage(code: string | undefined): string | undefined {
  return code === undefined ? undefined : AUTH_CODE_MESSAGES.get(normaliseAuthCode(code));
}

/** The docs/requirements.md#messages text for an auth code; unknown or missing codes get the generic text. */
export function authErrorMessage(code: string | undefined): string {
  return knownAuthErrorMessage(code) ?? M.genericAuthError;
}

/** The string `code` of a thrown value (Firebase `FirebaseError.code`, better-auth `error.code`), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' && error.code !== '' ? error.code : undefined;
}

/** The human text of a thrown value (an Error's message, or a thrown string), if any. */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message.trim() || undefined : undefined;
}

/** Codes of a sign-in the visitor cancelled (closed the popup): not an error worth a toast. */
const CANCELLED_CODES: ReadonlySet<string> = new Set([
  'popup-closed-by-user',
  'cancelled-popup-request',
  'user-cancelled',
]);

/** Whether a thrown value means the visitor cancelled the sign-in popup. */
export function isCancelledSignIn(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && CANCELLED_CODES.has(normaliseAuthCode(code));
}

/**
 * The text of a failed sign-in (docs/requirements.md#messages "other sign-in errors show provider message"): a code with a
 * required text gets that text, otherwise the provider's own message, otherwise the generic text.
 */
export function signInErrorMessage(error: unknown): string {
  return knownAuthErrorMessage(errorCode(error)) ?? errorText(error) ?? M.genericAuthError;
}
