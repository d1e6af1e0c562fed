/** Steps the sign-in and registration flows share. */
import type { Contact, User } from '../../lib/store/types.ts';
import type { AccountDeps } from './deps.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { ACCOUNT_ROUTES } from './app-routes.ts';

/** The pause between a success toast and the redirect (docs/requirements.md#registration "after 1 s"). */
export const REDIRECT_DELAY_MS = 1000;

/** The contact id of a user: `contact_id`, which equals the uid (docs/requirements.md#user-document). */
export const contactIdOf = (user: User, uid: string): string => user.contact_id ?? uid;

/**
 * Store a registered user and their contact, then their resources record (docs/requirements.md#accounts). Resources are
 * secondary: if they fail to load, the visitor is still logged in and told something went wrong,
 * rather than losing the whole sign-in.
 */
export async function startSession(user: User, contact: Contact, contactId: string, deps: AccountDeps): Promise<void> {
  deps.store.setUser(user);
  deps.store.setContact(contact);
  try {
    const resources = await deps.documents.loadResources(contactId);
    deps.store.setRequestedBlogs([...new Set(resources.requestedBlogs)]);
    deps.store.setOrders(resources.orders);
  } catch {
    deps.toast(M.genericAuthError, 'error');
  }
}

/**
 * Send a signed-in user who is not registered to the register page (docs/requirements.md#registration): stored with
 * registrationCompleted false (so the button reads 'Register' and the form can prefill), no
 * contact, and the info toast before the redirect.
 */
export function sendToRegistration(user: User, deps: AccountDeps): void {
  deps.store.setUser({ ...user, registrationCompleted: false });
  deps.store.setContact(undefined);
  deps.toast(M.completeRegistration, 'info');
  deps.navigate(ACCOUNT_ROUTES.register);
}

/** Sign out of the identity provider, ignoring failure (used where the account stays unusable anyway). */
export async function signOutQuietly(deps: AccountDeps): Promise<void> {
  try {
    await deps.identity.signOut();
  } catch {
    // Nothing to tell the visitor: they were never logged in on this site.
  }
}
