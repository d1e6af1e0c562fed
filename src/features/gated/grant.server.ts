/**
 * Signed proofs for gated blog content (docs/requirements.md#blogs-and-gated-content), HMAC-SHA256 with the server's
 * secret: the grant a browser earns by sending a gated form (an HttpOnly cookie listing the blogs it
 * unlocked), and the short-lived links to a gated blog's files. Each kind signs under its own label,
 * so a signature of one kind never passes as the other.
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../lib/security/same-secret.server.ts';

/** The cookie holding a browser's grant. */
export const GRANT_COOKIE = 'tasman_gated';
/** How long a grant lasts after the last gated form it was extended by. */
export const GRANT_SECONDS = 30 * 24 * 60 * 60;
/** How long a signed file link works: long enough to click it after the content loaded. */
export const FILE_LINK_SECONDS = 60 * 60;
/** Where a gated file is downloaded from (src/pages/api/gated-files/[file].ts). */
export const FILE_ROUTE = '/api/gated-files/';

const signature = (secret: string, label: string, message: string): string =>
  createHmac('sha256', secret).update(`${label}\n${message}`).digest('base64url');

interface GrantPayload {
  blogs: string[];
  expires: number;
}

function isGrantPayload(value: unknown): value is GrantPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { blogs, expires } = value as Record<string, unknown>;
  return Array.isArray(blogs) && blogs.every((id) => typeof id === 'string') && typeof expires === 'number';
}

/** A grant cookie value for `blogs`, good until `expires` (seconds since the epoch). */
export function signGrant(secret: string, blogs: readonly string[], expires: number): string {
  const payload = Buffer.from(JSON.stringify({ blogs: [...new Set(blogs)], expires })).toString('base64url');
  return `${payload}.${signature(secret, 'grant', payload)}`;
}

/** The blogs a grant cookie value unlocks at `now` (seconds); none when it is forged, damaged or expired. */
export function readGrant(secret: string, value: string | undefined, now: number): string[] {
  const [payload, signed, extra] = (value ?? '').split('.');
  if (!payload || !signed || extra !== undefined || !sameSecret(signed, signature(secret, 'grant', payload))) return [];
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isGrantPayload(parsed) && parsed.expires > now ? parsed.blogs : [];
  } catch {
    return [];
  }
}

/** A link to the gated file `file` (a bare file name) that works until `expires` (seconds). */
export function signFileLink(secret: string, file: string, expires: number): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, 'file', `${file}\n${expires}`),
  });
  return `${FILE_ROUTE}${encodeURIComponent(file)}?${query.toString()}`;
}

/** Whether a file link's `expires` and `signature` are the server's own for `file` and still good at `now`. */
export function fileLinkIsValid(
  secret: string,
  file: string,
  expires: string | null,
  signed: string | null,
  now: number,
): boolean {
  if (!expires || !signed || !/^\d{1,12}$/.test(expires) || Number(expires) <= now) return false;
  return sameSecret(signed, signature(secret, 'file', `${file}\n${expires}`));
}
