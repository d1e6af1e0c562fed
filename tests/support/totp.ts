/**
 * RFC 6238 time-based codes (HMAC-SHA1, 30 s steps, 6 digits: what authenticator apps compute), from a
 * base-32 secret as the account screen shows it, so tests can act as the buyer's phone.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base-32 secret (spaces, padding and case ignored). */
export function base32Bytes(secret: string): Buffer {
  const clean = secret.replaceAll(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base-32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(Number.parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

/** The code for the 30-second step holding `at` (RFC 4226 dynamic truncation). */
export function totp(secret: string, at: Date = new Date()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** A 6-digit code that is not the current one, nor the one before or after (a "wrong code"). */
export function wrongCode(secret: string, at: Date = new Date()): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totp(secret, new Date(at.getTime() + shift))));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
