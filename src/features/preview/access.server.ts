/**
 * Who may see drafts (docs/requirements.md#who-may-do-what: preview reads drafts with a credentialed client). The first visit
 * carries `?secret=<PREVIEW_SECRET>`: it earns an HttpOnly, SameSite=Lax cookie and a redirect to the
 * clean URL, so the secret does not stay in the address bar, history or Referer. The cookie holds an
 * HMAC of the secret, never the secret; changing PREVIEW_SECRET ends every preview session.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/security/same-secret.server.ts';

export const PREVIEW_COOKIE = 'tasman_preview';
/** Where the cookie is sent: preview pages and their live-update streams only. */
export const PREVIEW_COOKIE_PATH = '/preview/';
/** An editor's preview session lasts a working day. */
export const PREVIEW_COOKIE_MAX_AGE_S = 12 * 60 * 60;

const tokenOf = (secret: string): string =>
  createHmac('sha256', secret).update('tasman-cad preview session').digest('base64url');

/** What a preview request may do. */
export type PreviewAccess =
  | { kind: 'denied' }
  | { kind: 'allowed' }
  /** The right secret in the URL: set the cookie (`cookie`) and redirect to `location`. */
  | {
      kind: 'grant';
      cookie: { name: string; value: string; path: string; maxAge: number; secure: boolean };
      location: string;
    };

/**
 * Decide a preview request. Without a configured secret preview is off; a wrong secret in the URL is
 * denied even with a valid cookie, so a mistyped link never shows a draft by accident.
 */
export function previewAccess(url: URL, cookieValue: string | undefined, secret: string | undefined): PreviewAccess {
  if (!secret) return { kind: 'denied' };
  const given = url.searchParams.get('secret');
  if (given !== null) {
    if (!sameSecret(given, secret)) return { kind: 'denied' };
    const clean = new URL(url);
    clean.searchParams.delete('secret');
    return {
      kind: 'grant',
      cookie: {
        name: PREVIEW_COOKIE,
        value: tokenOf(secret),
        path: PREVIEW_COOKIE_PATH,
        maxAge: PREVIEW_COOKIE_MAX_AGE_S,
        secure: url.protocol === 'https:',
      },
      location: clean.pathname + clean.search,
    };
  }
  return sameSecret(cookieValue, tokenOf(secret)) ? { kind: 'allowed' } : { kind: 'denied' };
}

/**
 * The preview cookie for an editor the Studio vouched for (its Presentation tool's preview secret),
 * as a Set-Cookie value. The preview then shows in the Studio's frame, on another site: only a
 * `SameSite=None` cookie is sent there, browsers take one only with `Secure`, and `Partitioned` keeps
 * it to the frames of that one site.
 */
export const studioPreviewCookie = (secret: string): string =>
  `${PREVIEW_COOKIE}=${tokenOf(secret)}; Path=${PREVIEW_COOKIE_PATH}; Max-Age=${PREVIEW_COOKIE_MAX_AGE_S}; HttpOnly; Secure; SameSite=None; Partitioned`;
