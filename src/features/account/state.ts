/**
 * Account state rules of docs/requirements.md#accounts as pure functions, so the header button, the /app pages, the
 * checkout and the sign-in flows all judge "registered" and "logged in" the same way. No zod here
 * (`whitelistUser`, which needs the user schema, is in user-fields.ts): the header's account link
 * uses these rules on every page.
 */
import type { Contact, User } from '../../lib/store/types.ts';
import type { AccountButtonLabel, AuthUser } from './types.ts';

/** Registered (docs/requirements.md#who-may-do-what): the CRM contact is verified and has marketing info, both truthy. */
export function isRegistered(contact: Contact | undefined): boolean {
  return Boolean(contact?.is_verified) && Boolean(contact?.marketingInfo);
}

/**
 * Logged in (docs/requirements.md#logged-in-state): the stored user's email is verified and they have a first name or completed
 * registration. A first name of only spaces is no name.
 */
export function isLoggedIn(user: User | undefined): boolean {
  if (user?.emailVerified !== true) return false;
  return (user.first_name?.trim() ?? '') !== '' || user.registrationCompleted === true;
}

/**
 * The account button's label (docs/requirements.md#who-may-do-what): 'Account' for a logged-in user, 'Register' for someone
 * signed in to the identity provider who is not logged in yet, otherwise 'Login'.
 */
export function accountButtonLabel(user: User | undefined, authUser: AuthUser | null | undefined): AccountButtonLabel {
  if (isLoggedIn(user)) return 'Account';
  return authUser ? 'Register' : 'Login';
}

/**
 * Whether the stored user's emailVerified flag must be set (docs/requirements.md#accounts): the identity provider says the
 * address is verified but the user document does not yet (an email user who followed the link).
 */
export function needsEmailVerifiedFlag(authUser: AuthUser | null | undefined, storedUser: User | undefined): boolean {
  return authUser?.emailVerified === true && storedUser !== undefined && storedUser.emailVerified !== true;
}

/** Orders need a verified contact with marketing info (docs/requirements.md#who-may-do-what); otherwise the register modal shows. */
export function canPlaceOrder(contact: Contact | undefined): boolean {
  return isRegistered(contact);
}
