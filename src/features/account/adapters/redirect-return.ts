/**
 * The return leg of a sign-in that left the page (the embedded server's Google sign-in): the address
 * carries a marker (`?signin=google`, plus better-auth's `error=` when it failed); the marker is
 * removed at once so a reload does not finish the sign-in twice.
 */
import type { AuthUser } from '../types.ts';
import { IdentityError } from './browser-identity.ts';

/** The query parameter that marks a return from a redirect sign-in. */
export const REDIRECT_MARKER = 'signin';

/** The bits of `window.location` and `history` the adapters use, injectable for tests. */
export interface PageLocation {
  origin: () => string;
  href: () => string;
  /** Leave for another address. */
  go: (url: string) => void;
  /** Change the address without a navigation (drop the marker). */
  replace: (url: string) => void;
}

/** The real page. */
export const browserPage = (): PageLocation => ({
  origin: () => window.location.origin,
  href: () => window.location.href,
  go: (url) => {
    window.location.assign(url);
  },
  replace: (url) => {
    window.history.replaceState(window.history.state, '', url);
  },
});

/**
 * The signed-in user when this page load returns from a redirect sign-in, else `undefined`.
 * A failed return rejects with the provider's error code (better-auth's `error` parameter).
 */
export async function redirectReturn(
  page: PageLocation,
  currentUser: () => Promise<AuthUser | undefined>,
): Promise<AuthUser | undefined> {
  const url = new URL(page.href());
  if (!url.searchParams.has(REDIRECT_MARKER)) return undefined;
  const error = url.searchParams.get('error');
  url.searchParams.delete(REDIRECT_MARKER);
  url.searchParams.delete('error');
  url.searchParams.delete('error_description');
  page.replace(`${url.pathname}${url.search}${url.hash}`);
  if (error) throw new IdentityError(error, error.replaceAll('_', ' '));
  return currentUser();
}
