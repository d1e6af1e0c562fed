/**
 * The persisted user of the client store (docs/requirements.md#client-store), with the login time and "stay logged in" choice
 * that decide when a short session ends. A module of its own so that islands needing only the account
 * load these and the user reader, not the whole store. The header's account link does not load it:
 * it reads the stored text (features/account/stored-account-label.ts) and follows ACCOUNT_CHANGE_EVENT.
 */
import type { User } from '../../schemas/user.ts';
import { ACCOUNT_CHANGE_EVENT, ACCOUNT_STORE_NAMES } from './account-keys.ts';
import { persisted } from './persisted.ts';
import { isAccountExpired } from './session.ts';
import { readBoolean, readNumber, readUser, type Reader } from './stored-shapes.ts';

/** The visitor's "stay logged in" choice (default true). */
export const $stayLoggedIn = persisted<boolean>(ACCOUNT_STORE_NAMES.stayLoggedIn, true, readBoolean);
/** When the user was last set (ms since epoch); written by `setUser`. */
export const $loggedInTime = persisted<number | undefined>(ACCOUNT_STORE_NAMES.loggedInTime, undefined, readNumber);

/** Account data: also refused (so the value reads as undefined) when the session expired. */
export const unexpired =
  <T>(read: Reader<T>): Reader<T> =>
  (value) =>
    isAccountExpired({ stayLoggedIn: $stayLoggedIn.get(), loggedInTime: $loggedInTime.get() }, Date.now())
      ? undefined
      : read(value);

/** The signed-in user's document; dropped on read when a short session expired. */
export const $user = persisted<User | undefined>(ACCOUNT_STORE_NAMES.user, undefined, unexpired(readUser));

// Tell the header's account link in this tab (persistentAtom writes localStorage before listeners
// run, so the link reads the new text). No window on the server (island SSR): nothing to tell.
const announce = (): void => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ACCOUNT_CHANGE_EVENT));
};
for (const store of [$user, $stayLoggedIn, $loggedInTime]) store.listen(announce);
