/**
 * Where the email verification link lands: the identity server redirects to the Login
 * screen with `?verified=1`, adding `error=…` when the link did not work, so the screen can say
 * which. Pure: no IO.
 */
import { ACCOUNT_ROUTES } from './app-routes.ts';

/** The query parameter the verification link's return carries. */
export const VERIFIED_MARKER = 'verified';

/** Where the identity server sends the browser after the verification link. */
export const VERIFICATION_RETURN = `${ACCOUNT_ROUTES.app}?${VERIFIED_MARKER}=1`;

/** What a Login screen at `search` (location.search) should say about verification, if anything. */
export function verificationOutcome(search: string): 'verified' | 'failed' | undefined {
  const params = new URLSearchParams(search);
  if (params.get(VERIFIED_MARKER) !== '1') return undefined;
  return params.has('error') ? 'failed' : 'verified';
}
