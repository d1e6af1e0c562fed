/**
 * The random ids of an order (docs/requirements.md#timings-and-limits random codes): its number, 'WO-' and 8 uppercase letters and
 * digits, and its lines' ids, 8 of the same, which the cart draws when a line is added. One generator
 * for both: nanoid's customRandom over a cryptographic source, without modulo bias, so ids cannot be
 * guessed from one another and two lines of one cart practically never share one. Pure; browser-safe.
 */
import { customRandom, random as cryptoRandom } from 'nanoid';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 8;

/** The shape of an order number, for routes that take one from a URL. */
export const WEBORDER_ID_PATTERN = /^WO-[A-Z0-9]{8}$/;
/** The shape of a line id. */
export const LINE_ID_PATTERN = /^[A-Z0-9]{8}$/;

/** `size` random bytes (crypto.getRandomValues by default; tests pass their own). */
export type RandomBytes = (size: number) => Uint8Array;

const code = (random: RandomBytes): string => customRandom(ALPHABET, LENGTH, random)();

/** A new order number such as `WO-7K2M9QXA`. */
export const newWeborderId = (random: RandomBytes = cryptoRandom): string => `WO-${code(random)}`;

/** A new line id such as `7K2M9QXA`. */
export const newLineId = (random: RandomBytes = cryptoRandom): string => code(random);
