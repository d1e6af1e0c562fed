/**
 * The second factor's forms (pure): the code step of a sign-in, and the first code that turns the
 * factor on. An app code is 6 digits (spaces a buyer copies from the app are dropped); a recovery code
 * is taken as typed, trimmed. The secret of an `otpauth://` URI is shown as text beside its QR code.
 */
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES as M } from '../features/account/messages.ts';

const appCode = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) => value.replaceAll(/\s/g, '')),
);

const sixDigits = z.pipe(appCode, z.string().check(z.regex(/^\d{6}$/, { error: M.codeFormat })));

/** The authenticator app's 6-digit code. */
export const appCodeSchema = z.object({ code: sixDigits });

/** The app's code that turns the factor off instead of the password (a field name of its own on the account screen). */
export const factorCodeSchema = z.object({ factorCode: sixDigits });

/** A recovery code, as typed. */
export const recoveryCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, { error: M.required }), z.maxLength(100, { error: M.tooLong })),
});

/** The password that lets the buyer turn the factor on or off. */
export const factorPasswordSchema = z.object({
  factorPassword: z.string().check(z.minLength(1, { error: M.required })),
});

/** The base-32 secret of an `otpauth://totp/…?secret=…` URI, in groups of four for reading; '' when none. */
export function secretOf(totpUri: string): string {
  let secret: string | null;
  try {
    secret = new URL(totpUri).searchParams.get('secret');
  } catch {
    return '';
  }
  return (secret ?? '').replaceAll(/(.{4})(?=.)/g, '$1 ');
}

/** The password that lets the buyer add or remove a passkey: empty when a check within 5 minutes covers it. */
export const passkeyPasswordSchema = z.object({ passkeyPassword: z.string() });
