/**
 * Bearer tokens of the operators' handles (/metrics, /api/admin/*): compared in constant time
 * (lib/security/same-secret.server.ts), and named in
 * the log by a fingerprint (the first 8 hex digits of its SHA-256), never by the token. Pure.
 */
import { createHash } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerOf(authorization: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

/** The log's name for a token: the first 8 hex digits of its SHA-256. */
export const tokenFingerprint = (token: string): string => digest(token).toString('hex').slice(0, 8);
