/**
 * Registered business numbers a buyer may give at checkout: an Australian Business Number (ABN), a New
 * Zealand Business Number (NZBN) or an NZ GST number (the business's IRD number). Each is recognised by
 * its length and checked with its own published check-digit rule, so a mistyped digit is caught before
 * it reaches an invoice or the CRM. Pure, and written with `zod/mini`: the checkout form and the server
 * run this same module (docs/orders.md "Business numbers").
 */
import * as z from 'zod/mini';

/** Which number a valid business number is. */
export type BusinessNumberKind = 'abn' | 'nzbn' | 'nz-gst';

/** Every message the check gives, naming the number the text is not. */
export const BUSINESS_NUMBER_MESSAGES = {
  notANumber: 'Enter an ABN (11 digits), an NZBN (13 digits) or an NZ GST number (8 or 9 digits), or leave this empty.',
  abn: 'This is not a valid ABN: an ABN has 11 digits and one of them is mistyped.',
  nzbn: 'This is not a valid NZBN: an NZBN has 13 digits starting with 94, and one of them is mistyped.',
  nzGst: 'This is not a valid NZ GST number: it has 8 or 9 digits and one of them is mistyped.',
} as const;

/** Longest text the field takes before it is normalised (13 digits and room for spaces). */
export const BUSINESS_NUMBER_MAX_LENGTH = 30;

/** The digits of `text` once the spaces and hyphens people write between groups are taken out. */
export const normaliseBusinessNumber = (text: string): string => text.trim().replace(/[\s-]+/g, '');

const digitsOf = (text: string): number[] => [...text].map(Number);

/** The ATO's ABN check: subtract 1 from the first digit, weight the digits 10, 1, 3, 5 … 19; the sum divides by 89. */
export function isValidAbn(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || digits.startsWith('0')) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const values = digitsOf(digits);
  const sum = values.reduce(
    (total, digit, index) => total + (index === 0 ? digit - 1 : digit) * (weights[index] ?? 0),
    0,
  );
  return sum % 89 === 0;
}

/** The GS1 check digit of a GTIN-13 (an NZBN is one, under GS1 New Zealand's prefix 94). */
export function isValidNzbn(digits: string): boolean {
  if (!/^94\d{11}$/.test(digits)) return false;
  const values = digitsOf(digits);
  const sum = values.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === values[12];
}

/** IRD's check of an IRD (GST) number: 8 digits get a leading zero; primary weights, then secondary when the first gives 10. */
export function isValidNzGstNumber(digits: string): boolean {
  if (!/^\d{8,9}$/.test(digits)) return false;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return false;
  const padded = digitsOf(digits.padStart(9, '0'));
  const check = padded[8];
  const expected = (weights: readonly number[]): number => {
    const remainder = padded.slice(0, 8).reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0) % 11;
    return remainder === 0 ? 0 : 11 - remainder;
  };
  const primary = expected([3, 2, 7, 6, 5, 4, 3, 2]);
  if (primary !== 10) return primary === check;
  const secondary = expected([7, 4, 3, 2, 5, 2, 7, 6]);
  return secondary !== 10 && secondary === check;
}

/** What a typed business number is: valid (with its kind and digits), or why not. Empty text is not asked about. */
export type BusinessNumberCheck =
  { ok: true; kind: BusinessNumberKind; digits: string } | { ok: false; message: string };

/** Checks `text` (spaces and hyphens allowed) as the number its length says it must be. */
export function checkBusinessNumber(text: string): BusinessNumberCheck {
  const digits = normaliseBusinessNumber(text);
  if (!/^\d+$/.test(digits)) return { ok: false, message: BUSINESS_NUMBER_MESSAGES.notANumber };
  switch (digits.length) {
    case 11:
      return isValidAbn(digits)
        ? { ok: true, kind: 'abn', digits }
        : { ok: false, message: BUSINESS_NUMBER_MESSAGES.abn };
    case 13:
      return isValidNzbn(digits)
        ? { ok: true, kind: 'nzbn', digits }
        : { ok: false, message: BUSINESS_NUMBER_MESSAGES.nzbn };
    case 8:
    case 9:
      return isValidNzGstNumber(digits)
        ? { ok: true, kind: 'nz-gst', digits }
        : { ok: false, message: BUSINESS_NUMBER_MESSAGES.nzGst };
    default:
      return { ok: false, message: BUSINESS_NUMBER_MESSAGES.notANumber };
  }
}

/** A stored number as a person reads it: `ABN 51 824 753 556`, `NZBN 9429041234567`, `NZ GST number 49-091-850`. */
export function formatBusinessNumber(stored: string): string {
  const checked = checkBusinessNumber(stored);
  if (!checked.ok) return stored;
  const { kind, digits } = checked;
  if (kind === 'abn') return `ABN ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  if (kind === 'nzbn') return `NZBN ${digits}`;
  const padded = digits.padStart(9, '0');
  return `NZ GST number ${padded.slice(0, 3)}-${padded.slice(3, 6)}-${padded.slice(6)}`;
}

/**
 * The optional business-number field, as the form and the API check it: trimmed; empty stays empty
 * (no number); anything else must be a valid ABN, NZBN or NZ GST number and comes out as its digits.
 */
export const businessNumberSchema = z.string().check(
  z.maxLength(BUSINESS_NUMBER_MAX_LENGTH, { error: BUSINESS_NUMBER_MESSAGES.notANumber }),
  z.overwrite(normaliseBusinessNumber),
  z.refine((digits) => digits === '' || checkBusinessNumber(digits).ok, {
    error: (issue) => {
      const checked = typeof issue.input === 'string' ? checkBusinessNumber(issue.input) : undefined;
      return checked && !checked.ok ? checked.message : BUSINESS_NUMBER_MESSAGES.notANumber;
    },
  }),
  z.meta({
    description:
      'Optional registered business number: an ABN (11 digits, the ATO weighted checksum), an NZBN (13 digits starting 94, GS1 check digit) or an NZ GST number (8 or 9 digits, IRD check digits). Spaces and hyphens are allowed and removed; the digits are stored. A number failing its check is refused (400) with a message naming the kind it is not.',
    examples: ['51 824 753 556', '9429041000013', '49-091-850'],
  }),
);
