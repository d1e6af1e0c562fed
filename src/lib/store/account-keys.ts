/**
 * Where the account stores persist and the event they dispatch when they change, in a module without
 * zod: the header's account link reads these on every page without loading the store
 * (features/account/stored-account-label.ts), and account-stores.ts builds its stores from the same names.
 */
import { STORAGE_PREFIX } from './codec.ts';

/** Store names (localStorage key without the prefix) of the user and the session rule's inputs. */
export const ACCOUNT_STORE_NAMES = {
  user: 'user',
  stayLoggedIn: 'stayLoggedIn',
  loggedInTime: 'loggedInTime',
} as const;

/** The localStorage keys of those stores (`tasman:user`, …). */
export const ACCOUNT_STORAGE_KEYS = {
  user: `${STORAGE_PREFIX}${ACCOUNT_STORE_NAMES.user}`,
  stayLoggedIn: `${STORAGE_PREFIX}${ACCOUNT_STORE_NAMES.stayLoggedIn}`,
  loggedInTime: `${STORAGE_PREFIX}${ACCOUNT_STORE_NAMES.loggedInTime}`,
} as const;

/**
 * Dispatched on `window` after the user, "stay logged in" or login time changed in this tab: the
 * browser's `storage` event reaches only other tabs, and the header does not subscribe to the store.
 */
export const ACCOUNT_CHANGE_EVENT = 'tasman:account-change';
