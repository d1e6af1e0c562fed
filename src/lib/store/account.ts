import { batch } from 'nanostores';
import { isAccountExpired } from './session.ts';
import { $contact, $loggedInTime, $orders, $requestedBlogs, $stayLoggedIn, $user } from './stores.ts';
import type { User } from './types.ts';

/**
 * Set (or, with `undefined`, clear) the signed-in user, recording the login time (docs/requirements.md#logged-in-state).
 * Use this rather than `$user.set` so that short sessions expire 24 hours after login.
 */
export function setUser(user: User | undefined, now: number = Date.now()): void {
  batch(() => {
    $loggedInTime.set(user === undefined ? undefined : now);
    $user.set(user);
  });
}

/** Wipe everything tied to the account: user, contact, orders, requested blogs (and the login time). */
export function clearAccount(): void {
  batch(() => {
    $user.set(undefined);
    $contact.set(undefined);
    $orders.set([]);
    $requestedBlogs.set([]);
    $loggedInTime.set(undefined);
  });
}

/**
 * Drop the stored user and contact when a short session (stay logged in off) is over 24 hours old.
 * Stored values are already checked when read back; call this on long-lived pages (the /app area)
 * to apply the rule without a reload. Returns whether anything was dropped.
 */
export function dropExpiredAccount(now: number = Date.now()): boolean {
  const expired = isAccountExpired({ stayLoggedIn: $stayLoggedIn.get(), loggedInTime: $loggedInTime.get() }, now);
  if (!expired || ($user.get() === undefined && $contact.get() === undefined)) return false;
  batch(() => {
    $user.set(undefined);
    $contact.set(undefined);
  });
  return true;
}
