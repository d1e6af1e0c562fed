/**
 * What the header's account link says and where it goes (docs/requirements.md#who-may-do-what): 'Account' for a logged-in user,
 * 'Register' for someone signed in who still has to register, otherwise 'Login'. Pure.
 */
import { ACCOUNT_ROUTES } from './app-routes.ts';
import { accountButtonLabel } from './state.ts';
import type { AccountButtonLabel, AuthUser } from './types.ts';
import type { User } from '../../lib/store/types.ts';

export interface AccountLink {
  label: AccountButtonLabel;
  href: string;
}

const HREF: Readonly<Record<AccountButtonLabel, string>> = {
  Account: ACCOUNT_ROUTES.account,
  Register: ACCOUNT_ROUTES.register,
  Login: ACCOUNT_ROUTES.app,
};

/**
 * The link for the stored user. The header is static HTML and asks no server, so the stored user
 * stands for the signed-in identity: the flows store a user only after the identity signed in, and
 * one that is not logged in was stored to finish registering (docs/requirements.md#registration).
 */
export function accountLink(user: User | undefined): AccountLink {
  const identity: AuthUser | undefined =
    user === undefined
      ? undefined
      : { uid: user.uid ?? user.contact_id ?? '', email: user.email, emailVerified: user.emailVerified === true };
  const label = accountButtonLabel(user, identity);
  return { label, href: HREF[label] };
}
