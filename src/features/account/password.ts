/** The password rule of docs/requirements.md#validation, shared by the registration schema and any strength hint. */

/** Fewest characters a password may have (docs/requirements.md#validation). */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Most characters a password may have: better-auth's default maximum, so a password the form accepts
 * is never refused by the embedded identity server (Firebase allows more).
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Whether a password meets docs/requirements.md#validation: at least 8 characters, an uppercase letter and a digit.
 * Characters are counted as code points (an emoji is one), uppercase includes accented capitals,
 * and the maximum length is not part of "strong" (the schema checks it with its own message).
 */
export function isStrongPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\d/.test(password);
}
