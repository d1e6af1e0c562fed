/**
 * What the /app mini-app needs of an identity adapter beyond the flows' IdentityPort: the identity
 * signed in now (to complete a registration, docs/requirements.md#registration) and the end of a sign-in that left the page (the
 * embedded server's Google sign-in is a redirect, not a popup). Both adapters implement it.
 */
import type { IdentityPort } from '../deps.ts';
import type { AuthUser } from '../types.ts';

export interface BrowserIdentity extends IdentityPort {
  /** The identity signed in now (session cookie or Firebase's current user), if any. */
  currentUser: () => Promise<AuthUser | undefined>;
  /**
   * The user coming back from a redirect sign-in started by `signInWithGoogle`, once (the marker is
   * removed from the address); `undefined` when this page load is no such return. Rejects with the
   * provider's error code when the sign-in failed.
   */
  takeRedirectResult: () => Promise<AuthUser | undefined>;
  /** Set a new password with the token of a reset link (the /app reset screen). */
  resetPassword: (token: string, newPassword: string) => Promise<void>;
}

/** An identity failure with a code the account rules map to docs/requirements.md#messages texts (auth-errors.ts). */
export class IdentityError extends Error {
  readonly code: string;
  readonly status: number | undefined;

  constructor(code: string, message: string, status?: number) {
    super(message);
    this.name = 'IdentityError';
    this.code = code;
    this.status = status;
  }
}
