/** The smaller account flows: forgot password, sign-out, editing the profile. */
import * as z from 'zod/mini';
import type { User } from '../../lib/store/types.ts';
import { authErrorMessage, errorCode } from './auth-errors.ts';
import type { AccountDeps } from './deps.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { ACCOUNT_ROUTES } from './app-routes.ts';
import type { ProfileValues } from './schemas.ts';
import { whitelistUser } from './user-fields.ts';

/** The same address check as the forms (zod's email format). */
const isEmail = (value: string): boolean => z.email().safeParse(value).success;

/**
 * Forgot password (docs/requirements.md#messages): without an email, ask for it first ('Please enter your email address
 * before selecting forgot password'); a malformed one gets the form's text; provider errors are mapped.
 */
export async function forgotPassword(email: string | undefined, deps: AccountDeps): Promise<'sent' | 'failed'> {
  const address = email?.trim() ?? '';
  const problem = address === '' ? M.missingEmail : isEmail(address) ? undefined : M.invalidEmail;
  if (problem !== undefined) {
    deps.toast(problem, 'error');
    return 'failed';
  }
  try {
    await deps.identity.sendPasswordReset(address);
  } catch (error) {
    deps.toast(authErrorMessage(errorCode(error)), 'error');
    return 'failed';
  }
  deps.toast(M.passwordResetSent, 'success');
  return 'sent';
}

/**
 * Sign out (docs/requirements.md#logged-in-state): leave the identity provider and wipe the account from the client store, then
 * the app (login) page. The local wipe happens even when the provider call fails, so a shared
 * computer never keeps someone's account; the failure is still reported.
 */
export async function signOut(deps: AccountDeps): Promise<'signed-out' | 'failed'> {
  let outcome: 'signed-out' | 'failed' = 'signed-out';
  try {
    await deps.identity.signOut();
  } catch {
    deps.toast(M.genericAuthError, 'error');
    outcome = 'failed';
  }
  deps.store.clearAccount();
  deps.navigate(ACCOUNT_ROUTES.app);
  return outcome;
}

/**
 * Save profile edits (the details page): the document first, then the store, so the page never shows
 * what was not saved. The email stays the signed-in one (changing it is the identity provider's job).
 * Failure says 'Error updating changes' (docs/requirements.md#messages).
 */
export async function updateProfile(
  current: User & { uid: string },
  values: ProfileValues,
  deps: AccountDeps,
): Promise<'saved' | 'failed'> {
  const user = whitelistUser({ ...current, ...values, email: current.email ?? values.email });
  try {
    await deps.documents.setUser(current.uid, user);
  } catch {
    deps.toast(M.updateFailed, 'error');
    return 'failed';
  }
  deps.store.updateUser(user);
  deps.toast(M.changesSaved, 'success');
  return 'saved';
}
