/**
 * The password rule of docs/requirements.md#validation (at least 8 characters, one uppercase letter, one digit), checked on the
 * server whatever the browser checked. Pure, so a form can show the same rule and message.
 */

/** Shortest password accepted (docs/requirements.md#validation). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password accepted: bounds the hashing work one request can cause. */
export const PASSWORD_MAX_LENGTH = 128;

/** The message a refused password gets, naming every part of the rule. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and contain at least one uppercase letter and one digit';

/** The error code the identity server answers with when a password breaks the rule. */
export const PASSWORD_RULE_CODE = 'PASSWORD_TOO_WEAK';

/** True when the password follows docs/requirements.md#validation; length counts characters (code points), as the forms do. */
export function meetsPasswordPolicy(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(password) && /\d/.test(password);
}
