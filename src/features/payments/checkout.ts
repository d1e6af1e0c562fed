/**
 * What a payment is started for, built from the stored order (the server's prices, never the browser's):
 * one line per order line in cents, and GST as a line of its own, so the gateway charges exactly the
 * order's total. Pure.
 */
import type { ProductFamily } from '../content/schemas/index.ts';
import { GST_RATES, centsToAmount, gstRate, priceText, toCents, type Currency, type TaxNote } from '../pricing/pricing.ts';
import type { CheckoutRequest } from '../../services/payments/port.ts';
import type { WebOrderRow } from '../../services/db/orders.ts';

/** The stored order fields a payment needs. */
export type PayableOrder = Pick<WebOrderRow, 'weborder_id' | 'currency' | 'line_items' | 'subtotal_cents' | 'gst_cents' | 'total_cents'>;

const CURRENCIES: readonly string[] = ['NZD', 'AUD', 'USD'] satisfies Currency[];

/** A stored currency code as the pricing module's type, or undefined for one it does not know. */
export const asCurrency = (code: string): Currency | undefined => (CURRENCIES.includes(code) ? (code as Currency) : undefined);

/** 'GST (15%)' for NZD, 'GST (10%)' otherwise (SPEC §9). */
export function gstLabel(currency: string): string {
  const known = asCurrency(currency);
  const rate = known ? gstRate(known) : GST_RATES.default;
  return `GST (${Math.round(rate * 100)}%)`;
}

/** A stored order's money as text: `$3,450.00 NZD` (a currency the pricing module does not know is shown as its code). */
export function orderMoney(cents: number, currency: string, note?: TaxNote): string {
  const known = asCurrency(currency);
  return known ? priceText(cents, known, note) : `${centsToAmount(cents)} ${currency}`;
}

/** Variant titles by product_id, to name lines on the payment page and at the gateway. */
export function variantTitles(catalogue: readonly ProductFamily[]): Map<string, string> {
  return new Map(catalogue.flatMap((family) => family.products.map((variant) => [variant.product_id, variant.title || family.title] as const)));
}

/**
 * The checkout request for an order. Throws when the lines do not add up to the stored total (a broken
 * order must never be charged an amount nobody priced).
 */
export function checkoutRequest(order: PayableOrder, titles: ReadonlyMap<string, string>, customer_email?: string): CheckoutRequest {
  const lines = order.line_items.map((line) => ({
    name: titles.get(line.product.product_id) ?? line.product.product_id,
    unit_cents: toCents(line.price.amount),
    quantity: line.quantity,
  }));
  if (order.gst_cents > 0) lines.push({ name: gstLabel(order.currency), unit_cents: order.gst_cents, quantity: 1 });
  const sum = lines.reduce((total, line) => total + line.unit_cents * line.quantity, 0);
  if (sum !== order.total_cents) throw new RangeError(`order ${order.weborder_id}: lines add up to ${sum} cents, the total is ${order.total_cents}`);
  return { weborder_id: order.weborder_id, currency: order.currency, lines, total_cents: order.total_cents, ...(customer_email ? { customer_email } : {}) };
}
