/**
 * Cart line ids: 8 uppercase letters and digits (SPEC §3 "random id", §9 random codes), drawn from
 * crypto.getRandomValues without modulo bias so two lines of one cart practically never share an id.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 8;
/** Bytes at or above this are redrawn: 252 is the largest multiple of 36 that fits in a byte. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** The shape of a line id. */
export const LINE_ID_PATTERN = /^[A-Z0-9]{8}$/;

/** Fills a byte array with random values (crypto.getRandomValues by default; tests pass their own). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A new line id such as `7K2M9QXA`. */
export function newLineId(random: RandomBytes = cryptoBytes): string {
  let code = '';
  while (code.length < LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < UNBIASED_LIMIT && code.length < LENGTH) code += ALPHABET[byte % ALPHABET.length] ?? '';
    }
  }
  return code;
}
