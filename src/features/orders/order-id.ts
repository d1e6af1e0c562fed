/**
 * Web order numbers: 'WO-' and 8 uppercase letters and digits (SPEC §9 random codes). Drawn from a
 * cryptographic source without modulo bias, so numbers cannot be guessed from one another.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Bytes at or above this are redrawn: 252 is the largest multiple of 36 that fits in a byte. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** The shape of an order number, for routes that take one from a URL. */
export const WEBORDER_ID_PATTERN = /^WO-[A-Z0-9]{8}$/;

/** Fills a byte array with random values (crypto.getRandomValues by default; tests pass their own). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A new order number such as `WO-7K2M9QXA`. */
export function newWeborderId(random: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < 8) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && code.length < 8) code += ALPHABET[byte % ALPHABET.length] ?? '';
    }
  }
  return `WO-${code}`;
}
