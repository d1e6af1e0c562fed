/**
 * The password rule of docs/requirements.md#validation and the one sentence that states it. The forms
 * check it before they send and the identity server checks it again whatever a client sent, so a buyer
 * reads the same words from either. Pure, so islands and the server import this same module.
 */

/** Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Most characters a password may have: better-auth's default maximum, which bounds the hashing work of
 * one request, so a password the form accepts is never refused by the embedded identity server
 * (Firebase allows more). Not part of "strong": the forms say it with a message of its own.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** What a password that breaks the rule is told, by a form and by the identity server alike. */
export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and include an uppercase letter and a number`;

/** The error code the identity server answers with when a password breaks the rule. */
export const PASSWORD_RULE_CODE = 'PASSWORD_TOO_WEAK';

/**
 * Whether a password meets the rule: at least 8 characters, an uppercase letter and a digit.
 * Characters are counted as code points (an emoji is one) and uppercase includes accented capitals.
 */
export function isStrongPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\d/.test(password);
}
