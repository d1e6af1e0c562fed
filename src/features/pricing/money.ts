import type { Price } from '../content/schemas/index.ts';

/** A currency the catalogue prices in. */
export type Currency = Price['currency'];

/** GST rate by currency (docs/requirements.md#prices-and-gst): 15% for NZD, 10% otherwise. */
export const GST_RATES = { NZD: 0.15, default: 0.1 } as const;

/** Tax notes shown after a price. */
export const EXCL_GST = 'excl. GST';
export const INCL_GST = 'incl. GST';
export type TaxNote = typeof EXCL_GST | typeof INCL_GST;

/** The GST rate for a currency. */
export const gstRate = (currency: Currency): number => (currency === 'NZD' ? GST_RATES.NZD : GST_RATES.default);

/** GST in whole percent, for integer arithmetic. */
const gstPercent = (currency: Currency): number => (currency === 'NZD' ? 15 : 10);

/**
 * Integer cents from a decimal amount (`"1234.5"` is 123450), without floating-point arithmetic on
 * strings. A number is multiplied by 100 and rounded (the one helper that multiplies by 100, docs/requirements.md#prices-and-gst).
 * Throws a RangeError for text that is not an amount.
 */
export function toCents(amount: string | number): number {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
    return Math.round(amount * 100);
  }
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim().replaceAll(',', ''));
  if (!match) throw new RangeError(`not an amount: "${amount}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** A decimal amount string from cents: 123450 is `"1234.50"` (the API's amount format). */
export function centsToAmount(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * Cents as money text with 2 decimals and thousands separators: 123450 is `"1,234.50"`, -500 is `"-5.00"`.
 * Grouped by hand rather than with Intl.NumberFormat: a browser's first NumberFormat starts ICU, about
 * 50 ms of main thread on a phone, and en-NZ money needs nothing from it (commas every three digits).
 */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Price text (docs/requirements.md#prices-and-gst): `'$' amount currency tax note`, e.g. `"$1,234.50 NZD excl. GST"`. */
export function priceText(cents: number, currency: Currency, taxNote?: TaxNote): string {
  const amount = formatMoney(cents);
  const text = cents < 0 ? `-$${amount.slice(1)} ${currency}` : `$${amount} ${currency}`;
  return taxNote ? `${text} ${taxNote}` : text;
}

const CURRENCIES: readonly string[] = ['NZD', 'AUD', 'USD'] satisfies Currency[];

/** A stored currency code as a Currency, or undefined for one the catalogue does not price in. */
export const asCurrency = (code: string): Currency | undefined =>
  CURRENCIES.includes(code) ? (code as Currency) : undefined;

/** 'GST (15%)' for NZD, 'GST (10%)' otherwise (docs/requirements.md#prices-and-gst), for a stored order's currency code. */
export function gstLabel(currency: string): string {
  const known = asCurrency(currency);
  const rate = known ? gstRate(known) : GST_RATES.default;
  return `GST (${Math.round(rate * 100)}%)`;
}

/** A stored order's money as text: `$3,450.00 NZD` (a currency the catalogue does not price in is shown as its code). */
export function orderMoney(cents: number, currency: string, note?: TaxNote): string {
  const known = asCurrency(currency);
  return known ? priceText(cents, known, note) : `${centsToAmount(cents)} ${currency}`;
}

/** GST on a subtotal, rounded half-up to the cent: 15% for NZD, 10% otherwise. */
export function gstCents(subtotalCents: number, currency: Currency): number {
  assertCents(subtotalCents);
  const hundredths = Math.abs(subtotalCents) * gstPercent(currency);
  const rounded = Math.floor((hundredths + 50) / 100);
  return subtotalCents < 0 ? -rounded : rounded;
}

/** A line to total: its unit price (amount string and currency) and quantity. */
export interface PricedLine {
  price: { amount: string; currency: Currency };
  quantity: number;
}

/** A line's amount in cents: its unit amount times its quantity. */
export const lineCents = (line: { price: { amount: string }; quantity: number }): number =>
  toCents(line.price.amount) * line.quantity;

/** Subtotal, GST and total in cents. */
export interface Totals {
  currency: Currency | undefined;
  subtotal: number;
  gst: number;
  total: number;
}

/**
 * Totals of lines in one currency: GST is added to the subtotal (not summed per line).
 * Throws a RangeError for mixed currencies or a quantity that is not a whole number.
 */
export function totals(
  lines: readonly PricedLine[],
  currency: Currency | undefined = lines[0]?.price.currency,
): Totals {
  let subtotal = 0;
  for (const line of lines) {
    if (line.price.currency !== currency)
      throw new RangeError(`mixed currencies: ${line.price.currency} and ${currency}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError(`bad quantity: ${line.quantity}`);
    subtotal += lineCents(line);
  }
  const gst = currency ? gstCents(subtotal, currency) : 0;
  return { currency, subtotal, gst, total: subtotal + gst };
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
}
