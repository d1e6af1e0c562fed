/**
 * Where to go back to after signing in or registering: a buyer sent from the checkout to log in or
 * register lands on the checkout again instead of the account page. Kept for this tab
 * (sessionStorage), used once, and only ever an /app path (never an address from elsewhere).
 */
import { ACCOUNT_ROUTES, type AccountRoute } from '../features/account/app-routes.ts';
import { STORAGE_PREFIX } from '../lib/store/codec.ts';
import { tabStorage } from '../lib/store/web-storage.ts';

const KEY = `${STORAGE_PREFIX}returnPath`;
const APP_PATHS: readonly string[] = Object.values(ACCOUNT_ROUTES);

const isAppPath = (path: string | null | undefined): path is AccountRoute =>
  typeof path === 'string' && APP_PATHS.includes(path);

/** Come back to `path` after the next sign-in or registration. */
export function rememberReturnPath(path: AccountRoute, storage = tabStorage()): void {
  try {
    storage?.setItem(KEY, path);
  } catch {
    // Without storage the buyer lands on the account page, one click from the cart.
  }
}

/**
 * Where a flow's "go to the account page" should go: the remembered path (forgotten as it is used),
 * or the account page. Other destinations are left as they are.
 */
export function afterSignIn(path: AccountRoute, storage = tabStorage()): AccountRoute {
  if (path !== ACCOUNT_ROUTES.account) return path;
  const remembered = storage?.getItem(KEY);
  storage?.removeItem(KEY);
  return isAppPath(remembered) ? remembered : path;
}
