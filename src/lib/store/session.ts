/** A session that did not ask to stay logged in lasts this long after login (24 hours). */
export const SHORT_SESSION_MS = 24 * 60 * 60 * 1000;

export interface SessionState {
  /** The visitor's "stay logged in" choice (defaults to true). */
  stayLoggedIn: boolean;
  /** When the user was last set (ms since epoch), if ever. */
  loggedInTime: number | undefined;
}

/**
 * Whether stored account data (user, contact) must be dropped when read back (docs/requirements.md#logged-in-state):
 * only when the visitor did not ask to stay logged in and more than 24 hours passed since login.
 * With no recorded login time such a session cannot be vouched for, so it is dropped too.
 */
export function isAccountExpired({ stayLoggedIn, loggedInTime }: SessionState, now: number): boolean {
  if (stayLoggedIn) return false;
  if (loggedInTime === undefined) return true;
  return now - loggedInTime > SHORT_SESSION_MS;
}
