/**
 * Card checks of the test payment page: Luhn, expiry, CVC, and which test card does what. Pure, and
 * deliberately unable to keep a card: results carry at most the last four digits (for the log line).
 */

/** Test cards (Stripe's numbers, so people recognise them). */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;

/** Messages shown on the payment page, by the code its URL carries after a failed attempt. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  'not-a-test-card':
    'This is a test payment page and takes test cards only: use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a declined card.',
  number: 'Please enter a valid card number.',
  expiry: 'Please enter an expiry date that is not in the past, as MM/YY.',
  cvc: 'Please enter the 3 or 4 digit security code (CVC) from the back of the card.',
  name: 'Please enter the name on the card.',
} as const;

export type CardProblem = keyof typeof CARD_MESSAGES;

/** The card form as posted (any field may be missing). */
export interface CardForm {
  number?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | undefined;
}

export type CardResult = { ok: true; last4: string } | { ok: false; problem: CardProblem; last4?: string };

/** Digits of a card number as typed: spaces and dashes are allowed between them. */
export const cardDigits = (input: string): string | undefined => {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
};

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether `MM/YY` (or MM/YYYY) names this month or a later one: a card is valid to the end of its month. */
export function expiryNotPast(text: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Checks a test payment: the form must be complete and well formed (Luhn-valid number, expiry not past,
 * CVC of 3–4 digits, a name); then 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, and any
 * other valid number is declined as not a test card.
 */
export function checkTestCard(form: CardForm, now: Date): CardResult {
  const digits = cardDigits(form.number ?? '');
  if (!digits || !luhnValid(digits)) return { ok: false, problem: 'number' };
  const last4 = digits.slice(-4);
  if (!expiryNotPast(form.expiry ?? '', now)) return { ok: false, problem: 'expiry', last4 };
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return { ok: false, problem: 'cvc', last4 };
  if ((form.name ?? '').trim() === '') return { ok: false, problem: 'name', last4 };
  if (digits === TEST_CARDS.succeeds) return { ok: true, last4 };
  return { ok: false, problem: digits === TEST_CARDS.declined ? 'declined' : 'not-a-test-card', last4 };
}

/** The message for a problem code from the page's URL; unknown codes show nothing (the URL is not trusted text). */
export const cardProblemMessage = (code: string | null): string | undefined =>
  code !== null && Object.hasOwn(CARD_MESSAGES, code) ? CARD_MESSAGES[code as CardProblem] : undefined;
