/**
 * The one constant-time comparison of secrets (bearer tokens, webhook digests, signed grants, the
 * preview secret and cookie): both sides are hashed to SHA-256 first, so the time taken tells neither
 * where they differ nor how long the expected one is.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether `given` is `expected`, in constant time; an absent value never matches. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
