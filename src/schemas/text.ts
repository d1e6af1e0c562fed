/**
 * Text field rules the concept schemas share, and who words their problems.
 *
 * Everything under src/schemas/ is written with zod's `zod/mini` API, the one place the project does not
 * use full `zod`: these schemas are shared with the browser's forms. Measured (vite build, gzip -9) for
 * the stored cart check alone: 27.8 kB with `zod`, 6.7 kB with `zod/mini`, and none since the client
 * store reads localStorage without zod (lib/store/stored-shapes.ts). The header's
 * scripts, on every page, import none of them (the display-only
 * readers). Both are zod 4 (one core, the same errors); server modules embed these schemas
 * in full `zod` ones.
 */
import * as z from 'zod/mini';
import { plainText } from './safe-text.ts';

/** How a schema words its problems, by the field's label and limit. */
export interface FieldMessages {
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  invalidEmail: (label: string) => string;
}

/** The API's words: they name the field, because they reach a person away from it (the order toast). */
export const API_MESSAGES: FieldMessages = {
  required: (label) => `${label} is required`,
  tooLong: (label, max) => `${label} is too long (at most ${max} characters)`,
  invalidEmail: (label) => `${label} must be a valid email address`,
};

/** The words beside a field whose text is longer than it allows (the forms' and the account's). */
export const tooLongMessage = (max: number): string => `Please keep this under ${max} characters`;

/** Longest text a name or address field may hold (what a CRM text column comfortably takes). */
export const TEXT_MAX_LENGTH = 200;

/** Trimmed single-line text of at most `max` characters, without control characters (safe-text.ts). */
export const trimmedText = (messages: FieldMessages, label: string, max = TEXT_MAX_LENGTH) =>
  z
    .string({ error: messages.required(label) })
    .check(z.trim(), z.maxLength(max, { error: messages.tooLong(label, max) }), plainText(label));

/** A required text field: trimmed, so blank input is refused as empty. */
export const requiredText = (messages: FieldMessages, label: string, max = TEXT_MAX_LENGTH) =>
  trimmedText(messages, label, max).check(z.minLength(1, { error: messages.required(label) }));

/** An optional text field: trimmed, may be empty or absent. */
export const optionalText = (messages: FieldMessages, label: string, max = TEXT_MAX_LENGTH) =>
  z.optional(trimmedText(messages, label, max));

/** A required email: trimmed, then checked (empty says "required", malformed says "invalid"). */
export const requiredEmail = (messages: FieldMessages, label: string, max = TEXT_MAX_LENGTH) =>
  z.pipe(requiredText(messages, label, max), z.email({ error: messages.invalidEmail(label) }));
